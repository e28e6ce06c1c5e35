package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RangeCommandTest {

    // Known answers: `date -u -d 2026-03-01 +%s` = 1772323200 = 0x69a38180; 2026-04-01 = 1775001600 = 0x69cc6000.

    @Test
    void printsTheBoundaryIdsAndMongoshFilterOfTwoDates() {
        Cli.Result result = Cli.run("range", "2026-03-01", "2026-04-01");

        assertThat(result.out()).isEqualTo("""
                from  2026-03-01T00:00:00Z  69a381800000000000000000  ($gte, inclusive)
                to    2026-04-01T00:00:00Z  69cc60000000000000000000  ($lt, exclusive)

                {_id: {$gte: ObjectId("69a381800000000000000000"), $lt: ObjectId("69cc60000000000000000000")}}
                """);
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void acceptsInstantsInUtcAndWithOffsets() {
        Cli.Result result = Cli.run("range", "--json", "2026-03-01T01:00:00+01:00", "2026-03-01T00:00:01Z");

        assertThat(result.out()).isEqualTo("{\"from\":\"2026-03-01T00:00:00Z\",\"to\":\"2026-03-01T00:00:01Z\","
                + "\"gte\":\"69a381800000000000000000\",\"lt\":\"69a381810000000000000000\","
                + "\"filter\":{\"_id\":{\"$gte\":{\"$oid\":\"69a381800000000000000000\"},"
                + "\"$lt\":{\"$oid\":\"69a381810000000000000000\"}}}}\n");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void coversTheWholeTimestampRange() {
        Cli.Result result = Cli.run("range", "1970-01-01", "2106-02-07T06:28:15Z");

        assertThat(result.outLines()).last().isEqualTo(
                "{_id: {$gte: ObjectId(\"000000000000000000000000\"), $lt: ObjectId(\"ffffffff0000000000000000\")}}");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "2026-04-01 | 2026-03-01 | FROM (2026-04-01T00:00:00Z) must be before TO (2026-03-01T00:00:00Z): "
                + "the range [FROM, TO) would be empty",
        "2026-03-01 | 2026-03-01T00:00:00Z | FROM (2026-03-01T00:00:00Z) must be before TO "
                + "(2026-03-01T00:00:00Z): the range [FROM, TO) would be empty",
        "1969-12-31 | 2026-03-01 | Invalid value for positional parameter at index 0 (FROM): Instant "
                + "1969-12-31T00:00:00Z is outside the ObjectId timestamp range: expected 1970-01-01T00:00:00Z to "
                + "2106-02-07T06:28:15Z (unsigned 32-bit seconds since the epoch)",
        "2026-03-01 | 2106-02-07T06:28:16Z | Invalid value for positional parameter at index 1 (TO): Instant "
                + "2106-02-07T06:28:16Z is outside the ObjectId timestamp range: expected 1970-01-01T00:00:00Z to "
                + "2106-02-07T06:28:15Z (unsigned 32-bit seconds since the epoch)",
        "2026-03-01T00:00:00.5Z | 2026-04-01 | Invalid value for positional parameter at index 0 (FROM): "
                + "'2026-03-01T00:00:00.5Z' has a fraction of a second, but ObjectIds count whole seconds: "
                + "give e.g. 2026-03-01T00:00:00Z",
        "2026-03-01T00:00:00 | 2026-04-01 | Invalid value for positional parameter at index 0 (FROM): "
                + "'2026-03-01T00:00:00' has no zone: add Z for UTC (2026-03-01T00:00:00Z) or an offset such as "
                + "+01:00",
        "2026-02-30 | 2026-04-01 | Invalid value for positional parameter at index 0 (FROM): '2026-02-30' is "
                + "neither an ISO-8601 instant such as 2026-03-01T00:00:00Z nor a date such as 2026-03-01 "
                + "(UTC midnight)",
        "1772323200 | 2026-04-01 | Invalid value for positional parameter at index 0 (FROM): '1772323200' is "
                + "neither an ISO-8601 instant such as 2026-03-01T00:00:00Z nor a date such as 2026-03-01 "
                + "(UTC midnight)",
    })
    void rejectsBadRangesAsUsageErrors(String from, String to, String message) {
        Cli.Result result = Cli.run("range", from, to);

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("oid range: " + message
                + "\nTry 'oid range --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void requiresBothEnds() {
        Cli.Result result = Cli.run("range", "2026-03-01");

        assertThat(result.err()).startsWith("oid range: Missing required parameter: 'TO'");
        assertThat(result.exitCode()).isEqualTo(2);
    }
}
