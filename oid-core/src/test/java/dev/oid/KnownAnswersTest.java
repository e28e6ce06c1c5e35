package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Published ids and the timestamps of the specification's test plan, decoded to exact values. */
class KnownAnswersTest {

    @Test
    void decodesPublishedId2017() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        ObjectIdLayout layout = ObjectIdLayout.of(id);

        assertThat(id.timestamp()).isEqualTo(1_511_504_345L);
        assertThat(id.instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(layout.legacyMachine()).isEqualTo("ab1025");
        assertThat(layout.legacyPid()).isEqualTo(21945);
        assertThat(layout.counter()).isEqualTo(0xc38874);
        assertThat(layout.processUnique()).isEqualTo("ab102555b9");
        assertThat(layout.boundary()).isEqualTo(ObjectIdLayout.Boundary.NONE);
    }

    @Test
    void decodesPublishedId2011() {
        ObjectId id = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        ObjectIdLayout layout = ObjectIdLayout.of(id);

        assertThat(id.timestamp()).isEqualTo(1_307_761_900L);
        assertThat(id.instant()).isEqualTo(Instant.parse("2011-06-11T03:11:40Z"));
        assertThat(layout.legacyMachine()).isEqualTo("2cdcd2");
        assertThat(layout.legacyPid()).isEqualTo(0x0936).isEqualTo(2358);
        assertThat(layout.counter()).isEqualTo(0xa8b817);
        assertThat(layout.processUnique()).isEqualTo("2cdcd20936");
    }

    @Test
    void publishedIdHasExactBigEndianBytes() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");

        assertThat(id.toByteArray()).containsExactly(
                0x5a, 0x17, 0xb9, 0xd9, 0xab, 0x10, 0x25, 0x55, 0xb9, 0xc3, 0x88, 0x74);
    }

    @Test
    void formatsLowercaseAndToStringIsTheHexForm() {
        ObjectId id = ObjectId.parse("5A17B9D9AB102555B9C38874");

        assertThat(id.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(id).hasToString("5a17b9d9ab102555b9c38874");
        assertThat(id).isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
    }

    @Test
    void acceptsMixedCase() {
        assertThat(ObjectId.parse("4DF2dcec2CDCD20936a8B817").toHexString()).isEqualTo("4df2dcec2cdcd20936a8b817");
        assertThat(ObjectId.isValid("4DF2dcec2CDCD20936a8B817")).isTrue();
    }

    @Test
    void formatsEveryHexDigitOfEveryPosition() {
        // Each nibble value in each of the 24 positions, against the JDK's HexFormat.
        for (int shift = 0; shift < 16; shift++) {
            byte[] bytes = new byte[ObjectId.BYTES];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) (((i + shift) & 0xF) << 4 | ((i + shift + 7) & 0xF));
            }
            String expected = HexFormat.of().formatHex(bytes);
            assertThat(ObjectId.fromBytes(bytes).toHexString()).isEqualTo(expected);
            assertThat(ObjectId.parse(expected).toByteArray()).isEqualTo(bytes);
            assertThat(ObjectId.parse(expected.toUpperCase()).toByteArray()).isEqualTo(bytes);
        }
    }

    /** The timestamps of the MongoDB ObjectId specification's test plan: the timestamp is unsigned. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "00000000, 0,          1970-01-01T00:00:00Z",
        "7fffffff, 2147483647, 2038-01-19T03:14:07Z",
        "80000000, 2147483648, 2038-01-19T03:14:08Z",
        "ffffffff, 4294967295, 2106-02-07T06:28:15Z",
    })
    void decodesSpecTestPlanTimestamps(String timestampHex, long seconds, String instant) {
        ObjectId id = ObjectId.parse(timestampHex + "0123456789abcdef");

        assertThat(id.timestamp()).isEqualTo(seconds);
        assertThat(id.instant()).isEqualTo(Instant.parse(instant));
        assertThat(ObjectIdLayout.of(id).timestamp()).isEqualTo(seconds);
        assertThat(ObjectId.min(Instant.parse(instant)).toHexString()).isEqualTo(timestampHex + "0000000000000000");
    }

    @Test
    void maxTimestampConstantIsTheLastSecondOf2106() {
        assertThat(Instant.ofEpochSecond(ObjectId.MAX_TIMESTAMP)).isEqualTo(Instant.parse("2106-02-07T06:28:15Z"));
        assertThat(ObjectId.BYTES).isEqualTo(12);
        assertThat(ObjectId.HEX_LENGTH).isEqualTo(24);
    }
}
