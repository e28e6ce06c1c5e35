package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * Renders {@code keys.csv} of {@link KeyBenchmark} into two SVG charts with XChart, one bar per key type and
 * database: {@code keys-index-size.svg} and {@code keys-insert-rate.svg}, beside the CSV file.
 *
 * <pre>{@code
 * java -cp oid-benchmarks/target/benchmarks.jar dev.oid.benchmarks.keys.KeyCharts \
 *     [oid-benchmarks/results/keys.csv] [rows, default: the largest in the file]
 * }</pre>
 */
public final class KeyCharts {

    private KeyCharts() {
    }

    /**
     * Writes the charts.
     *
     * @param args optional path of {@code keys.csv} and row count
     * @throws IOException if the CSV cannot be read or a chart written
     */
    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Path csv = Path.of(args.length > 0 ? args[0] : "oid-benchmarks/results/keys.csv");
        List<Map<String, String>> rows = read(csv);
        long count = args.length > 1 ? Long.parseLong(args[1])
                : rows.stream().mapToLong(row -> Long.parseLong(row.get("rows"))).max().orElseThrow(
                        () -> new IllegalArgumentException(csv + " holds no result"));
        rows.removeIf(row -> Long.parseLong(row.get("rows")) != count);
        Path dir = csv.toAbsolutePath().getParent();
        String rowsText = count % 1_000_000 == 0 ? count / 1_000_000 + "M" : String.format(Locale.ROOT, "%,d", count);
        write(chart(rows, "index_bytes", 1e6, "Index size, " + rowsText + " rows (median)", "MB",
                Map.of("postgresql", "PostgreSQL: primary key index", "mariadb",
                        "MariaDB: created_at index (each entry holds the PK)")),
                dir.resolve("keys-index-size.svg"));
        write(chart(rows, "insert_rows_per_s", 1e3, "Insert rate, " + rowsText + " rows, JDBC batches of 1,000"
                + " (median)", "thousand rows/s", Map.of("postgresql", "PostgreSQL", "mariadb", "MariaDB")),
                dir.resolve("keys-insert-rate.svg"));
    }

    static CategoryChart chart(List<Map<String, String>> rows, String metric, double scale, String title,
            String unit, Map<String, String> seriesNames) {
        CategoryChart chart = new CategoryChartBuilder().width(760).height(420).title(title).yAxisTitle(unit)
                .build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideS);
        chart.getStyler().setLabelsVisible(true);
        chart.getStyler().setLabelsRotation(0);
        chart.getStyler().setXAxisLabelRotation(20);
        chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(14f));
        List<String> keys = new ArrayList<>();
        for (KeyType key : KeyType.values()) {
            if (rows.stream().anyMatch(row -> row.get("key").equals(key.key()))) {
                keys.add(key.key());
            }
        }
        for (String db : List.of("postgresql", "mariadb")) {
            List<Double> values = new ArrayList<>();
            boolean any = false;
            for (String key : keys) {
                Double value = rows.stream().filter(row -> row.get("db").equals(db) && row.get("key").equals(key))
                        .map(row -> row.get(metric)).filter(v -> v != null && !v.isEmpty())
                        .map(v -> Math.round(Double.parseDouble(v) / scale * 10) / 10.0).findFirst().orElse(null);
                any |= value != null;
                values.add(value);  // null: no bar (objectid_uuid on MariaDB)
            }
            if (any) {
                chart.addSeries(seriesNames.get(db), keys, values);
            }
        }
        return chart;
    }

    private static void write(CategoryChart chart, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            ChartEncoder.saveChart(chart, out, "svg");
        }
        System.out.println("wrote " + file);
    }

    static List<Map<String, String>> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        String[] header = lines.get(0).split(",", -1);
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.length && i < cells.length; i++) {
                row.put(header[i], cells[i]);
            }
            rows.add(row);
        }
        return rows;
    }
}
