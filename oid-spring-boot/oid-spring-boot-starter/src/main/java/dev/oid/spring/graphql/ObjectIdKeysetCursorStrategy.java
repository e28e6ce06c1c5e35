package dev.oid.spring.graphql;

import dev.oid.ObjectId;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.graphql.data.pagination.CursorStrategy;

/**
 * A keyset cursor strategy around Spring's: an {@link ObjectId} among the keys is handed to it as
 * {@code {"$oid": "<24 hex>"}} (a map, a type Spring's JSON strategy writes and reads), and such a map is read
 * back as the ObjectId. Spring's strategy alone cannot carry one: its own Jackson mapper has no serializer for it,
 * and it refuses to read a type outside its short list.
 */
final class ObjectIdKeysetCursorStrategy implements CursorStrategy<Map<String, Object>> {

    private static final String OID = "$oid";

    private final CursorStrategy<Map<String, Object>> delegate;

    ObjectIdKeysetCursorStrategy(CursorStrategy<Map<String, Object>> delegate) {
        this.delegate = delegate;
    }

    @Override
    public boolean supports(Class<?> targetType) {
        return delegate.supports(targetType);
    }

    @Override
    public String toCursor(Map<String, Object> keys) {
        Map<String, Object> written = new LinkedHashMap<>(keys.size() * 2);
        keys.forEach((name, value) -> written.put(name, value instanceof ObjectId id
                ? new LinkedHashMap<>(Map.of(OID, id.toHexString())) : value));
        return delegate.toCursor(written);
    }

    /**
     * Reads a cursor's keys.
     *
     * @throws IllegalArgumentException if the cursor is not one, or an {@code {"$oid": ...}} in it does not hold 24
     *     hexadecimal digits (the message quotes it)
     */
    @Override
    public Map<String, Object> fromCursor(String cursor) {
        Map<String, Object> keys = delegate.fromCursor(cursor);
        Map<String, Object> read = new LinkedHashMap<>(keys.size() * 2);
        keys.forEach((name, value) -> read.put(name, value instanceof Map<?, ?> map && map.size() == 1
                && map.get(OID) instanceof String hex ? ObjectId.parse(hex) : value));
        return read;
    }
}
