package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Java serialization goes through the proxy only; streams that bypass or corrupt it are rejected. */
class SerializationTest {

    private static final ObjectId ID = ObjectId.parse("5a17b9d9ab102555b9c38874");

    @Test
    void roundTripsThroughJavaSerialization() throws Exception {
        Object read = deserialize(serialize(ID));

        assertThat(read).isInstanceOf(ObjectId.class).isEqualTo(ID);
        assertThat(((ObjectId) read).toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
    }

    @Test
    void roundTripsIdsInsideACollection() throws Exception {
        List<ObjectId> ids = List.of(ID, ObjectId.parse("ffffffffffffffffffffffff"), ObjectId.generate());

        assertThat(deserialize(serialize(new java.util.ArrayList<>(ids)))).isEqualTo(ids);
    }

    @Test
    void streamHoldsTheProxyNotTheValueClass() throws Exception {
        String stream = new String(serialize(ID), StandardCharsets.ISO_8859_1);

        assertThat(stream).contains("dev.oid.ObjectId$SerializedForm").doesNotContain("timestamp");
    }

    @Test
    void rejectsAStreamThatBypassesTheProxy() throws IOException {
        byte[] forged = forgedDirectObjectIdStream();

        assertThatExceptionOfType(InvalidObjectException.class)
                .isThrownBy(() -> deserialize(forged))
                .withMessage("ObjectId must be deserialized through its serialization proxy");
    }

    @Test
    void rejectsAProxyWithTheWrongNumberOfBytes() throws Exception {
        byte[] stream = serialize(ID);
        // The proxy's byte[] is written as its length (0x0000000c) followed by the 12 bytes: drop the last one.
        byte[] marker = new byte[16];
        marker[3] = 12;
        ID.writeTo(marker, 4);
        int at = indexOf(stream, marker);
        assertThat(at).as("array of 12 bytes in the stream").isPositive();
        byte[] tampered = new byte[stream.length - 1];
        System.arraycopy(stream, 0, tampered, 0, at);
        tampered[at + 3] = 11;
        System.arraycopy(stream, at + 4, tampered, at + 4, 11);
        System.arraycopy(stream, at + 16, tampered, at + 15, stream.length - at - 16);

        assertThatExceptionOfType(InvalidObjectException.class)
                .isThrownBy(() -> deserialize(tampered))
                .withMessage("ObjectId serial form must hold exactly 12 bytes, found 11 bytes");
    }

    /**
     * A stream, written by hand following the Java Object Serialization Stream Protocol, that holds an
     * {@code ObjectId} with its own fields instead of its serialization proxy.
     */
    private static byte[] forgedDirectObjectIdStream() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeShort(ObjectStreamConstants.STREAM_MAGIC);
            out.writeShort(ObjectStreamConstants.STREAM_VERSION);
            out.writeByte(ObjectStreamConstants.TC_OBJECT);
            out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
            out.writeUTF("dev.oid.ObjectId");
            out.writeLong(1L); // serialVersionUID
            out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
            out.writeShort(2); // fields, primitives sorted by name
            out.writeByte('J');
            out.writeUTF("low");
            out.writeByte('I');
            out.writeUTF("timestamp");
            out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            out.writeByte(ObjectStreamConstants.TC_NULL); // no serializable superclass
            out.writeLong(0xab102555b9c38874L);
            out.writeInt(0x5a17b9d9);
        }
        return bytes.toByteArray();
    }

    private static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] stream) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
            return in.readObject();
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
