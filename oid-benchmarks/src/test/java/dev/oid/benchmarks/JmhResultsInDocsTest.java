package dev.oid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JMH figures the benchmark README and the root README quote are the ones the committed JMH JSON gives: each
 * table row is written again here from {@code results/*.json} (score, JMH's 99.9% interval, ratio, B/op) and must
 * stand in the README as it is, so a new result file without new docs, or a figure typed by hand, fails.
 */
class JmhResultsInDocsTest {

    private static final Path RESULTS = Path.of("results");

    /** Score, interval and allocation of each benchmark method of a JMH JSON file, by method name. */
    private static Map<String, JsonNode> results(String file) throws IOException {
        Map<String, JsonNode> byMethod = new HashMap<>();
        for (JsonNode run : new ObjectMapper().readTree(RESULTS.resolve(file).toFile())) {
            String benchmark = run.get("benchmark").asText();
            byMethod.put(benchmark.substring(benchmark.lastIndexOf('.') + 1), run);
        }
        return byMethod;
    }

    private static double score(JsonNode run) {
        return run.get("primaryMetric").get("score").asDouble();
    }

    /** "25.5 ns (25.3-25.8)": the score and JMH's 99.9% confidence interval. */
    private static String time(JsonNode run) {
        JsonNode metric = run.get("primaryMetric");
        JsonNode interval = metric.get("scoreConfidence");
        return String.format(Locale.ROOT, "%.1f ns (%.1f-%.1f)", metric.get("score").asDouble(),
                interval.get(0).asDouble(), interval.get(1).asDouble());
    }

    private static long bytesPerOp(JsonNode run) {
        return Math.round(run.get("secondaryMetrics").get("gc.alloc.rate.norm").get("score").asDouble());
    }

    private static String readme(Path path) throws IOException {
        return Files.readString(path);
    }

    @Test
    void theRunningCounterTableIsTheResultFiles() throws IOException {
        Map<String, JsonNode> runs = results("jmh-generate.json");
        String readme = readme(Path.of("README.md"));
        String[][] rows = {
            {"`generate()` | 1", "oid_generate", "bson_generate"},
            {"`generate()` | 2", "oid_generate2Threads", "bson_generate2Threads"},
            {"`generate(1000)`, per id, vs a loop of `new ObjectId()` | 1", "oid_bulk", "bson_bulk"},
        };
        for (String[] row : rows) {
            JsonNode oid = runs.get(row[1]);
            JsonNode bson = runs.get(row[2]);
            assertThat(readme).contains(String.format(Locale.ROOT, "| %s | %s | %s | %.2f | %d | %d |", row[0],
                    time(oid), time(bson), score(oid) / score(bson), bytesPerOp(oid), bytesPerOp(bson)));
            // "faster" is claimed only where the intervals are apart.
            assertThat(oid.get("primaryMetric").get("scoreConfidence").get(1).asDouble())
                    .as(row[1] + "'s interval ends below org.bson's")
                    .isLessThan(bson.get("primaryMetric").get("scoreConfidence").get(0).asDouble());
        }
        assertThat(readme(Path.of("..", "README.md"))).contains(String.format(Locale.ROOT,
                "`generate()` %.2fx (1 thread) / %.2fx (2 threads), `generate(1000)` %.1fx per id",
                score(runs.get("bson_generate")) / score(runs.get("oid_generate")),
                score(runs.get("bson_generate2Threads")) / score(runs.get("oid_generate2Threads")),
                score(runs.get("bson_bulk")) / score(runs.get("oid_bulk"))));
    }

    @Test
    void theLeaseTableIsTheResultFile() throws IOException {
        Map<String, JsonNode> runs = results("jmh-lease.json");
        String readme = readme(Path.of("README.md"));
        String[][] rows = {
            {"`generate()` flat out | 1", "generate"},
            {"`generate()` flat out | 2", "generate2Threads"},
            {"`generate()` after 100 tokens of work | 1", "generatePaced"},
            {"`generate()` after 100 tokens of work | 2", "generatePaced2Threads"},
        };
        for (String[] row : rows) {
            JsonNode plain = runs.get("oid_" + row[1]);
            JsonNode leased = runs.get("leased_" + row[1]);
            assertThat(readme).contains(String.format(Locale.ROOT, "| %s | %s | %s | %.2f |", row[0], time(plain),
                    time(leased), score(leased) / score(plain)));
        }
        JsonNode paced = runs.get("leased_generatePaced");
        JsonNode plainPaced = runs.get("oid_generatePaced");
        assertThat(readme).contains(String.format(Locale.ROOT, "a leased\n  call costs %d ns more",
                Math.round(score(paced) - score(plainPaced))))
                .contains(String.format(Locale.ROOT, "(%.2fx the time of the paced call; the intervals do not\n"
                        + "  overlap); on two threads the intervals overlap (on par)", score(paced) / score(plainPaced)));
        // What that sentence says of the intervals.
        assertThat(low(paced)).as("one thread: leased above default").isGreaterThan(high(plainPaced));
        JsonNode paced2 = runs.get("leased_generatePaced2Threads");
        JsonNode plainPaced2 = runs.get("oid_generatePaced2Threads");
        assertThat(low(paced2) <= high(plainPaced2) && low(plainPaced2) <= high(paced2))
                .as("two threads: the intervals overlap").isTrue();
    }

    @Test
    void theTextFormAndCodecTableIsTheResultFile() throws IOException {
        Map<String, JsonNode> runs = results("jmh-core.json");
        String readme = readme(Path.of("README.md"));
        String[][] rows = {
            {"`toHexString()`", "oid_toHexString", "bson_toHexString"},
            {"`parse` / `new ObjectId(String)`", "oid_parse", "bson_parse"},
            {"`isValid`", "oid_isValid", "bson_isValid"},
            {"BSON encode `{_id, name, n}`", "oid_encode", "bson_encode"},
            {"BSON decode `{_id, name, n}`", "oid_decode", "bson_decode"},
        };
        for (String[] row : rows) {
            JsonNode oid = runs.get(row[1]);
            JsonNode bson = runs.get(row[2]);
            assertThat(readme).contains(String.format(Locale.ROOT, "| %s | %s | %s | %.2f | %s | %d | %d |", row[0],
                    time(oid), time(bson), score(oid) / score(bson), verdict(oid, bson), bytesPerOp(oid),
                    bytesPerOp(bson)));
        }
        // The floors, against org.bson's time for the operation they bound.
        assertThat(readme).contains(String.format(Locale.ROOT,
                "| floor of any `toHexString()` (`floorNewString`) | %s | | %.2f of `toHexString()` |", time(
                        runs.get("floorNewString")), score(runs.get("floorNewString"))
                        / score(runs.get("bson_toHexString"))))
                .contains(String.format(Locale.ROOT,
                        "| floor of any `charAt` parse (`floorReadChars`) | %s | | %.2f of `parse` |", time(
                                runs.get("floorReadChars")), score(runs.get("floorReadChars"))
                                / score(runs.get("bson_parse"))));
        assertThat(readme).contains(String.format(Locale.ROOT, "`toHexString()` spends %.1f ns above its floor",
                score(runs.get("oid_toHexString")) - score(runs.get("floorNewString"))))
                .contains(String.format(Locale.ROOT, "`parse` is %.1f ns above the least",
                        score(runs.get("oid_parse")) - score(runs.get("floorReadChars"))));
        String root = readme(Path.of("..", "README.md"));
        assertThat(root).contains(String.format(Locale.ROOT, "`toHexString()` %.2fx, `parse` %.2fx (3 forks)",
                score(runs.get("bson_toHexString")) / score(runs.get("oid_toHexString")),
                score(runs.get("bson_parse")) / score(runs.get("oid_parse"))));
        for (String faster : List.of("toHexString", "parse")) {
            assertThat(verdict(runs.get("oid_" + faster), runs.get("bson_" + faster))).as(faster).isEqualTo("faster");
        }
        assertThat(root).contains(String.format(Locale.ROOT,
                "| BSON encode / decode `{_id, name, n}` | the driver's own `ObjectIdCodec` | %.2fx (%s) / %.2fx (%s)"
                        + " the time (3 forks) |",
                score(runs.get("oid_encode")) / score(runs.get("bson_encode")),
                verdict(runs.get("oid_encode"), runs.get("bson_encode")),
                score(runs.get("oid_decode")) / score(runs.get("bson_decode")),
                verdict(runs.get("oid_decode"), runs.get("bson_decode"))));
    }

    /** "faster" or "slower" where JMH's 99.9% intervals are apart, else "on par". */
    private static String verdict(JsonNode oid, JsonNode peer) {
        if (high(oid) < low(peer)) {
            return "faster";
        }
        return low(oid) > high(peer) ? "slower" : "on par";
    }

    private static double low(JsonNode run) {
        return run.get("primaryMetric").get("scoreConfidence").get(0).asDouble();
    }

    private static double high(JsonNode run) {
        return run.get("primaryMetric").get("scoreConfidence").get(1).asDouble();
    }
}
