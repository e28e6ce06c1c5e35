package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.testsupport.RandomObjectIds;
import dev.oid.testsupport.RealObjectIds;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link ObjectIdUuids}: the RFC 9562 UUIDv7 layout, order, strictness. */
class UuidMappingTest {

    /*
     * Known answers, derived by hand from the layout:
     *
     * 5a17b9d9ab102555b9c38874
     *   timestamp 0x5a17b9d9 = 1511504345 s -> unix_ts_ms 1511504345000 = 0x015fecadf7a8 (48 bits)
     *   bytes 4-11 = 0xab102555b9c38874: rand_a = first 12 bits = 0xab1,
     *   remaining 52 bits = 0x02555b9c38874 -> after var 10 and shifted left by 10:
     *   0x8000000000000000 | 0x02555b9c38874 << 10 = 0x809556e70e21d000
     *   UUID = 015fecad-f7a8-7ab1-8095-56e70e21d000
     *
     * 4df2dcec2cdcd20936a8b817
     *   timestamp 0x4df2dcec = 1307761900 s -> unix_ts_ms 1307761900000 = 0x01307caef9e0
     *   bytes 4-11 = 0x2cdcd20936a8b817: rand_a = 0x2cd, remaining 52 bits = 0xcd20936a8b817
     *   0x8000000000000000 | 0xcd20936a8b817 << 10 = 0xb34824daa2e05c00
     *   UUID = 01307cae-f9e0-72cd-b348-24daa2e05c00
     */
    @ParameterizedTest
    @CsvSource({
        "5a17b9d9ab102555b9c38874, 015fecad-f7a8-7ab1-8095-56e70e21d000, 1511504345000",
        "4df2dcec2cdcd20936a8b817, 01307cae-f9e0-72cd-b348-24daa2e05c00, 1307761900000",
        "000000000000000000000001, 00000000-0000-7000-8000-000000000400, 0",
        "ffffffffffffffffffffffff, 03e7ffff-fc18-7fff-bfff-fffffffffc00, 4294967295000",
    })
    void knownAnswers(String hex, String uuid, long unixTsMs) {
        ObjectId id = ObjectId.parse(hex);
        UUID expected = UUID.fromString(uuid);

        assertThat(ObjectIdUuids.toUuid(id)).isEqualTo(expected);
        assertThat(ObjectIdUuids.toUuid(id).version()).isEqualTo(7);
        assertThat(ObjectIdUuids.toUuid(id).variant()).isEqualTo(2);
        assertThat(ObjectIdUuids.toUuid(id).getMostSignificantBits() >>> 16).isEqualTo(unixTsMs);
        assertThat(ObjectIdUuids.fromUuid(expected)).isEqualTo(id);
    }

