package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The 12-byte big-endian form: arrays, bounds, and nothing written out of bounds. */
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
        assertThatNullPointerException().isThrownBy(() -> ID.writeTo(null, 0)).withMessage("target");
    }
}
