package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The CSV files of the key benchmarks, read and written by column name. {@link #JDBC} is
 * {@code KeyBenchmark}'s: {@code keys.csv} (medians), {@code keys-runs.csv} (every run) and {@code keys-spread.csv}
 * (median, min and max of every figure); {@link #HIBERNATE} is the Hibernate benchmark's:
 * {@code keys-hibernate.csv} (median, min and max of the insert rate) and {@code keys-hibernate-runs.csv}. A new
 * measurement replaces the rows of the same database and row count and keeps the others, so results of several
 * sizes live in the same files. Cells hold no comma; the files have no quoting.
 */
public enum ResultFiles {

    /** {@code keys.csv}, {@code keys-runs.csv}, {@code keys-spread.csv}. */
    JDBC("keys.csv", "keys-runs.csv", "keys-spread.csv", List.of(Metric.values()), List.of(
            Metric.INSERT_ROWS_PER_S, Metric.TABLE_BYTES, Metric.INDEX_BYTES, Metric.LOOKUP_P50_US,
            Metric.LOOKUP_P99_US, Metric.RANGE_SCAN_MS)),
    /** {@code keys-hibernate.csv}, {@code keys-hibernate-runs.csv}. */
    HIBERNATE("keys-hibernate.csv", "keys-hibernate-runs.csv", null, List.of(Metric.INSERT_ROWS_PER_S,
            Metric.INSERT_TOTAL_ROWS_PER_S), List.of(Metric.INSERT_ROWS_PER_S));

    /** The columns that name a measurement: database, key, its column type and the row count. */
    public static final List<String> KEY_COLUMNS = List.of("db", "key", "column_type", "rows");
    /** Per run: the round, the key's place in the round's order and the load average when it started. */
    static final List<String> RUN_COLUMNS = List.of("run", "position", "load1");
    /**
     * Per run, after the metrics: how the order was made, the seed (the campaign's; the round's, {@code --seed} plus
     * the round, in runs with consecutive seeds) and the round's order of keys.
     */
    static final List<String> METHOD_COLUMNS = List.of("method", "seed", "order");
    /** The method of the runs before seeded shuffles: order rotated by one per round, no checkpoint, no pause. */
    public static final String ROTATED = "rotated";
    /** The methods that shuffled each round with {@code java.util.Random(--seed + round)}: consecutive seeds. */
    public static final String CONSECUTIVE_SEEDS = "shuffled";
    /** The methods that shuffle each round with a split of the campaign's {@code SplittableRandom} ({@link Rounds}). */
    public static final String SPLIT_SHUFFLED = "split-shuffled";

    /**
     * Whether a run was made with the method before seeded shuffles (its method is {@link #ROTATED}, or empty in
     * files written before the method column).
     *
     * @param run a run of {@code keys-runs.csv} or {@code keys-hibernate-runs.csv}
     * @return true for the rotated order
     */
    public static boolean rotated(Map<String, String> run) {
        String method = run.getOrDefault("method", "");
        return method.isEmpty() || method.equals(ROTATED);
    }

    private final String medians;
    private final String runs;
    private final String spread;
    private final List<Metric> metrics;
    private final List<Metric> medianMetrics;

    ResultFiles(String medians, String runs, String spread, List<Metric> metrics, List<Metric> medianMetrics) {
        this.medians = medians;
        this.runs = runs;
        this.spread = spread;
        this.metrics = metrics;
        this.medianMetrics = medianMetrics;
    }

    /**
     * The metrics each run records.
     *
     * @return the metrics, in column order
     */
    public List<Metric> metrics() {
        return metrics;
    }

    /**
     * The file of every run, in a results directory.
     *
     * @param dir the directory
     * @return e.g. {@code dir/keys-runs.csv}
     */
    public Path runsFile(Path dir) {
        return dir.resolve(runs);
    }

    /**
     * The file of medians, in a results directory.
     *
     * @param dir the directory
     * @return e.g. {@code dir/keys.csv}
     */
    public Path mediansFile(Path dir) {
        return dir.resolve(medians);
    }

    /**
     * The columns of the runs file.
     *
     * @return key columns, run columns, metrics, method columns
     */
    public List<String> runColumns() {
        List<String> columns = new ArrayList<>(KEY_COLUMNS);
        columns.addAll(RUN_COLUMNS);
        metrics.forEach(metric -> columns.add(metric.column()));
        columns.addAll(METHOD_COLUMNS);
        return columns;
    }

    private List<String> medianColumns() {
        List<String> columns = new ArrayList<>(KEY_COLUMNS);
        if (this == HIBERNATE) {
            columns.addAll(List.of("insert_rows_per_s", "insert_min", "insert_max", "runs", "method"));
        } else {
            medianMetrics.forEach(metric -> columns.add(metric.column()));
            columns.addAll(List.of("runs", "method"));
        }
        return columns;
    }

    /**
     * Merges new runs into the files of a results directory: runs, medians and (for {@link #JDBC}) spreads. Rows of
     * the measured databases at the measured row count are replaced, all others kept.
     *
     * @param dir the results directory, created if missing
     * @param newRuns the runs, one map per run by column name
     * @param dbs the databases measured
     * @param rows the row count measured
     * @throws IOException if a file cannot be read or written
     * @throws IllegalArgumentException if a cell holds a comma
     */
    public void write(Path dir, List<Map<String, String>> newRuns, List<Db> dbs, long rows) throws IOException {
        Files.createDirectories(dir);
        Predicate<Map<String, String>> replaced = row -> dbs.stream().anyMatch(db -> db.dbName().equals(row.get("db")))
                && row.get("rows").equals(Long.toString(rows));
        merge(dir.resolve(runs), runColumns(), newRuns, replaced);
        List<Map<String, String>> medianRows = new ArrayList<>();
        List<Map<String, String>> spreadRows = new ArrayList<>();
        for (List<Map<String, String>> group : groups(newRuns)) {
            Map<String, String> median = keyCells(group.get(0));
            for (Metric metric : metrics) {
                double[] values = values(group, metric);
                if (values.length == 0) {
                    continue;
                }
                String value = Metric.format(Stats.median(values));
                if (this == HIBERNATE && metric == Metric.INSERT_ROWS_PER_S) {
                    median.put("insert_rows_per_s", value);
                    median.put("insert_min", Metric.format(Stats.min(values)));
                    median.put("insert_max", Metric.format(Stats.max(values)));
                } else {
                    median.put(metric.column(), value);
                }
                Map<String, String> spreadRow = keyCells(group.get(0));
                spreadRow.put("metric", metric.column());
                spreadRow.put("median", value);
                spreadRow.put("min", Metric.format(Stats.min(values)));
                spreadRow.put("max", Metric.format(Stats.max(values)));
                spreadRow.put("runs", Integer.toString(values.length));
                spreadRows.add(spreadRow);
            }
            median.put("runs", Integer.toString(group.size()));
            median.put("method", group.get(0).getOrDefault("method", ""));
            medianRows.add(median);
        }
        merge(dir.resolve(medians), medianColumns(), medianRows, replaced);
        if (spread != null) {
            List<String> spreadColumns = new ArrayList<>(KEY_COLUMNS);
            spreadColumns.addAll(List.of("metric", "median", "min", "max", "runs"));
            merge(dir.resolve(spread), spreadColumns, spreadRows, replaced);
        }
    }

    private static Map<String, String> keyCells(Map<String, String> run) {
        Map<String, String> cells = new LinkedHashMap<>();
        KEY_COLUMNS.forEach(column -> cells.put(column, run.get(column)));
        return cells;
    }

    /**
     * The runs of one metric that have a value.
     *
     * @param group runs of one database, row count and key
     * @param metric the metric
     * @return the values, in run order; empty if none has one
     */
    public static double[] values(List<Map<String, String>> group, Metric metric) {
        return group.stream().map(run -> run.get(metric.column())).filter(v -> v != null && !v.isEmpty())
                .mapToDouble(Double::parseDouble).toArray();
    }

    /**
     * Runs grouped by database, row count and key, in {@link #ROW_ORDER}.
     *
     * @param runs the runs
     * @return the groups
     */
    public static List<List<Map<String, String>>> groups(List<Map<String, String>> runs) {
        Map<String, List<Map<String, String>>> groups = new LinkedHashMap<>();
        runs.stream().sorted(ROW_ORDER).forEach(run -> groups.computeIfAbsent(
                run.get("db") + "/" + run.get("rows") + "/" + run.get("key"), k -> new ArrayList<>()).add(run));
        return new ArrayList<>(groups.values());
    }

    /** Rows by database name, row count, the order of {@link KeyType} and run. */
    public static final Comparator<Map<String, String>> ROW_ORDER = Comparator
            .<Map<String, String>, String>comparing(row -> row.get("db"))
            .thenComparingLong(row -> Long.parseLong(row.get("rows")))
            .thenComparingInt(row -> KeyType.of(row.get("key")).ordinal())
            .thenComparingInt(row -> Integer.parseInt(row.getOrDefault("run", "0").isEmpty() ? "0"
                    : row.getOrDefault("run", "0")));

    /**
     * Reads a CSV file written by this class (or an older version of it): one map per row by header name.
     *
     * @param file the file
     * @return the rows; a cell missing at the end of a line is absent from its map
     * @throws IOException if the file cannot be read
     */
    public static List<Map<String, String>> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Map<String, String>> rows = new ArrayList<>();
        if (lines.isEmpty()) {
            return rows;
        }
        String[] header = lines.get(0).split(",", -1);
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) {
                continue;
            }
            String[] cells = line.split(",", -1);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.length && i < cells.length; i++) {
                row.put(header[i], cells[i]);
            }
            rows.add(row);
        }
        return rows;
    }

    /**
     * Writes rows to a CSV file after the rows already there that {@code replaced} does not select, sorted by
     * {@link #ROW_ORDER}.
     *
     * @param file the file, created if missing
     * @param columns the header
     * @param rows the new rows
     * @param replaced the existing rows to drop
     * @throws IOException if the file cannot be read or written
     * @throws IllegalArgumentException if a cell holds a comma or a line break
     */
    static void merge(Path file, List<String> columns, List<Map<String, String>> rows,
            Predicate<Map<String, String>> replaced) throws IOException {
        List<Map<String, String>> all = new ArrayList<>();
        if (Files.exists(file)) {
            read(file).stream().filter(replaced.negate()).forEach(all::add);
        }
        all.addAll(rows);
        all.sort(ROW_ORDER);
        List<String> lines = new ArrayList<>();
        lines.add(String.join(",", columns));
        for (Map<String, String> row : all) {
            lines.add(columns.stream().map(column -> cell(row.getOrDefault(column, "")))
                    .collect(Collectors.joining(",")));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private static String cell(String value) {
        if (value.indexOf(',') >= 0 || value.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("a CSV cell must not hold a comma or line break: \"" + value + "\"");
        }
        return value;
    }
}
