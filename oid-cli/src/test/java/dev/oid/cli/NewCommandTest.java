package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NewCommandTest {

    /** 2026-03-01T00:00:00Z = 1772323200 s = 0x69a38180. */
    private static final Instant MARCH_FIRST = Instant.parse("2026-03-01T00:00:00Z");

    private static ObjectIdGenerator frozenAtMarchFirst() {
        return ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(MARCH_FIRST))
                .random(new SplittableRandom(42))
                .build();
    }

    @Test
    void printsOneFreshIdByDefault() {
        Instant before = Instant.now();
        Cli.Result result = Cli.run("new");

        assertThat(result.outLines()).singleElement().satisfies(line -> {
            assertThat(line).matches("[0-9a-f]{24}");
            assertThat(ObjectId.parse(line).instant())
                    .isBetween(before.minusSeconds(1), Instant.now().plus(Duration.ofSeconds(1)));
        });
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void countThreeGivesThreeValidStrictlyIncreasingIds() {
        Cli.Result result = Cli.run("new", "-n", "3");

        List<String> lines = result.outLines();
        assertThat(lines).hasSize(3).allMatch(ObjectId::isValid);
        List<ObjectId> ids = lines.stream().map(ObjectId::parse).toList();
        assertThat(ids.get(0)).isLessThan(ids.get(1));
        assertThat(ids.get(1)).isLessThan(ids.get(2));
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void bulkIdsShareTheClockSecondAndProcessUniqueValueWithConsecutiveCounters() {
        Cli.Result result = Cli.runWithGenerator(frozenAtMarchFirst(), "new", "--count", "4");

        List<String> lines = result.outLines();
        assertThat(lines).hasSize(4).allMatch(line -> line.startsWith("69a38180"));
        assertThat(lines).extracting(line -> line.substring(8, 18)).containsOnly(lines.get(0).substring(8, 18));
        int first = Integer.parseInt(lines.get(0).substring(18), 16);
        assertThat(lines).extracting(line -> Integer.parseInt(line.substring(18), 16))
                .containsExactly(first, (first + 1) & 0xFFFFFF, (first + 2) & 0xFFFFFF, (first + 3) & 0xFFFFFF);
    }

    @Test
    void jsonPrintsTheInspectObjectOfEachId() {
        Cli.Result result = Cli.runWithGenerator(frozenAtMarchFirst(), "new", "-n", "2", "--json");

        assertThat(result.outLines()).hasSize(2).allSatisfy(line -> {
            String id = line.substring("{\"id\":\"".length(), "{\"id\":\"".length() + 24);
            assertThat(line).isEqualTo(Cli.run("inspect", "--json", id).out().strip());
            assertThat(line).contains("\"timestamp\":1772323200,\"instant\":\"2026-03-01T00:00:00Z\"");
        });
    }

    @Test
    void acceptsTheLargestCount() {
        Cli.Result result = Cli.runWithGenerator(frozenAtMarchFirst(), "new", "-n", "1000000");

        List<String> lines = result.outLines();
        assertThat(lines).hasSize(1_000_000);
        for (int i = 1; i < lines.size(); i++) {
            assertThat(lines.get(i).compareTo(lines.get(i - 1))).as("line %d", i + 1).isPositive();
        }
        assertThat(result.exitCode()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0       | oid new: Invalid value for option '--count': expected 1 to 1000000, found 0",
        "-1      | oid new: Invalid value for option '--count': expected 1 to 1000000, found -1",
        "1000001 | oid new: Invalid value for option '--count': expected 1 to 1000000, found 1000001",
        "three   | oid new: Invalid value for option '--count': 'three' is not an int",
    })
    void rejectsABadCountAsAUsageError(String count, String message) {
        Cli.Result result = Cli.run("new", "-n", count);

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo(message + "\nTry 'oid new --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }
}