    @Test
    void realIdsRoundTripAndKeepTheirOrder() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3996);
        for (ObjectId id : ids) {
            assertThat(ObjectIdUuids.fromUuid(ObjectIdUuids.toUuid(id))).isEqualTo(id);
        }
        assertSameOrder(ids);
    }

    @Test
    void randomIdsRoundTripAndKeepTheirOrder() {
        List<ObjectId> ids = RandomObjectIds.bytes(0x5EED_0009L, 5000)
                .map(ObjectId::fromBytes)
                .collect(Collectors.toList());
        for (ObjectId id : ids) {
            UUID uuid = ObjectIdUuids.toUuid(id);
            assertThat(ObjectIdUuids.fromUuid(uuid)).isEqualTo(id);
            assertThat(uuid.version()).isEqualTo(7);
            assertThat(uuid.variant()).isEqualTo(2);
            assertThat((uuid.getMostSignificantBits() >>> 16) / 1000).isEqualTo(id.timestamp());
        }
        assertSameOrder(ids);
    }

    @Test
    void boundaryIdsOfASecondStayTheBoundariesOfItsUuids() {
        Instant t = Instant.parse("2017-11-24T06:19:05Z");
        UUID min = ObjectIdUuids.toUuid(ObjectId.min(t));
        UUID max = ObjectIdUuids.toUuid(ObjectId.max(t));
        UUID inside = ObjectIdUuids.toUuid(ObjectId.parse("5a17b9d9ab102555b9c38874"));

        assertThat(min).isEqualTo(UUID.fromString("015fecad-f7a8-7000-8000-000000000000"));
        assertThat(max).isEqualTo(UUID.fromString("015fecad-f7a8-7fff-bfff-fffffffffc00"));
        assertThat(Arrays.compareUnsigned(bytes(min), bytes(inside))).isNegative();
        assertThat(Arrays.compareUnsigned(bytes(inside), bytes(max))).isNegative();
    }

    @Test
    void rejectsAUuidOfAnotherVersion() {
        UUID v4 = UUID.fromString("015fecad-f7a8-4ab1-8095-56e70e21d000");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(v4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Not a UUID made from an ObjectId: 015fecad-f7a8-4ab1-8095-56e70e21d000;"
                        + " expected version 7, got version 4");
    }

    @Test
    void rejectsAUuidOfAnotherVariant() {
        UUID microsoft = UUID.fromString("015fecad-f7a8-7ab1-c095-56e70e21d000");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(microsoft))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Not a UUID made from an ObjectId: 015fecad-f7a8-7ab1-c095-56e70e21d000;"
                        + " expected variant 10 (RFC 9562), got variant 110");
    }

    @Test
    void rejectsMillisecondsThatAreNotWholeSeconds() {
        UUID uuid = UUID.fromString("015fecad-f7a9-7ab1-8095-56e70e21d000");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(uuid))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Not a UUID made from an ObjectId: 015fecad-f7a9-7ab1-8095-56e70e21d000;"
                        + " expected unix_ts_ms a multiple of 1000, got 1511504345001");
    }

    @Test
    void rejectsMillisecondsAfter2106() {
        // 4294967296000 ms = 0x03e800000000: the first second an ObjectId timestamp cannot hold.
        UUID uuid = UUID.fromString("03e80000-0000-7000-8000-000000000000");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(uuid))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Not a UUID made from an ObjectId: 03e80000-0000-7000-8000-000000000000;"
                        + " expected unix_ts_ms at most 4294967295000 (2106-02-07T06:28:15Z), got 4294967296000");
    }

    @Test
    void rejectsNonZeroUnusedBits() {
        UUID uuid = UUID.fromString("015fecad-f7a8-7ab1-8095-56e70e21d001");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(uuid))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Not a UUID made from an ObjectId: 015fecad-f7a8-7ab1-8095-56e70e21d001;"
                        + " expected the last 10 bits zero, got 0x1");
    }

    @Test
    void rejectsARandomUuidV7FromAnotherGenerator() {
        // A typical UUIDv7: milliseconds not on a whole second.
        UUID uuid = UUID.fromString("019a8f3c-5b2e-7cc1-9f0a-3b6d2e8c4a71");

        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(uuid))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("019a8f3c-5b2e-7cc1-9f0a-3b6d2e8c4a71")
                .hasMessageContaining("expected unix_ts_ms a multiple of 1000");
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> ObjectIdUuids.fromUuid(null)).isInstanceOf(NullPointerException.class);
    }

    private static void assertSameOrder(List<ObjectId> ids) {
        List<ObjectId> byId = ids.stream().sorted().collect(Collectors.toList());
        List<ObjectId> byUuidBytes = ids.stream()
                .sorted(Comparator.comparing((ObjectId id) -> bytes(ObjectIdUuids.toUuid(id)), Arrays::compareUnsigned))
                .collect(Collectors.toList());
        assertThat(byUuidBytes).isEqualTo(byId);
    }

    private static byte[] bytes(UUID uuid) {
        return ByteBuffer.allocate(16)
                .putLong(uuid.getMostSignificantBits())
                .putLong(uuid.getLeastSignificantBits())
                .array();
    }
}
