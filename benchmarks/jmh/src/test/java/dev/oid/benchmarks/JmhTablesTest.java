package dev.oid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code results/jmh.md} is what the committed JMH JSON gives: written again here by {@link JmhTables}, it must equal
 * the committed file, so a new result file without a new {@code jmh.md}, or a figure typed by hand, fails. To update
 * it: {@code java -cp target/benchmarks.jar dev.oid.benchmarks.JmhTables} in {@code benchmarks/jmh}.
 */
class JmhTablesTest {

    private static final Path RESULTS = Path.of("results");

    @Test
    void regeneratingJmhMdFromTheCommittedJsonChangesNothing() throws IOException {
        assertThat(new JmhTables(RESULTS).markdown()).as("results/jmh.md differs from what the JSON files give; run"
                + " JmhTables").isEqualTo(Files.readString(RESULTS.resolve(JmhTables.FILE), StandardCharsets.UTF_8));
    }

    @Test
    void aVerdictNeedsTheIntervalsApart() {
        JmhTables.Result oid = result("oid_parse", 12.2, 11.7, 12.7);
        assertThat(JmhTables.verdict(oid, result("bson_parse", 22.0, 18.2, 25.8))).isEqualTo("faster");
        assertThat(JmhTables.verdict(oid, result("bson_parse", 10.0, 9.0, 11.0))).isEqualTo("slower");
        // touching or overlapping intervals are on par, whatever the scores
        assertThat(JmhTables.verdict(oid, result("bson_parse", 14.0, 12.7, 15.3))).isEqualTo("on par");
        assertThat(JmhTables.verdict(oid, result("bson_parse", 12.0, 11.0, 13.0))).isEqualTo("on par");
    }

    @Test
    void pairsOnlyTheSameOperationParametersAndThreads() {
        JmhTables.Result oid = result("oid_parse", 12.2, 11.7, 12.7);
        assertThat(oid.pairsWith(result("bson_parse", 1, 1, 1))).isTrue();
        assertThat(oid.pairsWith(result("bson_isValid", 1, 1, 1))).isFalse();
        assertThat(oid.pairsWith(result("oid_parse", 1, 1, 1))).isFalse();
        assertThat(oid.pairsWith(result("floorReadChars", 1, 1, 1))).isFalse();
        assertThat(oid.pairsWith(new JmhTables.Result("HexBenchmark", "bson_parse", "", 2, 1, 1, 1, "ns", null)))
                .isFalse();
    }

    @Test
    void aRunRepeatedOnAnotherJdkFollowsTheRunItRepeatsUnderItsOwnHeading(@TempDir Path results) throws IOException {
        run(results, "jmh-lease.json", "LeaseBenchmark", "17.0.15");
        run(results, "jmh-core-jdk25.json", "HexBenchmark", "25.0.1");
        run(results, "jmh-core.json", "HexBenchmark", "17.0.15");

        String sections = new JmhTables(results).sections();

        assertThat(sections.lines().filter(line -> line.startsWith("## ")))
                .containsExactly("## HexBenchmark", "## HexBenchmark on JDK 25", "## LeaseBenchmark");
        assertThat(sections).contains("[`jmh-core-jdk25.json`](jmh-core-jdk25.json): JDK 25.0.1 (");
    }

    private static void run(Path results, String file, String type, String jdk) throws IOException {
        Files.writeString(results.resolve(file), """
                [{"benchmark": "dev.oid.benchmarks.%s.oid_parse", "jdkVersion": "%s", "vmName": "VM",
                  "jmhVersion": "1.37", "forks": 1, "measurementIterations": 1, "measurementTime": "1 s",
                  "warmupIterations": 1, "warmupTime": "1 s", "threads": 1,
                  "primaryMetric": {"score": 1.0, "scoreConfidence": [0.9, 1.1], "scoreUnit": "ns/op"}}]
                """.formatted(type, jdk), StandardCharsets.UTF_8);
    }

    private static JmhTables.Result result(String method, double score, double low, double high) {
        return new JmhTables.Result("HexBenchmark", method, "", 1, score, low, high, "ns", 24.0);
    }

    @Test
    void anInterleavedVerdictNeedsEveryRoundOnOneSide() {
        double[] none = {};
        assertThat(new JmhTables.Interleaved("ab.csv", "", none, none, new double[] {0.91, 0.95, 0.99}).verdict())
                .isEqualTo("faster");
        assertThat(new JmhTables.Interleaved("ab.csv", "", none, none, new double[] {1.01, 1.2}).verdict())
                .isEqualTo("slower");
        assertThat(new JmhTables.Interleaved("ab.csv", "", none, none, new double[] {0.9, 1.0, 0.95}).verdict())
                .isEqualTo("on par");
        assertThat(JmhTables.median(new double[] {3, 1, 2})).isEqualTo(2);
        assertThat(JmhTables.median(new double[] {4, 1, 2, 3})).isEqualTo(2.5);
    }
}
