package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.RandomObjectIds;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Laws of the text form, the bytes and the order, checked over 1,000 reproducible random 12-byte ids each (one byte
 * in four an edge value: 0x00, 0x7f, 0x80, 0xff).
 */
class ObjectIdPropertiesTest {

    static Stream<byte[]> idBytes() {
        return RandomObjectIds.bytes(0x0b1d_0001L, RandomObjectIds.DEFAULT_COUNT);
    }

    static Stream<Arguments> idBytePairs() {
        return RandomObjectIds.pairs(0x0b1d_0002L, RandomObjectIds.DEFAULT_COUNT);
    }

    static Stream<Arguments> secondsNanosAndRest() {
        SplittableRandom random = new SplittableRandom(0x0b1d_0003L);
        return Stream.concat(
                // The ends of the unsigned 32-bit range and of the second.
                Stream.of(Arguments.of(0L, 0L, new byte[8]), Arguments.of(ObjectId.MAX_TIMESTAMP, 999_999_999L,
                        Arrays.copyOf(RandomObjectIds.next(random), 8))),
                Stream.generate(() -> Arguments.of(random.nextLong(ObjectId.MAX_TIMESTAMP + 1),
                        random.nextLong(1_000_000_000L), Arrays.copyOf(RandomObjectIds.next(random), 8)))
                        .limit(RandomObjectIds.DEFAULT_COUNT));
    }

    @ParameterizedTest
    @MethodSource("idBytes")
    void parseOfFormatIsIdentity(byte[] bytes) {
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(ObjectId.parse(id.toHexString())).isEqualTo(id);
        assertThat(ObjectId.parse(id.toHexString().toUpperCase())).isEqualTo(id);
    }

    @ParameterizedTest
    @MethodSource("idBytes")
    void formatIsLowercaseHexOfTheBytes(byte[] bytes) {
        String hex = ObjectId.fromBytes(bytes).toHexString();

        assertThat(hex).isEqualTo(HexFormat.of().formatHex(bytes));
        assertThat(ObjectId.isValid(hex)).isTrue();
    }

    @ParameterizedTest
    @MethodSource("idBytes")
    void bytesRoundTrip(byte[] bytes) {
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(id.toByteArray()).isEqualTo(bytes).isNotSameAs(bytes);
        assertThat(ObjectId.parse(HexFormat.of().formatHex(bytes)).toByteArray()).isEqualTo(bytes);
    }

    @ParameterizedTest
    @MethodSource("idBytes")
    void timestampIsTheFirstFourBytesUnsigned(byte[] bytes) {
        long expected = ((bytes[0] & 0xFFL) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF);
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(id.timestamp()).isEqualTo(expected).isBetween(0L, ObjectId.MAX_TIMESTAMP);
        assertThat(id.instant()).isEqualTo(Instant.ofEpochSecond(expected));
    }

    @ParameterizedTest
    @MethodSource("idBytePairs")
    void compareToAgreesWithUnsignedByteOrder(byte[] a, byte[] b) {
        ObjectId x = ObjectId.fromBytes(a);
        ObjectId y = ObjectId.fromBytes(b);

        assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Integer.signum(Arrays.compareUnsigned(a, b)));
        assertThat(Integer.signum(y.compareTo(x))).isEqualTo(-Integer.signum(x.compareTo(y)));
        assertThat(x.equals(y)).isEqualTo(Arrays.equals(a, b)).isEqualTo(x.compareTo(y) == 0);
        if (x.equals(y)) {
            assertThat(x.hashCode()).isEqualTo(y.hashCode());
        }
    }

    @ParameterizedTest
    @MethodSource("idBytePairs")
    void compareToAgreesWithTimestampOrder(byte[] a, byte[] b) {
        ObjectId x = ObjectId.fromBytes(a);
        ObjectId y = ObjectId.fromBytes(b);

        if (x.timestamp() != y.timestamp()) {
            assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Long.signum(x.timestamp() - y.timestamp()));
            assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Integer.signum(x.instant().compareTo(y.instant())));
        }
    }

    @ParameterizedTest
    @MethodSource("idBytes")
    void equalBytesGiveEqualIdsAndHashCodes(byte[] bytes) {
        ObjectId x = ObjectId.fromBytes(bytes);
        ObjectId y = ObjectId.fromBytes(bytes.clone());

        assertThat(x).isEqualTo(y).hasSameHashCodeAs(y).isEqualByComparingTo(y);
    }

    @ParameterizedTest
    @MethodSource("secondsNanosAndRest")
    void minAndMaxBoundEveryIdOfTheirSecond(long second, long nanos, byte[] rest) {
        byte[] bytes = new byte[ObjectId.BYTES];
        bytes[0] = (byte) (second >>> 24);
        bytes[1] = (byte) (second >>> 16);
        bytes[2] = (byte) (second >>> 8);
        bytes[3] = (byte) second;
        System.arraycopy(rest, 0, bytes, 4, 8);
        ObjectId id = ObjectId.fromBytes(bytes);
        Instant instant = Instant.ofEpochSecond(second, nanos);

        assertThat(ObjectId.min(instant)).isLessThanOrEqualTo(id);
        assertThat(ObjectId.max(instant)).isGreaterThanOrEqualTo(id);
        assertThat(ObjectId.min(instant).timestamp()).isEqualTo(second);
        assertThat(ObjectId.max(instant).timestamp()).isEqualTo(second);
        if (second < ObjectId.MAX_TIMESTAMP) {
            assertThat(id).isLessThan(ObjectId.min(instant.plusSeconds(1)));
        }
        if (second > 0) {
            assertThat(id).isGreaterThan(ObjectId.max(instant.minusSeconds(1)));
        }
    }
}
