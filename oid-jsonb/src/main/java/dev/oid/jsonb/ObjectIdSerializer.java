package dev.oid.jsonb;

import dev.oid.ObjectId;
import jakarta.json.bind.serializer.JsonbSerializer;
import jakarta.json.bind.serializer.SerializationContext;
import jakarta.json.stream.JsonGenerator;

/**
 * A JSON-B {@link JsonbSerializer} that writes an {@link ObjectId} as its 24 lowercase hex characters; the partner of
 * {@link ObjectIdDeserializer}.
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
 *         .withSerializers(new ObjectIdSerializer())
 *         .withDeserializers(new ObjectIdDeserializer()));
 * }</pre>
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdSerializer implements JsonbSerializer<ObjectId> {

    /** Creates the serializer. */
    public ObjectIdSerializer() {
        // Stateless.
    }

    /**
     * Writes {@code id} as a JSON string of 24 lowercase hex characters.
     *
     * @param id the id
     * @param generator the generator to write to
     * @param context the serialization context (not used)
     */
    @Override
    public void serialize(ObjectId id, JsonGenerator generator, SerializationContext context) {
        generator.write(id.toHexString());
    }
}
