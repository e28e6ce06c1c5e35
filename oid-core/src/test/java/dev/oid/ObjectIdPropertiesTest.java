package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** Laws of the text form, the bytes and the order, for arbitrary 12-byte ids. */
class ObjectIdPropertiesTest {

    @Provide
    Arbitrary<byte[]> idBytes() {
        // Bias towards edge values (0x00, 0x7f, 0x80, 0xff) that break signed arithmetic.
        Arbitrary<Byte> edges = Arbitraries.of((byte) 0x00, (byte) 0x7f, (byte) 0x80, (byte) 0xff);
        Arbitrary<Byte> any = Arbitraries.bytes();
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, any), net.jqwik.api.Tuple.of(1, edges))
                .array(byte[].class).ofSize(ObjectId.BYTES);
    }

    @Property
    void parseOfFormatIsIdentity(@ForAll("idBytes") byte[] bytes) {
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(ObjectId.parse(id.toHexString())).isEqualTo(id);
        assertThat(ObjectId.parse(id.toHexString().toUpperCase())).isEqualTo(id);
    }

    @Property
    void formatIsLowercaseHexOfTheBytes(@ForAll("idBytes") byte[] bytes) {
        String hex = ObjectId.fromBytes(bytes).toHexString();

        assertThat(hex).isEqualTo(HexFormat.of().formatHex(bytes));
        assertThat(ObjectId.isValid(hex)).isTrue();
    }

    @Property
    void bytesRoundTrip(@ForAll("idBytes") byte[] bytes) {
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(id.toByteArray()).isEqualTo(bytes).isNotSameAs(bytes);
        assertThat(ObjectId.parse(HexFormat.of().formatHex(bytes)).toByteArray()).isEqualTo(bytes);
    }

    @Property
    void timestampIsTheFirstFourBytesUnsigned(@ForAll("idBytes") byte[] bytes) {
        long expected = ((bytes[0] & 0xFFL) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF);
        ObjectId id = ObjectId.fromBytes(bytes);

        assertThat(id.timestamp()).isEqualTo(expected).isBetween(0L, ObjectId.MAX_TIMESTAMP);
        assertThat(id.instant()).isEqualTo(Instant.ofEpochSecond(expected));
    }

    @Property
    void compareToAgreesWithUnsignedByteOrder(@ForAll("idBytes") byte[] a, @ForAll("idBytes") byte[] b) {
        ObjectId x = ObjectId.fromBytes(a);
        ObjectId y = ObjectId.fromBytes(b);

        assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Integer.signum(Arrays.compareUnsigned(a, b)));
        assertThat(Integer.signum(y.compareTo(x))).isEqualTo(-Integer.signum(x.compareTo(y)));
        assertThat(x.equals(y)).isEqualTo(Arrays.equals(a, b)).isEqualTo(x.compareTo(y) == 0);
        if (x.equals(y)) {
            assertThat(x.hashCode()).isEqualTo(y.hashCode());
        }
    }

    @Property
    void compareToAgreesWithTimestampOrder(@ForAll("idBytes") byte[] a, @ForAll("idBytes") byte[] b) {
        ObjectId x = ObjectId.fromBytes(a);
        ObjectId y = ObjectId.fromBytes(b);

        if (x.timestamp() != y.timestamp()) {
            assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Long.signum(x.timestamp() - y.timestamp()));
            assertThat(Integer.signum(x.compareTo(y))).isEqualTo(Integer.signum(x.instant().compareTo(y.instant())));
        }
    }

    @Property
    void equalBytesGiveEqualIdsAndHashCodes(@ForAll("idBytes") byte[] bytes) {
        ObjectId x = ObjectId.fromBytes(bytes);
        ObjectId y = ObjectId.fromBytes(bytes.clone());

        assertThat(x).isEqualTo(y).hasSameHashCodeAs(y).isEqualByComparingTo(y);
    }

    @Property
    void minAndMaxBoundEveryIdOfTheirSecond(
            @ForAll @LongRange(min = 0, max = ObjectId.MAX_TIMESTAMP) long second,
            @ForAll @LongRange(min = 0, max = 999_999_999) long nanos,
            @ForAll @Size(8) byte[] rest) {
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
