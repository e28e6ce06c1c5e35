package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RiskCommandTest {

    /** C(10000, 2) / 2^40: pairs of 10,000 processes, over the process-unique values. */
    private static final double TEN_THOUSAND_PROCESSES = 49_995_000 / 1_099_511_627_776.0;

    private static final Pattern JSON_MEMBER = Pattern.compile("\"([a-z_]+)\":([^,}]+)");

    @Test
    void tenThousandProcessesForTenYearsWithoutRestart() {
        Cli.Result result = Cli.run("risk", "--processes", "10000", "--rate", "1000", "--period", "P3650D");

        assertThat(result.out()).isEqualTo("""
                expected duplicate ids                  855
                P(at least one duplicate), any loads    at most 9.64e-05 (about 1 in 10,000)
                P(at least one duplicate), equal loads  at most 1.08e-08 (about 1 in 92,000,000)
                assumptions: 10000 processes alive at once, each minting 1000 ids in every second (any loads: at \
                most 1000 in any second; equal loads: exactly 1000 in every second), not restarted, over P3650D \
                (315360000 s); random 40-bit process-unique values and 24-bit counter starts, new ones at each \
                start; restarts at independent times; Poisson approximation
                """);
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void jsonHasTheInputsAndTheEstimatesAsNumbers() {
        Cli.Result result = Cli.run("risk", "--processes", "10000", "--rate", "1000", "--period", "P3650D",
                "--json");

        assertThat(result.outLines()).singleElement().asString().startsWith("{").endsWith("}");
        List<String> keys = new ArrayList<>();
        List<String> values = new ArrayList<>();
        Matcher member = JSON_MEMBER.matcher(result.out());
        while (member.find()) {
            keys.add(member.group(1));
            values.add(member.group(2));
        }
        assertThat(keys).containsExactly("processes", "rate", "lifetime_seconds", "period_seconds",
                "process_unique_bits", "expected_duplicates", "expected_colliding_pairs", "probability",
                "expected_colliding_pairs_equal_loads", "probability_equal_loads");
        assertThat(values.subList(0, 5)).containsExactly("10000", "1000", "null", "315360000", "40");
        assertThat(Double.parseDouble(values.get(5))).isCloseTo(854.7, withinPercentage(0.01));
        // Any loads: every pair on one value meets, and its neighbours' wraps add 2 x 0.56.
        assertThat(Double.parseDouble(values.get(6))).isCloseTo(TEN_THOUSAND_PROCESSES * 2.119, withinPercentage(0.1));
        assertThat(Double.parseDouble(values.get(7))).isCloseTo(Double.parseDouble(values.get(6)),
                withinPercentage(0.01));
        // Equal loads: 2n - 1 + 2 (n - 1) of 2^24 counter distances meet.
        assertThat(Double.parseDouble(values.get(8))).isCloseTo(TEN_THOUSAND_PROCESSES * 3997 / 16_777_216.0,
                withinPercentage(1e-6));
        assertThat(Double.parseDouble(values.get(9))).isCloseTo(Double.parseDouble(values.get(8)),
                withinPercentage(1e-6));
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void jsonIsTheModelsFiguresUnrounded() {
        Cli.Result result = Cli.run("risk", "--processes", "10000", "--rate", "1000", "--lifetime", "P1D",
                "--period", "P3650D", "--json");
        CollisionModel.Estimate estimate = CollisionModel.estimate(10_000, 1_000, 86_400, 315_360_000);

        assertThat(result.out()).isEqualTo("{\"processes\":10000,\"rate\":1000,\"lifetime_seconds\":86400,"
                + "\"period_seconds\":315360000,\"process_unique_bits\":40,\"expected_duplicates\":"
                + estimate.expectedDuplicates() + ",\"expected_colliding_pairs\":" + estimate.collidingPairs()
                + ",\"probability\":" + estimate.probability() + ",\"expected_colliding_pairs_equal_loads\":"
                + estimate.collidingPairsEqualLoads() + ",\"probability_equal_loads\":"
                + estimate.probabilityEqualLoads() + "}\n");
        assertThat(estimate.probability()).isBetween(0.28, 0.29);
        assertThat(estimate.probabilityEqualLoads()).isBetween(7.9e-5, 7.92e-5);
    }

    @Test
    void tinyProbabilitiesAreNotRoundedToZero() {
        // Two processes minting one id each share it only with the same value and counter: 1 in 2^64.
        Cli.Result result = Cli.run("risk", "--processes", "2", "--rate", "1", "--period", "PT1S");

        assertThat(result.outLines()).startsWith("expected duplicate ids                  5.42e-20",
                "P(at least one duplicate), any loads    at most 5.42e-20 (about 1 in 1.8e+19)",
                "P(at least one duplicate), equal loads  at most 5.42e-20 (about 1 in 1.8e+19)");
        assertThat(result.outLines().get(3)).contains("2 processes alive at once, each minting 1 id in every second "
                + "(any loads: at most 1 in any second; equal loads: exactly 1 in every second)");
    }

    @Test
    void oneProcessHasNoRisk() {
        Cli.Result result = Cli.run("risk", "--processes", "1", "--rate", "5", "--period", "P1D");

        assertThat(result.outLines()).startsWith("expected duplicate ids                  0",
                "P(at least one duplicate), any loads    at most 0",
                "P(at least one duplicate), equal loads  at most 0");
        assertThat(result.outLines().get(3)).startsWith("assumptions: 1 process alive at once");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void acceptsTheHighestRateAGeneratorMints() {
        Cli.Result result = Cli.run("risk", "--processes", "2", "--rate", "4294967295", "--lifetime", "PT1H",
                "--period", "P1D", "--json");

        assertThat(result.out()).contains("\"rate\":4294967295,\"lifetime_seconds\":3600,\"period_seconds\":86400");
        assertThat(result.exitCode()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--processes 0 --rate 5 --period P1D | Invalid value for option '--processes': expected 1 or more "
                + "processes alive at once, found 0",
        "--processes -3 --rate 5 --period P1D | Invalid value for option '--processes': expected 1 or more "
                + "processes alive at once, found -3",
        "--processes ten --rate 5 --period P1D | Invalid value for option '--processes': 'ten' is not a long",
        "--processes 5 --rate 0 --period P1D | Invalid value for option '--rate': expected 1 to 4294967295 ids "
                + "per second (the most one generator mints in a second), found 0",
        "--processes 5 --rate 4294967296 --period P1D | Invalid value for option '--rate': expected 1 to "
                + "4294967295 ids per second (the most one generator mints in a second), found 4294967296",
        "--processes 5 --rate 5 --lifetime 1d --period P1D | Invalid value for option '--lifetime': '1d' is not "
                + "an ISO-8601 duration such as PT1H, P1D or P3650D (days, hours, minutes, seconds; no months or "
                + "years)",
        "--processes 5 --rate 5 --period P10Y | Invalid value for option '--period': 'P10Y' is not an ISO-8601 "
                + "duration such as PT1H, P1D or P3650D (days, hours, minutes, seconds; no months or years)",
        "--processes 5 --rate 5 --lifetime PT0S --period P1D | Invalid value for option '--lifetime': 'PT0S' is "
                + "not positive: expected at least 1 second (PT1S)",
        "--processes 5 --rate 5 --lifetime -PT1H --period P1D | Invalid value for option '--lifetime': '-PT1H' "
                + "is not positive: expected at least 1 second (PT1S)",
        "--processes 5 --rate 5 --period PT0.5S | Invalid value for option '--period': 'PT0.5S' has a fraction "
                + "of a second: expected whole seconds, at least PT1S",
        "--processes 5 --rate 5 --period P49711D | Invalid value for option '--period': expected at most "
                + "4294967295 seconds (the ObjectId timestamp range), found P49711D (4295030400 s)",
        "--processes 5 --rate 5 | Missing required option: '--period=T'",
        "--rate 5 --period P1D | Missing required option: '--processes=N'",
        " | Missing required options: '--processes=N', '--rate=R', '--period=T'",
    })
    void rejectsBadArgumentsAsUsageErrors(String arguments, String message) {
        List<String> args = new ArrayList<>(List.of("risk"));
        if (arguments != null) {
            args.addAll(List.of(arguments.split(" ")));
        }

        Cli.Result result = Cli.run(args.toArray(String[]::new));

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("oid risk: " + message + "\nTry 'oid risk --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void helpDocumentsTheOptionsJsonKeysAndExitCodes() {
        Cli.Result result = Cli.run("risk", "--help");

        assertThat(result.outLines()).contains(
                "Usage: oid risk [-hV] [--json] [--lifetime=L] --period=T --processes=N --rate=R");
        assertThat(result.out()).contains("expected_duplicates", "probability_equal_loads", "any loads",
                "equal loads", "ISO-8601", "P3650D", "docs/fleet-uniqueness.md", "2     usage error");
        assertThat(result.exitCode()).isZero();
    }
}
