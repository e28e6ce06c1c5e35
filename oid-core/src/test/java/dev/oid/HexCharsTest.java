package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link ObjectId#writeHexTo(char[], int)}: the 24 hex characters written into a caller's array. */
class HexCharsTest {

    /** The published ids of {@link KnownAnswersTest}, from 2017 and 2011. */
    private static final String FIRST = "5a17b9d9ab102555b9c38874";
    private static final String SECOND = "4df2dcec2cdcd20936a8b817";

    private static final char UNTOUCHED = '#';

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {FIRST, SECOND})
    void writesThePublishedIdsAtOffsetZero(String hex) {
        char[] target = new char[24];

        ObjectId.fromBytes(HexFormat.of().parseHex(hex)).writeHexTo(target, 0);

        assertThat(new String(target)).isEqualTo(hex);
    }

    @Test
    void writesKnownCharactersOfBothPublishedIds() {
        char[] target = new char[48];

        ObjectId.parse(FIRST).writeHexTo(target, 0);
        ObjectId.parse(SECOND).writeHexTo(target, 24);

        assertThat(target).containsExactly(
                '5', 'a', '1', '7', 'b', '9', 'd', '9', 'a', 'b', '1', '0',
                '2', '5', '5', '5', 'b', '9', 'c', '3', '8', '8', '7', '4',
                '4', 'd', 'f', '2', 'd', 'c', 'e', 'c', '2', 'c', 'd', 'c',
                'd', '2', '0', '9', '3', '6', 'a', '8', 'b', '8', '1', '7');
    }

    @ParameterizedTest(name = "offset {0} in {1} chars")
    @CsvSource({"0, 24", "0, 30", "3, 30", "6, 30", "1, 25"})
    void writesOnlyTheTwentyFourCharactersAtTheOffset(int offset, int length) {
        char[] target = filled(length);

        ObjectId.parse(FIRST).writeHexTo(target, offset);

        assertThat(new String(target, offset, 24)).isEqualTo(FIRST);
        for (int i = 0; i < length; i++) {
            if (i < offset || i >= offset + 24) {
                assertThat(target[i]).as("index %d", i).isEqualTo(UNTOUCHED);
            }
        }
    }

    @Test
    void writesLowerCaseWhateverCaseWasParsed() {
        char[] target = new char[24];

        ObjectId.parse(FIRST.toUpperCase()).writeHexTo(target, 0);

        assertThat(new String(target)).isEqualTo(FIRST);
    }

    @Test
    void matchesToHexStringForManyIds() {
        SplittableRandom random = new SplittableRandom(20_240_611L);
        char[] target = new char[24 + 7];
        byte[] bytes = new byte[ObjectId.BYTES];
        for (int n = 0; n < 100_000; n++) {
            random.nextBytes(bytes);
            ObjectId id = ObjectId.fromBytes(bytes);
            int offset = n % 8;

            id.writeHexTo(target, offset);

            String written = new String(target, offset, 24);
            if (!written.equals(id.toHexString())) {
                throw new AssertionError("writeHexTo gave " + written + " for " + id.toHexString());
            }
        }
    }

    @Test
    void matchesToHexStringAtTheExtremes() {
        byte[] zeros = new byte[ObjectId.BYTES];
        byte[] ones = new byte[ObjectId.BYTES];
        Arrays.fill(ones, (byte) 0xFF);
        byte[] alternating = new byte[ObjectId.BYTES];
        Arrays.fill(alternating, (byte) 0x9A);
        for (byte[] bytes : new byte[][] {zeros, ones, alternating}) {
            ObjectId id = ObjectId.fromBytes(bytes);
            char[] target = new char[24];

            id.writeHexTo(target, 0);

            assertThat(new String(target)).isEqualTo(id.toHexString());
        }
        char[] target = new char[24];
        ObjectId.fromBytes(ones).writeHexTo(target, 0);
        assertThat(new String(target)).isEqualTo("ffffffffffffffffffffffff");
    }

    @Test
    void rejectsNullTarget() {
        assertThatNullPointerException().isThrownBy(() -> ObjectId.parse(FIRST).writeHexTo(null, 0))
                .withMessage("target");
    }

    @ParameterizedTest(name = "offset {0} in {1} chars")
    @CsvSource({"-1, 30", "0, 23", "1, 24", "7, 30", "30, 30", "2147483647, 30", "-2147483648, 30", "0, 0"})
    void rejectsOffsetsWithoutTwentyFourCharactersAndWritesNothing(int offset, int length) {
        char[] target = filled(length);

        assertThatExceptionOfType(IndexOutOfBoundsException.class)
                .isThrownBy(() -> ObjectId.parse(FIRST).writeHexTo(target, offset));
        assertThat(target).isEqualTo(filled(length));
    }

    private static char[] filled(int length) {
        char[] chars = new char[length];
        Arrays.fill(chars, UNTOUCHED);
        return chars;
    }
}
