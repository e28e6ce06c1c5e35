package dev.oid.kafka;

import dev.oid.ObjectId;
import java.util.HexFormat;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Deserializer;
import org.jspecify.annotations.Nullable;

/**
 * A Kafka {@link Deserializer} that reads an {@link ObjectId} from its 12 bytes, and {@code null} (a tombstone) as
 * {@code null}; modelled on Kafka's own {@code UUIDDeserializer}.
 *
 * <pre>{@code
 * props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ObjectIdDeserializer.class);
 * // or key.deserializer=dev.oid.kafka.ObjectIdDeserializer
 * }</pre>
 *
 * <p>Bytes of any other length are a {@link SerializationException} naming the topic, the length and the bytes
 * (the first 32 of them), e.g. {@code Invalid ObjectId in topic "orders": expected exactly 12 bytes, found 11
 * (0x5a17b9d9ab102555b9c388)}; never {@code null} or a fresh id. The consumer reports it as Kafka does any
 * deserialization failure (a {@code RecordDeserializationException} with the partition and offset). Stateless and
 * thread-safe; no configuration.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdDeserializer implements Deserializer<@Nullable ObjectId> {

    /** How many bytes a message shows at most. */
    private static final int SHOWN_BYTES = 32;

    /** Creates the deserializer; Kafka calls this for {@code key.deserializer} and {@code value.deserializer}. */
    public ObjectIdDeserializer() {
        // Stateless.
    }

    /**
     * Reads an id from its 12 bytes.
     *
     * @param topic the topic, named in the message of a failure
     * @param data the bytes, or {@code null}
     * @return the id, or {@code null} for {@code null}
     * @throws SerializationException if {@code data} is not exactly 12 bytes long
     */
    @Override
    public @Nullable ObjectId deserialize(String topic, byte @Nullable [] data) {
        if (data == null) {
            return null;
        }
        if (data.length != ObjectId.BYTES) {
            throw new SerializationException("Invalid ObjectId in topic \"" + topic + "\": expected exactly 12 bytes, "
                    + "found " + data.length + " (" + show(data) + ")");
        }
        return ObjectId.fromBytes(data);
    }

    private static String show(byte[] data) {
        if (data.length == 0) {
            return "empty";
        }
        if (data.length <= SHOWN_BYTES) {
            return "0x" + HexFormat.of().formatHex(data);
        }
        return "0x" + HexFormat.of().formatHex(data, 0, SHOWN_BYTES) + "...";
    }
}
