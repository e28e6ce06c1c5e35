package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.nio.ByteBuffer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/** Laws over arbitrary 12-byte ids: our codec and conversions agree with the driver byte for byte. */
class ObjectIdCodecPropertiesTest {

    private static final ObjectIdCodec OURS = new ObjectIdCodec();
    private static final org.bson.codecs.ObjectIdCodec DRIVER = new org.bson.codecs.ObjectIdCodec();

    private static <T> byte[] encode(Codec<T> codec, T id) {
        BasicOutputBuffer out = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(out)) {
            writer.writeStartDocument();
            writer.writeName("_id");
            codec.encode(writer, id, EncoderContext.builder().build());
            writer.writeEndDocument();
        }
        return out.toByteArray();
    }

    private static <T> T decode(Codec<T> codec, byte[] bson) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bson))) {
            reader.readStartDocument();
            reader.readBsonType();
            reader.readName();
            return codec.decode(reader, DecoderContext.builder().build());
        }
    }

    @Property
    void encodesTheSameBytesAsTheDriver(@ForAll @Size(12) byte[] bytes) {
        assertThat(encode(OURS, ObjectId.fromBytes(bytes))).isEqualTo(encode(DRIVER, new org.bson.types.ObjectId(bytes)));
    }

    @Property
    void decodesWhatTheDriverWroteToTheSameBytes(@ForAll @Size(12) byte[] bytes) {
        ObjectId decoded = decode(OURS, encode(DRIVER, new org.bson.types.ObjectId(bytes)));
        assertThat(decoded.toByteArray()).isEqualTo(bytes);
    }

    @Property
    void conversionsKeepBytesAndOrder(@ForAll @Size(12) byte[] a, @ForAll @Size(12) byte[] b) {
        ObjectId x = ObjectId.fromBytes(a);
        ObjectId y = ObjectId.fromBytes(b);
        org.bson.types.ObjectId dx = ObjectIdConversions.toDriver(x);
        org.bson.types.ObjectId dy = ObjectIdConversions.toDriver(y);
        assertThat(dx.toByteArray()).isEqualTo(a);
        assertThat(ObjectIdConversions.fromDriver(dx)).isEqualTo(x);
        assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Integer.signum(dx.compareTo(dy)));
    }
}
