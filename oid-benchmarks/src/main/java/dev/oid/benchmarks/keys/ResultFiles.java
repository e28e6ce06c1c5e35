package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The CSV files of {@link KeyBenchmark}: {@code keys.csv} (medians), {@code keys-runs.csv} (every run) and
 * {@code keys-spread.csv} (median, min and max of every figure). A new measurement replaces the rows of the same
 * database and row count and keeps the others, so 1M and 10M results live in the same files.
 */
final class ResultFiles {

    private static final List<String> RUN_COLUMNS;
    private static final List<String> SPREAD_COLUMNS = List.of("db", "key", "column_type", "rows", "metric", "median",
            "min", "max", "runs");

    static {
        List<String> columns = new ArrayList<>(List.of("db", "key", "column_type", "rows", "run", "position", "load1"));
        columns.addAll(KeyBenchmark.METRICS);
        RUN_COLUMNS = List.copyOf(columns);
    }

    private ResultFiles() {
    }

    /** Writes the three files beside each other, {@code out} being {@code keys.csv}. */
    static void write(Path out, List<Map<String, String>> runs, List<Db> dbs, int rows) throws IOException {
        Path dir = out.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Predicate<Map<String, String>> replaced = row -> dbs.stream().anyMatch(db -> db.dbName().equals(row.get("db")))
                && row.get("rows").equals(Integer.toString(rows));
        merge(dir.resolve(out.getFileName().toString().replace(".csv", "-runs.csv")), RUN_COLUMNS, runs, replaced);
        List<Map<String, String>> medians = new ArrayList<>();
        List<Map<String, String>> spreads = new ArrayList<>();
        for (List<Map<String, String>> group : groups(runs)) {
            Map<String, String> first = group.get(0);
            Map<String, String> median = new LinkedHashMap<>();
            for (String column : List.of("db", "key", "column_type", "rows")) {
                median.put(column, first.get(column));
            }
            for (String metric : KeyBenchmark.METRICS) {
                double[] values = group.stream().map(run -> run.get(metric)).filter(v -> v != null && !v.isEmpty())
                        .mapToDouble(Double::parseDouble).toArray();
                String value = values.length == 0 ? "" : format(KeyBenchmark.median(values));
                median.put(metric, value);
                if (values.length > 0) {
                    Map<String, String> spread = new LinkedHashMap<>();
                    for (String column : List.of("db", "key", "column_type", "rows")) {
                        spread.put(column, first.get(column));
                    }
                    spread.put("metric", metric);
                    spread.put("median", value);
                    spread.put("min", format(Arrays.stream(values).min().orElseThrow()));
                    spread.put("max", format(Arrays.stream(values).max().orElseThrow()));
                    spread.put("runs", Integer.toString(values.length));
                    spreads.add(spread);
                }
            }
            medians.add(median);
        }
        merge(out.toAbsolutePath(), KeyBenchmark.CSV_COLUMNS, medians, replaced);
        merge(dir.resolve(out.getFileName().toString().replace(".csv", "-spread.csv")), SPREAD_COLUMNS, spreads,
                replaced);
    }

    /** The runs grouped by database, row count and key, in CSV order. */
    private static List<List<Map<String, String>>> groups(List<Map<String, String>> runs) {
        Map<String, List<Map<String, String>>> groups = new LinkedHashMap<>();
        runs.stream().sorted(KeyBenchmark.ROW_ORDER).forEach(run -> groups.computeIfAbsent(
                run.get("db") + "/" + run.get("rows") + "/" + run.get("key"), k -> new ArrayList<>()).add(run));
        return new ArrayList<>(groups.values());
    }

    private static void merge(Path file, List<String> columns, List<Map<String, String>> rows,
            Predicate<Map<String, String>> replaced) throws IOException {
        List<Map<String, String>> all = new ArrayList<>();
        if (Files.exists(file)) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            List<String> header = lines.isEmpty() ? List.of() : List.of(lines.get(0).split(",", -1));
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                String[] cells = line.split(",", -1);
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 0; i < header.size() && i < cells.length; i++) {
                    row.put(header.get(i), cells[i]);
                }
                if (!replaced.test(row)) {
                    all.add(row);
                }
            }
        }
        all.addAll(rows);
        all.sort(KeyBenchmark.ROW_ORDER);
        List<String> lines = new ArrayList<>();
        lines.add(String.join(",", columns));
        for (Map<String, String> row : all) {
            lines.add(columns.stream().map(column -> row.getOrDefault(column, "")).collect(Collectors.joining(",")));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /** A figure as written to the CSV files: whole numbers from 1,000 on, else two decimals. */
    static String format(double value) {
        return Math.abs(value) >= 1000 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    /** A Markdown table per database: median (min..max) of the main figures. */
    static String markdown(List<Map<String, String>> runs) {
        StringBuilder out = new StringBuilder();
        String db = null;
        for (List<Map<String, String>> group : groups(runs)) {
            Map<String, String> first = group.get(0);
            if (!first.get("db").equals(db)) {
                db = first.get("db");
                out.append(String.format(Locale.ROOT, "%n%s, %s rows, %d runs (load1 %s)%n%n", db, first.get("rows"),
                        group.size(), group.stream().map(r -> r.get("load1")).collect(Collectors.joining(" "))));
                out.append("| key | column | insert rows/s | last 1M rows/s | table MB | index MB | lookup p50 us"
                        + " | lookup p99 us | range by key ms | range by created_at ms |\n");
                out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
            }
            out.append("| ").append(first.get("key")).append(" | ").append(first.get("column_type"));
            for (String metric : List.of("insert_rows_per_s", "insert_last_million_rows_per_s", "table_bytes",
                    "index_bytes", "lookup_p50_us", "lookup_p99_us", "range_scan_ms", "range_scan_created_at_ms")) {
                double scale = metric.endsWith("_bytes") ? 1e6 : 1;
                double[] values = group.stream().map(run -> run.get(metric)).filter(v -> v != null && !v.isEmpty())
                        .mapToDouble(v -> Double.parseDouble(v) / scale).toArray();
                out.append(" | ");
                if (values.length > 0) {
                    String pattern = scale > 1 || metric.contains("_us") || metric.contains("_ms") ? "%.1f" : "%,.0f";
                    out.append(String.format(Locale.ROOT, pattern + " (" + pattern + ".." + pattern + ")",
                            KeyBenchmark.median(values), Arrays.stream(values).min().orElseThrow(),
                            Arrays.stream(values).max().orElseThrow()));
                }
            }
            out.append(" |\n");
        }
        return out.toString();
    }
}
