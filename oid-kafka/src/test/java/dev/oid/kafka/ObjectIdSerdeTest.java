package dev.oid.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.utils.Utils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ObjectIdSerdeTest {

    private static final ObjectId ID = ObjectId.parse("5a17b9d9ab102555b9c38874");

    private final ObjectIdSerializer serializer = new ObjectIdSerializer();

    private final ObjectIdDeserializer deserializer = new ObjectIdDeserializer();

    @Test
    void writesTheTwelveBytes() {
        assertThat(HexFormat.of().formatHex(serializer.serialize("orders", ID))).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(HexFormat.of().formatHex(serializer.serialize("orders", new RecordHeaders(), ID)))
                .isEqualTo("5a17b9d9ab102555b9c38874");
    }

    @Test
    void readsTheTwelveBytes() {
        byte[] bytes = HexFormat.of().parseHex("5a17b9d9ab102555b9c38874");
        assertThat(deserializer.deserialize("orders", bytes)).isEqualTo(ID);
        assertThat(deserializer.deserialize("orders", new RecordHeaders(), bytes)).isEqualTo(ID);
        ByteBuffer buffer = ByteBuffer.allocate(20).position(4).put(bytes).flip().position(4);
        assertThat(deserializer.deserialize("orders", new RecordHeaders(), buffer)).isEqualTo(ID);
    }

    @Test
    void nullIsATombstoneBothWays() {
        assertThat(serializer.serialize("orders", null)).isNull();
        assertThat(deserializer.deserialize("orders", null)).isNull();
        assertThat(deserializer.deserialize("orders", new RecordHeaders(), (ByteBuffer) null)).isNull();
    }

    @Test
    void roundTripsTheRealIds() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3996);
        try (ObjectIdSerde serde = new ObjectIdSerde()) {
            for (ObjectId id : ids) {
                byte[] bytes = serde.serializer().serialize("t", id);
                assertThat(bytes).isEqualTo(id.toByteArray());
                assertThat(serde.deserializer().deserialize("t", bytes)).isEqualTo(id);
            }
        }
    }

    @Test
    void rejectsElevenBytesNamingTopicLengthAndBytes() {
        assertThat(catchThrowableOfType(SerializationException.class,
                () -> deserializer.deserialize("orders", HexFormat.of().parseHex("5a17b9d9ab102555b9c388"))))
                .hasMessage("Invalid ObjectId in topic \"orders\": expected exactly 12 bytes, found 11 "
                        + "(0x5a17b9d9ab102555b9c388)");
    }

    @Test
    void rejectsEmptyAndLongValues() {
        assertThat(catchThrowableOfType(SerializationException.class,
                () -> deserializer.deserialize("orders", new byte[0])))
                .hasMessage("Invalid ObjectId in topic \"orders\": expected exactly 12 bytes, found 0 (empty)");
        byte[] text = "5a17b9d9ab102555b9c38874".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertThat(catchThrowableOfType(SerializationException.class, () -> deserializer.deserialize("ids", text)))
                .hasMessage("Invalid ObjectId in topic \"ids\": expected exactly 12 bytes, found 24 "
                        + "(0x356131376239643961623130323535356239633338383734)");
        assertThat(catchThrowableOfType(SerializationException.class,
                () -> deserializer.deserialize("ids", new byte[40])))
                .hasMessage("Invalid ObjectId in topic \"ids\": expected exactly 12 bytes, found 40 (0x"
                        + "00".repeat(32) + "...)");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 11, 13, 16})
    void rejectsEveryOtherLength(int length) {
        assertThat(catchThrowableOfType(SerializationException.class,
                () -> deserializer.deserialize("t", new byte[length])))
                .hasMessageStartingWith("Invalid ObjectId in topic \"t\": expected exactly 12 bytes, found " + length
                        + " (0x");
    }

    @Test
    void kafkaInstantiatesThemByClassName() throws Exception {
        // What key.serializer=dev.oid.kafka.ObjectIdSerializer and friends do: a public no-argument constructor.
        Serializer<?> s = Utils.newInstance("dev.oid.kafka.ObjectIdSerializer", Serializer.class);
        Deserializer<?> d = Utils.newInstance("dev.oid.kafka.ObjectIdDeserializer", Deserializer.class);
        s.configure(Map.of(), true);
        d.configure(Map.of(), false);
        assertThat(s).isInstanceOf(ObjectIdSerializer.class);
        assertThat(d.deserialize("t", ID.toByteArray())).isEqualTo(ID);
        assertThat(Utils.newInstance(ObjectIdSerde.class).deserializer()).isInstanceOf(ObjectIdDeserializer.class);
    }
}
