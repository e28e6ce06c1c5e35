package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The 12-byte big-endian form: arrays and buffers, bounds, and byte order left as found. */
class BinaryFormTest {

    private static final String HEX = "5a17b9d9ab102555b9c38874";
    private static final byte[] BYTES = HexFormat.of().parseHex(HEX);
    private static final ObjectId ID = ObjectId.parse(HEX);

    @Test
    void fromBytesReadsBigEndian() {
        assertThat(ObjectId.fromBytes(BYTES.clone())).isEqualTo(ID);
        assertThat(ObjectId.fromBytes(BYTES.clone()).toHexString()).isEqualTo(HEX);
    }

    @Test
    void fromBytesDoesNotKeepTheCallersArray() {
        byte[] bytes = BYTES.clone();
        ObjectId id = ObjectId.fromBytes(bytes);
        bytes[0] = 0;

        assertThat(id.toHexString()).isEqualTo(HEX);
    }

    @ParameterizedTest(name = "rejects {0} bytes")
    @ValueSource(ints = {0, 11, 13, 24})
    void fromBytesRejectsWrongLength(int length) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.fromBytes(new byte[length]))
                .withMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found " + length);
    }

    @Test
    void fromBytesRejectsNull() {
        assertThatNullPointerException().isThrownBy(() -> ObjectId.fromBytes(null)).withMessage("bytes");
        assertThatNullPointerException().isThrownBy(() -> ObjectId.fromBytes(null, 0)).withMessage("bytes");
    }

    @Test
    void fromBytesWithOffsetReadsTwelveBytesAtTheOffset() {
        byte[] array = new byte[20];
        System.arraycopy(BYTES, 0, array, 8, 12);

        assertThat(ObjectId.fromBytes(array, 8)).isEqualTo(ID);
    }

    @ParameterizedTest(name = "offset {0} out of bounds of 20 bytes")
    @ValueSource(ints = {-1, 9, 20, Integer.MAX_VALUE, Integer.MIN_VALUE})
    void fromBytesWithOffsetRejectsOutOfBounds(int offset) {
        assertThatExceptionOfType(IndexOutOfBoundsException.class)
                .isThrownBy(() -> ObjectId.fromBytes(new byte[20], offset));
    }

    @Test
    void toByteArrayReturnsAFreshArrayEachTime() {
        byte[] first = ID.toByteArray();
        first[0] = 0;

        assertThat(ID.toByteArray()).isEqualTo(BYTES);
    }

    @Test
    void writeToArrayWritesAtTheOffsetOnly() {
        byte[] target = new byte[16];
        ID.writeTo(target, 2);

        byte[] expected = new byte[16];
        System.arraycopy(BYTES, 0, expected, 2, 12);
        assertThat(target).isEqualTo(expected);
    }

    @ParameterizedTest(name = "offset {0} out of bounds of 16 bytes")
    @ValueSource(ints = {-1, 5, 16, Integer.MAX_VALUE})
    void writeToArrayRejectsOutOfBoundsAndWritesNothing(int offset) {
        byte[] target = new byte[16];

        assertThatExceptionOfType(IndexOutOfBoundsException.class).isThrownBy(() -> ID.writeTo(target, offset));
        assertThat(target).containsOnly(0);
    }

    @Test
    void writeToArrayRejectsNull() {
        assertThatNullPointerException().isThrownBy(() -> ID.writeTo((byte[]) null, 0)).withMessage("target");
    }

    @ParameterizedTest(name = "{0} buffer")
    @ValueSource(strings = {"heap", "direct"})
    void writeToLittleEndianBufferWritesBigEndianAndKeepsTheOrder(String kind) {
        ByteBuffer buffer = allocate(kind, 20).order(ByteOrder.LITTLE_ENDIAN);
        buffer.position(3);

        ID.writeTo(buffer);

        assertThat(buffer.order()).isEqualTo(ByteOrder.LITTLE_ENDIAN);
        assertThat(buffer.position()).isEqualTo(15);
        byte[] written = new byte[12];
        buffer.get(3, written);
        assertThat(written).isEqualTo(BYTES);
        assertThat(buffer.get(2)).isZero();
        assertThat(buffer.get(15)).isZero();
    }

    @ParameterizedTest(name = "{0} buffer")
    @ValueSource(strings = {"heap", "direct"})
    void writeToBigEndianBufferWritesBigEndian(String kind) {
        ByteBuffer buffer = allocate(kind, 12);

        ID.writeTo(buffer);

        assertThat(buffer.order()).isEqualTo(ByteOrder.BIG_ENDIAN);
        assertThat(buffer.position()).isEqualTo(12);
        assertThat(buffer.flip()).isEqualTo(ByteBuffer.wrap(BYTES));
    }

    @ParameterizedTest(name = "{0} buffer, {1}")
    @org.junit.jupiter.params.provider.CsvSource({"heap, LITTLE_ENDIAN", "heap, BIG_ENDIAN",
            "direct, LITTLE_ENDIAN", "direct, BIG_ENDIAN"})
    void readFromReadsBigEndianAndKeepsTheOrder(String kind, String order) {
        ByteOrder byteOrder = "LITTLE_ENDIAN".equals(order) ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        ByteBuffer buffer = allocate(kind, 16);
        buffer.position(1).put(BYTES).position(1);
        buffer.order(byteOrder);

        assertThat(ObjectId.readFrom(buffer)).isEqualTo(ID);
        assertThat(buffer.order()).isEqualTo(byteOrder);
        assertThat(buffer.position()).isEqualTo(13);
    }

    @Test
    void readFromReadOnlyBufferWorks() {
        ByteBuffer buffer = ByteBuffer.wrap(BYTES.clone()).asReadOnlyBuffer();

        assertThat(ObjectId.readFrom(buffer)).isEqualTo(ID);
    }

    @Test
    void readFromRejectsShortBufferAndKeepsThePosition() {
        ByteBuffer buffer = ByteBuffer.allocate(15).position(4);

        assertThatExceptionOfType(BufferUnderflowException.class).isThrownBy(() -> ObjectId.readFrom(buffer));
        assertThat(buffer.position()).isEqualTo(4);
    }

    @Test
    void writeToRejectsShortBufferAndWritesNothing() {
        ByteBuffer buffer = ByteBuffer.allocate(15).position(4);

        assertThatExceptionOfType(BufferOverflowException.class).isThrownBy(() -> ID.writeTo(buffer));
        assertThat(buffer.position()).isEqualTo(4);
        assertThat(buffer.array()).containsOnly(0);
    }

    @Test
    void writeToRejectsReadOnlyBuffer() {
        ByteBuffer buffer = ByteBuffer.allocate(12).asReadOnlyBuffer();

        assertThatExceptionOfType(ReadOnlyBufferException.class).isThrownBy(() -> ID.writeTo(buffer));
        assertThat(buffer.position()).isZero();
    }

    @Test
    void bufferMethodsRejectNull() {
        assertThatNullPointerException().isThrownBy(() -> ObjectId.readFrom(null)).withMessage("buffer");
        assertThatNullPointerException().isThrownBy(() -> ID.writeTo((ByteBuffer) null)).withMessage("buffer");
    }

    @Test
    void bufferRoundTripOfManyIdsInALittleEndianBuffer() {
        ObjectId[] ids = {ID, ObjectId.parse("4df2dcec2cdcd20936a8b817"), ObjectId.parse("ffffffffffffffffffffffff"),
                ObjectId.parse("000000000000000000000000"), ObjectId.parse("800000007f0000008000007f")};
        ByteBuffer buffer = ByteBuffer.allocate(ids.length * 12).order(ByteOrder.LITTLE_ENDIAN);
        for (ObjectId id : ids) {
            id.writeTo(buffer);
        }
        buffer.flip();
        for (ObjectId id : ids) {
            byte[] bytes = new byte[12];
            buffer.get(buffer.position(), bytes);
            assertThat(bytes).isEqualTo(id.toByteArray());
            assertThat(ObjectId.readFrom(buffer)).isEqualTo(id);
        }
        assertThat(buffer.hasRemaining()).isFalse();
    }

    private static ByteBuffer allocate(String kind, int capacity) {
        return "direct".equals(kind) ? ByteBuffer.allocateDirect(capacity) : ByteBuffer.allocate(capacity);
    }
}
