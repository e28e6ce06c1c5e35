package dev.oid.kafka;

import dev.oid.ObjectId;
import org.apache.kafka.common.serialization.Serializer;
import org.jspecify.annotations.Nullable;

/**
 * A Kafka {@link Serializer} that writes an {@link ObjectId} as its 12 bytes (big-endian, as
 * {@link ObjectId#toByteArray()}), and {@code null} as {@code null}, a tombstone; modelled on Kafka's own
 * {@code UUIDSerializer}.
 *
 * <pre>{@code
 * props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ObjectIdSerializer.class);
 * // or key.serializer=dev.oid.kafka.ObjectIdSerializer
 * }</pre>
 *
 * <p>Stateless and thread-safe; no configuration.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdSerializer implements Serializer<@Nullable ObjectId> {

    /** Creates the serializer; Kafka calls this for {@code key.serializer} and {@code value.serializer}. */
    public ObjectIdSerializer() {
        // Stateless.
    }

    /**
     * Returns the id's 12 bytes.
     *
     * @param topic the topic (not used)
     * @param id the id, or {@code null}
     * @return a new array of 12 bytes, or {@code null} for {@code null}
     */
    @Override
    public byte @Nullable [] serialize(String topic, @Nullable ObjectId id) {
        return id == null ? null : id.toByteArray();
    }
}
