package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.testsupport.RealObjectIds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The 3,996 real ids of {@code shared/data/real-objectids.txt} (MongoDB sample datasets, copied into oid-test-support
 * and checked against the shared file when it is there): every one parses,
 * formats back to the same text, round-trips through bytes, and was created in 2017 to 2019.
 */
class RealIdsTest {

    private static final int EXPECTED_COUNT = 3996;
    private static List<String> ids;

    @BeforeAll
    static void readFile() {
        ids = RealObjectIds.hex();
    }

    @Test
    void fileHoldsAllRealIds() {
        assertThat(ids).hasSize(EXPECTED_COUNT).doesNotHaveDuplicates();
    }

    @Test
    void copyMatchesTheSharedFile() throws IOException {
        Optional<Path> shared = RealObjectIds.sharedFile();
        assumeTrue(shared.isPresent(), "shared/data/real-objectids.txt is not checked out beside the repository");

        assertThat(ids).as("the copy in %s against %s", RealObjectIds.RESOURCE, shared.get())
                .isEqualTo(Files.readAllLines(shared.get()).stream().map(String::strip).filter(l -> !l.isEmpty()).toList());
    }

    @Test
    void everyRealIdParsesAndFormatsBackIdentically() {
        for (String hex : ids) {
            assertThat(ObjectId.isValid(hex)).as(hex).isTrue();
            ObjectId id = ObjectId.parse(hex);
            assertThat(id.toHexString()).isEqualTo(hex);
            assertThat(ObjectId.parse(hex.toUpperCase())).isEqualTo(id);
        }
    }

    @Test
    void everyRealIdRoundTripsThroughItsBytes() {
        byte[] buffer = new byte[ObjectId.BYTES + 3];
        for (String hex : ids) {
            ObjectId id = ObjectId.parse(hex);
            byte[] bytes = id.toByteArray();
            assertThat(bytes).as(hex).isEqualTo(HexFormat.of().parseHex(hex));
            assertThat(ObjectId.fromBytes(bytes)).isEqualTo(id);
            id.writeTo(buffer, 3);
            assertThat(ObjectId.fromBytes(Arrays.copyOfRange(buffer, 3, 15))).isEqualTo(id);
        }
    }

    @Test
    void everyRealIdWasCreatedIn2017To2019() {
        Instant from = Instant.parse("2017-01-01T00:00:00Z");
        Instant to = Instant.parse("2020-01-01T00:00:00Z");
        for (String hex : ids) {
            ObjectId id = ObjectId.parse(hex);
            assertThat(id.instant()).as(hex).isBetween(from, to.minusSeconds(1));
            assertThat(id.timestamp()).isEqualTo(Long.parseLong(hex.substring(0, 8), 16));
            assertThat(id).isBetween(ObjectId.min(from), ObjectId.min(to));
        }
    }
}
