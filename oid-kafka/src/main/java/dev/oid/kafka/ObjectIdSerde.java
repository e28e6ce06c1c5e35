package dev.oid.kafka;

import dev.oid.ObjectId;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;
import org.jspecify.annotations.Nullable;

/**
 * The Kafka {@link Serde} of {@link ObjectId}: {@link ObjectIdSerializer} and {@link ObjectIdDeserializer}, the 12
 * bytes, for Kafka Streams ({@code Consumed.with}, {@code Grouped.with}, {@code default.key.serde}) and the clients.
 *
 * <pre>{@code
 * KStream<ObjectId, String> orders = builder.stream("orders", Consumed.with(new ObjectIdSerde(), Serdes.String()));
 * }</pre>
 *
 * <p>Stateless and thread-safe; no configuration.
 *
 * @since 0.1.0
 */
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdSerde implements Serde<@Nullable ObjectId> {

    private final ObjectIdSerializer serializer = new ObjectIdSerializer();

    private final ObjectIdDeserializer deserializer = new ObjectIdDeserializer();

    /** Creates the serde; Kafka Streams calls this for {@code default.key.serde} and {@code default.value.serde}. */
    public ObjectIdSerde() {
        // Stateless.
    }

    /**
     * Returns the serializer.
     *
     * @return an {@link ObjectIdSerializer}
     */
    @Override
    public Serializer<@Nullable ObjectId> serializer() {
        return serializer;
    }

    /**
     * Returns the deserializer.
     *
     * @return an {@link ObjectIdDeserializer}
     */
    @Override
    public Deserializer<@Nullable ObjectId> deserializer() {
        return deserializer;
    }
}
