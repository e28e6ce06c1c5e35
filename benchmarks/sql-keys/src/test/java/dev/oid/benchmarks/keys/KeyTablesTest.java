package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code results/keys.md} is what the committed CSVs give: written again here by {@link KeyTables}, it must equal the
 * committed file, so a new result file without a new {@code keys.md}, or a figure typed by hand, fails. To update
 * it: {@code benchmarks/sql-keys/run.sh tables}.
 */
class KeyTablesTest {

    private static final Path RESULTS = Path.of("results");

    @Test
    void regeneratingKeysMdFromTheCommittedCsvsChangesNothing() throws IOException {
        assertThat(new KeyTables(RESULTS).markdown()).as("results/keys.md differs from what the CSVs give; run"
                + " `run.sh tables`").isEqualTo(Files.readString(RESULTS.resolve(KeyTables.FILE), StandardCharsets.UTF_8));
    }

    @Test
    void theChartsKeysMdShowsAreCommitted() {
        for (String chart : KeyCharts.FILES) {
            assertThat(RESULTS.resolve(chart)).isRegularFile();
        }
    }

    @Test
    void claimsNeedTheIntervalToExcludeOne() {
        Stats.Interval across = new Stats.Interval(0.65, 1.10);
        Stats.Interval above = new Stats.Interval(1.13, 1.69);
        Stats.Interval below = new Stats.Interval(0.39, 0.68);
        assertThat(KeyTables.verdict(Metric.INSERT_ROWS_PER_S, across, 0.68)).isEqualTo("on par");
        assertThat(KeyTables.verdict(Metric.INSERT_ROWS_PER_S, above, 1.17)).isEqualTo("faster");
        assertThat(KeyTables.verdict(Metric.INSERT_ROWS_PER_S, below, 0.42)).isEqualTo("slower");
        // a latency ratio above 1 is slower
        assertThat(KeyTables.verdict(Metric.LOOKUP_P99_US, above, 1.2)).isEqualTo("slower");
        assertThat(KeyTables.verdict(Metric.INDEX_BYTES, new Stats.Interval(1.4, 1.4), 1.4)).isEqualTo("larger");
        assertThat(KeyTables.verdict(Metric.INDEX_BYTES, new Stats.Interval(1, 1), 1)).isEqualTo("the same size");
        assertThat(KeyTables.verdict(Metric.INDEX_BYTES, new Stats.Interval(0.99, 1.02), 1.01)).isEqualTo("on par");
    }

    @Test
    void comparisonsUseTheBootstrapOfTheRuns() {
        // MariaDB, 10M rows, ObjectId against BIGINT AUTO_INCREMENT in keys-runs.csv: 0.68x, on par
        KeyTables.Comparison comparison = KeyTables.compare(new double[] {194_742, 188_900, 267_322},
                new double[] {286_702, 243_438, 290_589}, Metric.INSERT_ROWS_PER_S);
        assertThat(comparison.ratioText()).isEqualTo("0.68x (0.65..1.10)");
        assertThat(comparison.verdict()).isEqualTo("on par");
        assertThat(comparison.bootstrap()).isTrue();
    }

    @Test
    void theChartsShowTheLargestSizeMeasuredWithShuffledOrders() {
        Map<String, String> current1m = Map.of("rows", "1000000", "method", "shuffled+settle+pause5s");
        Map<String, String> current3m = Map.of("rows", "3000000", "method", "shuffled+settle+pause5s");
        Map<String, String> rotated10m = Map.of("rows", "10000000", "method", "rotated");
        Map<String, String> unmarked10m = Map.of("rows", "10000000");
        assertThat(KeyCharts.largestRows(List.of(current1m, rotated10m, current3m))).isEqualTo(3_000_000);
        assertThat(KeyCharts.largestRows(List.of(current1m, unmarked10m))).isEqualTo(1_000_000);
        // a size with one run of the older method is not the current method's
        assertThat(KeyCharts.largestRows(List.of(current1m, current3m, Map.of("rows", "3000000", "method", "rotated"))))
                .isEqualTo(1_000_000);
        assertThat(KeyCharts.largestRows(List.of(rotated10m, Map.of("rows", "1000000", "method", "rotated"))))
                .isEqualTo(10_000_000);
        assertThatThrownBy(() -> KeyCharts.largestRows(List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the runs file holds no run");
    }
}
