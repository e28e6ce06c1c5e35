package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
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
    void rejectsAProxyWithTooFewBytes() throws Exception {
        byte[] stream = serialize(ID);
        // The proxy writes its 12 bytes as one block of data: TC_BLOCKDATA, length 12, the bytes. Make it 11.
        byte[] marker = new byte[14];
        marker[0] = ObjectStreamConstants.TC_BLOCKDATA;
        marker[1] = 12;
        ID.writeTo(marker, 2);
        int at = indexOf(stream, marker);
        assertThat(at).as("block of 12 bytes in the stream").isPositive();
        byte[] tampered = new byte[stream.length - 1];
        System.arraycopy(stream, 0, tampered, 0, at + 1);
        tampered[at + 1] = 11;
        System.arraycopy(stream, at + 2, tampered, at + 2, 11);
        System.arraycopy(stream, at + 14, tampered, at + 13, stream.length - at - 14);

        assertThatExceptionOfType(InvalidObjectException.class)
                .isThrownBy(() -> deserialize(tampered))
                .withMessage("ObjectId serial form must hold exactly 12 bytes; the stream ends early");
    }

    @Test
    void aProxyDescriptorDeclaringAHugeArrayFieldAllocatesNothingAndFailsTyped() throws Exception {
        // 100-odd bytes that declare the proxy Serializable with a byte[] field of 2,000,000,000 elements: read
        // field by field, the JDK would allocate 2 GB before any check of ours. The proxy is Externalizable, so
        // the descriptor is refused before any value is read.
        byte[] crafted = craftedProxyStream("[B", out -> {
            out.writeByte(ObjectStreamConstants.TC_ARRAY);
            out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
            out.writeUTF("[B");
            out.writeLong(-5984413125824719648L); // byte[]'s serialVersionUID
            out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
            out.writeShort(0);
            out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            out.writeByte(ObjectStreamConstants.TC_NULL);
            out.writeInt(2_000_000_000);
        });
        assertThat(crafted.length).isLessThan(150);

        long allocated = allocatedBytesWhile(() -> assertThatExceptionOfType(InvalidClassException.class)
                .isThrownBy(() -> deserialize(crafted))
                .withMessageContaining("dev.oid.ObjectId$SerializedForm")
                .withMessageContaining("Serializable incompatible with Externalizable"));
        assertThat(allocated).as("bytes allocated while reading the stream").isLessThan(1 << 20);
    }

    @Test
    void aProxyDescriptorDeclaringAFieldOfAnotherTypeFailsTypedNotWithClassCastException() throws Exception {
        byte[] crafted = craftedProxyStream("Ljava/lang/String;", out -> {
            out.writeByte(ObjectStreamConstants.TC_STRING);
            out.writeUTF("5a17b9d9ab102555b9c38874");
        });

        assertThatExceptionOfType(InvalidClassException.class).isThrownBy(() -> deserialize(crafted))
                .withMessageContaining("Serializable incompatible with Externalizable");
    }

    @Test
    void aProxyOfAnotherSerialVersionIsRefused() throws Exception {
        byte[] stream = serialize(ID);
        byte[] version = {0, 0, 0, 0, 0, 0, 0, 2};
        int at = indexOf(stream, version);
        assertThat(at).as("serialVersionUID 2 in the stream").isPositive();
        stream[at + 7] = 1;

        assertThatExceptionOfType(InvalidClassException.class).isThrownBy(() -> deserialize(stream))
                .withMessageContaining("local class incompatible");
    }

    /** Writes part of a hand-made stream. */
    private interface FieldValue {
        void write(DataOutputStream out) throws IOException;
    }

    /**
     * A stream, written by hand following the Java Object Serialization Stream Protocol, that declares the
     * proxy class as plain {@code Serializable} with one field {@code bytes} of the given type.
     */
    private static byte[] craftedProxyStream(String fieldType, FieldValue value) throws IOException {
        return serializableObjectStream("dev.oid.ObjectId$SerializedForm", 2L, out -> {
            out.writeShort(1);
            out.writeByte(fieldType.charAt(0) == '[' ? '[' : 'L');
            out.writeUTF("bytes");
            out.writeByte(ObjectStreamConstants.TC_STRING);
            out.writeUTF(fieldType);
            out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            out.writeByte(ObjectStreamConstants.TC_NULL); // no serializable superclass
            value.write(out);
        });
    }

    /**
     * The start of a stream holding one object of a {@code Serializable} class (magic, version, the class
     * descriptor's name, serialVersionUID and flags), followed by what {@code rest} writes: the descriptor's
     * fields and the object's data.
     */
    private static byte[] serializableObjectStream(String className, long serialVersionUid, FieldValue rest)
            throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeShort(ObjectStreamConstants.STREAM_MAGIC);
            out.writeShort(ObjectStreamConstants.STREAM_VERSION);
            out.writeByte(ObjectStreamConstants.TC_OBJECT);
            out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
            out.writeUTF(className);
            out.writeLong(serialVersionUid);
            out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
            rest.write(out);
        }
        return bytes.toByteArray();
    }

    /**
     * Bytes the current thread allocated while {@code action} ran, from HotSpot's per-thread counter
     * ({@code com.sun.management.ThreadMXBean}, reached by reflection: the test sources compile in module
     * dev.oid, which does not read jdk.management).
     */
    private static long allocatedBytesWhile(Runnable action) throws ReflectiveOperationException {
        Object threads = ManagementFactory.getThreadMXBean();
        Method allocated = Class.forName("com.sun.management.ThreadMXBean")
                .getMethod("getThreadAllocatedBytes", long.class);
        long thread = Thread.currentThread().getId();
        long before = (long) allocated.invoke(threads, thread);
        action.run();
        return (long) allocated.invoke(threads, thread) - before;
    }

    /**
     * A stream, written by hand following the Java Object Serialization Stream Protocol, that holds an
     * {@code ObjectId} with its own fields instead of its serialization proxy.
     */
    private static byte[] forgedDirectObjectIdStream() throws IOException {
        return serializableObjectStream("dev.oid.ObjectId", 1L, out -> {
            out.writeShort(2); // fields, primitives sorted by name
            out.writeByte('J');
            out.writeUTF("low");
            out.writeByte('I');
            out.writeUTF("timestamp");
            out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            out.writeByte(ObjectStreamConstants.TC_NULL); // no serializable superclass
            out.writeLong(0xab102555b9c38874L);
            out.writeInt(0x5a17b9d9);
        });
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
