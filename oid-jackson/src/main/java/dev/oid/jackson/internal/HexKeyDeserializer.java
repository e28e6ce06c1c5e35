package dev.oid.jackson.internal;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.KeyDeserializer;
import dev.oid.ObjectId;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * Reads an ObjectId-like map key from its 24 hex digits (either case); anything else is reported through
 * {@link DeserializationContext#handleWeirdKey}, that is as Jackson's {@code InvalidFormatException}.
 */
public final class HexKeyDeserializer extends KeyDeserializer {

    private final HexDeserializer<?> values;

    /**
     * Creates a key deserializer that converts keys like the given value deserializer.
     *
     * @param values the value deserializer of the same id type
     */
    public HexKeyDeserializer(HexDeserializer<?> values) {
        this.values = values;
    }

    @Override
    public @Nullable Object deserializeKey(String key, DeserializationContext ctxt) throws IOException {
        try {
            return values.fromObjectId(ObjectId.parse(key));
        } catch (IllegalArgumentException e) {
            return ctxt.handleWeirdKey(values.handledType(), key, "%s", e.getMessage());
        }
    }
}
