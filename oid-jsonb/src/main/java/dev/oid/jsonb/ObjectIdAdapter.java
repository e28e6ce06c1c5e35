package dev.oid.jsonb;

import dev.oid.ObjectId;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.adapter.JsonbAdapter;
import org.jspecify.annotations.Nullable;

/**
 * A JSON-B {@link JsonbAdapter} between {@link ObjectId} and its 24-character hex string: writes lowercase, reads
 * either case.
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(new JsonbConfig().withAdapters(new ObjectIdAdapter()));
 * }</pre>
 *
 * <p>It also serves {@code @JsonbTypeAdapter(ObjectIdAdapter.class)} on a property. It reads strings only; for
 * Extended JSON {@code {"$oid": ...}} on input, register {@link ObjectIdSerializer} and {@link ObjectIdDeserializer}
 * instead. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdAdapter implements JsonbAdapter<@Nullable ObjectId, @Nullable String> {

    /** Creates the adapter. */
    public ObjectIdAdapter() {
        // Stateless.
    }

    /**
     * Returns the id's 24 lowercase hex characters.
     *
     * @param id the id, may be {@code null}
     * @return its hex form, or {@code null} for {@code null}
     */
    @Override
    public @Nullable String adaptToJson(@Nullable ObjectId id) {
        return id == null ? null : id.toHexString();
    }

    /**
     * Parses 24 hex characters in either case.
     *
     * @param hex the JSON string; {@code null} for JSON {@code null}, which JSON-B implementations such as Yasson
     *        hand to adapters
     * @return the id, or {@code null} for {@code null}
     * @throws JsonbException if {@code hex} is not 24 hex digits; the message is {@link ObjectId#parse}'s, quoting
     *         it, and the cause its {@code IllegalArgumentException}
     */
    @Override
    public @Nullable ObjectId adaptFromJson(@Nullable String hex) {
        return hex == null ? null : Ids.parse(hex);
    }
}
