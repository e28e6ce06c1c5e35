package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Writes {@code results/keys.md}, every table of the key benchmarks, from the committed CSV files: per row count the
 * JDBC figures of each database and their ratios, text against bytes, the column type on PostgreSQL, PostgreSQL's
 * leaf pages, MariaDB's sizes and the range scans; the insert rate across row counts; the Hibernate runs. Every
 * comparison row has a verdict: "faster" or "slower" (rates, latencies, scan times), "smaller" or "larger" (sizes)
 * only where the interval of the ratio of medians excludes 1, else "on par". The interval is the bootstrap 95%
 * interval ({@link Stats}) where both sides have their runs in a per-run file, else the ratio of the min..max
 * ranges. Run in {@code benchmarks/sql-keys} after a benchmark (a test fails while the file differs):
 *
 * <pre>{@code
 * java -cp target/sql-keys.jar dev.oid.benchmarks.keys.KeyTables [results]
 * }</pre>
 */
public final class KeyTables {

    /** The generated file, in the results directory. */
    public static final String FILE = "keys.md";

    private static final List<String> BOTH = List.of("postgresql", "mariadb");
    private static final List<String> POSTGRESQL = List.of("postgresql");

    /** A comparison of two keys' runs: {@code a / b} of a metric. */
    private record Line(String a, String b, Metric metric) {
    }

    private static final List<Line> RATIOS = lines(List.of("objectid/bigint", "objectid/uuidv7"), List.of(
            Metric.INSERT_ROWS_PER_S, Metric.INDEX_BYTES, Metric.TABLE_BYTES, Metric.LOOKUP_P99_US), List.of(
            new Line("uuidv4", "uuidv7", Metric.INSERT_ROWS_PER_S), new Line("uuidv4", "uuidv7", Metric.INDEX_BYTES),
            new Line("uuidv4", "uuidv7", Metric.TABLE_BYTES)));
    private static final List<Line> TEXT = lines(List.of("objectid_text/objectid", "objectid_text_bin/objectid"),
            List.of(Metric.INSERT_ROWS_PER_S, Metric.INDEX_BYTES, Metric.TABLE_BYTES), List.of());
    private static final List<Line> COLUMN = lines(List.of("objectid_uuid/objectid"), List.of(
            Metric.INSERT_ROWS_PER_S, Metric.INDEX_BYTES, Metric.TABLE_BYTES), List.of(
            new Line("objectid_uuid", "uuidv7", Metric.INSERT_ROWS_PER_S)));
    private static final List<String> HIBERNATE_PEERS = List.of("bigint", "bigint_sequence", "uuidv7");

    private final List<Map<String, String>> runs;
    private final List<Map<String, String>> hibernate;
    private final List<Map<String, String>> hibernateRuns;

    /**
     * The tables of a results directory.
     *
     * @param results the directory with {@code keys-runs.csv}, {@code keys-hibernate.csv} and (optionally)
     *        {@code keys-hibernate-runs.csv}
     * @throws IOException if a file cannot be read
     */
    public KeyTables(Path results) throws IOException {
        this.runs = ResultFiles.read(ResultFiles.JDBC.runsFile(results));
        this.hibernate = ResultFiles.read(ResultFiles.HIBERNATE.mediansFile(results));
        Path hibernateRunsFile = ResultFiles.HIBERNATE.runsFile(results);
        this.hibernateRuns = Files.exists(hibernateRunsFile) ? ResultFiles.read(hibernateRunsFile) : List.of();
    }

    /**
     * Writes {@value #FILE} into the results directory.
     *
     * @param args optional results directory (default: {@code results})
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        Path results = Path.of(args.length > 0 ? args[0] : "results");
        Path file = results.resolve(FILE);
        Files.writeString(file, new KeyTables(results).markdown(), StandardCharsets.UTF_8);
        System.out.println("wrote " + file);
    }

    /**
     * The content of {@value #FILE}.
     *
     * @return the Markdown
     */
    public String markdown() {
        StringBuilder out = new StringBuilder();
        header(out);
        for (long rows : sizes(runs)) {
            jdbc(out, rows);
        }
        acrossSizes(out);
        for (long rows : sizes(hibernate)) {
            hibernate(out, rows);
        }
        if (!runs.isEmpty()) {
            long rows = KeyCharts.largestRows(runs);
            out.append("\n## Charts, ").append(rowsText(rows)).append(" rows\n\n");
            out.append("![Insert rate per key, median and min..max of the runs](")
                    .append(KeyCharts.FILES.get(0)).append(")\n\n");
            out.append("![Index size per key](").append(KeyCharts.FILES.get(1)).append(")\n");
        }
        return out.toString();
    }

    // ---- comparisons ----

    /**
     * The word for a ratio {@code a / b} of a metric and its interval.
     *
     * @param metric the metric compared
     * @param interval the interval of the ratio
     * @param ratio the ratio of medians
     * @return "faster"/"slower" (rates and latencies), "smaller"/"larger" (sizes) where the interval excludes 1,
     *         else "on par" (or "the same size" for equal sizes)
     */
    static String verdict(Metric metric, Stats.Interval interval, double ratio) {
        boolean size = metric.column().endsWith("_bytes") || metric.column().endsWith("_pages");
        if (!interval.excludesOne()) {
            return size && ratio == 1 && interval.low() == 1 && interval.high() == 1 ? "the same size" : "on par";
        }
        boolean above = interval.low() > 1;
        if (size) {
            return above ? "larger" : "smaller";
        }
        return above == metric.higherIsBetter() ? "faster" : "slower";
    }

    /**
     * A ratio of medians with its interval, how the interval was made, and the verdict.
     *
     * @param ratio the ratio of medians
     * @param interval its interval
     * @param bootstrap whether the interval is the bootstrap's (else the ratio of the min..max ranges)
     * @param verdict the verdict
     */
    record Comparison(double ratio, Stats.Interval interval, boolean bootstrap, String verdict) {

        /** E.g. {@code 1.17x (1.13..1.69)}; a ratio without spread (exact sizes) has no interval. */
        String ratioText() {
            if (interval.low() == interval.high()) {
                return String.format(Locale.ROOT, "%.2fx", ratio);
            }
            return String.format(Locale.ROOT, "%.2fx (%.2f..%.2f)", ratio, interval.low(), interval.high());
        }
    }

    static Comparison compare(double[] a, double[] b, Metric metric) {
        double ratio = Stats.median(a) / Stats.median(b);
        boolean bootstrap = a.length > 1 && b.length > 1;
        Stats.Interval interval = bootstrap ? Stats.bootstrapRatioOfMedians(a, b) : Stats.rangeRatio(a, b);
        return new Comparison(ratio, interval, bootstrap, verdict(metric, interval, ratio));
    }

    private static Comparison compare(List<Map<String, String>> a, List<Map<String, String>> b, Metric metric) {
        double[] left = ResultFiles.values(a, metric);
        double[] right = ResultFiles.values(b, metric);
        return left.length == 0 || right.length == 0 ? null : compare(left, right, metric);
    }

    /** A comparison table: per database the ratio and the verdict; rows with no figure on any database left out. */
    private static void comparisons(StringBuilder out, List<String> dbs,
            Map<String, Function<String, Comparison>> rows) {
        out.append("| comparison |");
        dbs.forEach(db -> out.append(' ').append(dbName(db)).append(" | verdict |"));
        out.append("\n|---|").append("---:|---|".repeat(dbs.size())).append('\n');
        rows.forEach((label, comparison) -> {
            List<Comparison> cells = dbs.stream().map(comparison).toList();
            if (cells.stream().allMatch(c -> c == null)) {
                return;
            }
            out.append("| ").append(label).append(" |");
            cells.forEach(c -> out.append(' ').append(c == null ? "- | -" : c.ratioText() + " | " + c.verdict())
                    .append(" |"));
            out.append('\n');
        });
    }

    private Map<String, Function<String, Comparison>> keyComparisons(long rows, List<Line> lines) {
        Map<String, Function<String, Comparison>> table = new LinkedHashMap<>();
        for (Line line : lines) {
            table.put("`" + line.a() + "` / `" + line.b() + "`, " + label(line.metric()),
                    db -> compare(group(runs, db, rows, line.a()), group(runs, db, rows, line.b()), line.metric()));
        }
        return table;
    }

    private static List<Line> lines(List<String> pairs, List<Metric> metrics, List<Line> more) {
        List<Line> lines = new ArrayList<>();
        for (String pair : pairs) {
            String[] keys = pair.split("/");
            metrics.forEach(metric -> lines.add(new Line(keys[0], keys[1], metric)));
        }
        lines.addAll(more);
        return lines;
    }

    private static String label(Metric metric) {
        return switch (metric) {
            case INSERT_ROWS_PER_S -> "insert rate";
            case INDEX_BYTES -> "index size";
            case TABLE_BYTES -> "table size";
            case LOOKUP_P99_US -> "lookup p99";
            default -> metric.column();
        };
    }

    // ---- facts about the runs ----

    private static List<Map<String, String>> group(List<Map<String, String>> runs, String db, long rows, String key) {
        return runs.stream().filter(run -> run.get("db").equals(db) && run.get("key").equals(key)
                && Long.parseLong(run.get("rows")) == rows).toList();
    }

    private static List<Map<String, String>> ofSize(List<Map<String, String>> runs, long rows, String db) {
        return runs.stream().filter(run -> Long.parseLong(run.get("rows")) == rows
                && (db == null || run.get("db").equals(db))).toList();
    }

    private static List<Long> sizes(List<Map<String, String>> rows) {
        return new ArrayList<>(rows.stream().map(row -> Long.parseLong(row.get("rows")))
                .collect(Collectors.toCollection(TreeSet::new)));
    }

    private static boolean consecutiveSeeds(Map<String, String> run) {
        return run.getOrDefault("method", "").startsWith(ResultFiles.CONSECUTIVE_SEEDS + "+");
    }

    /** How runs were made, from their method column. */
    private static String method(List<Map<String, String>> selected) {
        Set<String> texts = new TreeSet<>();
        for (Map<String, String> run : selected) {
            String method = run.getOrDefault("method", "");
            if (ResultFiles.rotated(run)) {
                texts.add("order rotated by one key per round, no checkpoint or idle pause, UUIDs bound with"
                        + " `setString` on MariaDB, text keys on the column default only (the method before shuffled"
                        + " orders)");
                continue;
            }
            String order = consecutiveSeeds(run)
                    ? "a random order per round from consecutive seeds (`--seed` + round; the previous round order)"
                    : "a random order per round (one `SplittableRandom` per campaign from `--seed`, split per round)";
            texts.add(order + ", seeds and orders in the per-run CSV, checkpoint / `FLUSH TABLES` and a "
                    + method.replaceAll(".*pause(\\d+)s", "$1") + " s idle pause before each measurement, UUIDs bound"
                    + " with `setObject(UUID)`, as each driver binds them");
        }
        return String.join("; ", texts);
    }

    private static String loadRange(List<Map<String, String>> selected) {
        double[] loads = selected.stream().map(run -> run.getOrDefault("load1", "")).filter(v -> !v.isEmpty())
                .mapToDouble(Double::parseDouble).toArray();
        return loads.length == 0 ? "not recorded" : String.format(Locale.ROOT, "%.2f to %.2f", Stats.min(loads),
                Stats.max(loads));
    }

    private static int runsPerKey(List<Map<String, String>> selected) {
        return ResultFiles.groups(selected).stream().mapToInt(List::size).min().orElse(0);
    }

    private static String rowsText(long rows) {
        return rows % 1_000_000 == 0 ? rows / 1_000_000 + "M" : String.format(Locale.ROOT, "%,d", rows);
    }

    private static String dbName(String db) {
        return db.equals("postgresql") ? "PostgreSQL" : db.equals("mariadb") ? "MariaDB" : db;
    }

    /**
     * Keys that held the same place in every round of the runs with consecutive seeds, per database: e.g.
     * "on PostgreSQL `objectid` ran last in every round".
     */
    private String fixedPlaces() {
        List<Map<String, String>> all = new ArrayList<>(runs);
        all.addAll(hibernateRuns);
        List<String> texts = new ArrayList<>();
        for (String db : BOTH) {
            Map<String, Set<String>> places = new LinkedHashMap<>();
            for (Map<String, String> run : all) {
                if (run.get("db").equals(db) && consecutiveSeeds(run)) {
                    int keys = run.get("order").split(" ").length;
                    int position = Integer.parseInt(run.get("position"));
                    places.computeIfAbsent(run.get("key"), k -> new TreeSet<>()).add(position == keys ? "last"
                            : position == 1 ? "first" : "at place " + position);
                }
            }
            List<String> fixed = places.entrySet().stream().filter(e -> e.getValue().size() == 1)
                    .map(e -> "`" + e.getKey() + "` ran " + e.getValue().iterator().next()).toList();
            if (!fixed.isEmpty()) {
                texts.add("on " + dbName(db) + " " + String.join(" and ", fixed) + " in every round");
            }
        }
        return String.join("; ", texts);
    }

    // ---- the file ----

    private void header(StringBuilder out) {
        out.append("# SQL key benchmark results\n\n");
        out.append("Generated by `KeyTables` from the CSV files beside this file (`run.sh tables`); `KeyTablesTest`"
                + " fails while it\ndiffers from what they give. How the benchmarks measure: [README](../README.md)."
                + "\n\n");
        boolean consecutive = runs.stream().anyMatch(KeyTables::consecutiveSeeds)
                || hibernateRuns.stream().anyMatch(KeyTables::consecutiveSeeds);
        if (consecutive) {
            String fixed = fixedPlaces();
            out.append("**Round order:** the runs whose method says \"consecutive seeds\" were measured with the"
                    + " previous round order\n(`--seed` + round" + (fixed.isEmpty() ? "" : ": " + fixed)
                    + "); a re-run with the new order (`Rounds`) is pending.\n\n");
        }
        out.append("Ratios are of medians, A / B, with the bootstrap 95% interval of that ratio (fixed seed, 10,000\n"
                + "resamples; with 3 runs it equals the ratio of the min..max ranges), or the ratio of the min..max"
                + " ranges where\nno per-run file holds the runs. Verdict: \"faster\" or \"slower\" (rates,"
                + " latencies, scan times), \"smaller\" or\n\"larger\" (sizes) only where the interval excludes 1,"
                + " else \"on par\" (\"the same size\" for identical sizes). The\nindex compared is PostgreSQL's"
                + " primary key and MariaDB's index on `created_at` (InnoDB has no separate primary-key\nindex; the"
                + " table is the primary key, and every secondary index entry carries a copy of it).\n\n");
        out.append("Contents:");
        for (long rows : sizes(runs)) {
            out.append(" [").append(rowsText(rows)).append(" rows](#jdbc-").append(rowsText(rows).toLowerCase(
                    Locale.ROOT).replace(",", "")).append("-rows),");
        }
        out.append(" [across sizes](#insert-rate-across-sizes)");
        for (long rows : sizes(hibernate)) {
            out.append(", [Hibernate ").append(rowsText(rows)).append("](#hibernate-").append(rowsText(rows)
                    .toLowerCase(Locale.ROOT).replace(",", "")).append("-rows)");
        }
        out.append(".\n");
    }

    private void jdbc(StringBuilder out, long rows) {
        List<Map<String, String>> selected = ofSize(runs, rows, null);
        String size = rowsText(rows);
        out.append("\n## JDBC, ").append(size).append(" rows\n\n");
        out.append(String.format(Locale.ROOT, "Median (min..max) of %d runs per key; load average %s at the start of"
                + " the runs.\nMethod: %s.\n", runsPerKey(selected), loadRange(selected), method(selected)));
        for (String db : BOTH) {
            List<List<Map<String, String>>> groups = ResultFiles.groups(ofSize(runs, rows, db));
            if (groups.isEmpty()) {
                continue;
            }
            out.append("\n### ").append(dbName(db)).append(", ").append(size).append(" rows\n\n");
            out.append("Sizes in MB allocated; \"leaves\" is the used part (leaf pages x page size) where"
                    + " measured.\n\n");
            out.append("| key | column | insert rows/s | table MB | index MB | lookup p50 us | lookup p99 us |"
                    + " range by key ms | range by `created_at` ms |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
            for (List<Map<String, String>> group : groups) {
                out.append("| ").append(group.get(0).get("key")).append(" | `").append(group.get(0).get("column_type"))
                        .append("` | ").append(spread(group, Metric.INSERT_ROWS_PER_S, 1, "%,.0f"))
                        .append(" | ").append(size(group, Metric.TABLE_BYTES, Metric.TABLE_USED_BYTES))
                        .append(" | ").append(size(group, Metric.INDEX_BYTES, Metric.INDEX_USED_BYTES))
                        .append(" | ").append(spread(group, Metric.LOOKUP_P50_US, 1, "%.0f"))
                        .append(" | ").append(spread(group, Metric.LOOKUP_P99_US, 1, "%.0f"))
                        .append(" | ").append(spread(group, Metric.RANGE_SCAN_MS, 1, "%.1f"))
                        .append(" | ").append(spread(group, Metric.RANGE_SCAN_CREATED_AT_MS, 1, "%.1f")).append(" |\n");
            }
        }
        out.append("\n### Ratios, ").append(size).append(" rows\n\n");
        comparisons(out, BOTH, keyComparisons(rows, RATIOS));
        out.append("\n### Text against bytes, ").append(size).append(" rows\n\n");
        comparisons(out, BOTH, keyComparisons(rows, TEXT));
        out.append("\n### Column type on PostgreSQL, ").append(size).append(" rows\n\n");
        comparisons(out, POSTGRESQL, keyComparisons(rows, COLUMN));
        postgresqlLeaves(out, rows);
        mariadbSizes(out, rows);
        rangeScans(out, rows);
    }

    private static String spread(List<Map<String, String>> group, Metric metric, double scale, String pattern) {
        double[] values = ResultFiles.values(group, metric);
        if (values.length == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, pattern + " (" + pattern + ".." + pattern + ")",
                Stats.median(values) / scale, Stats.min(values) / scale, Stats.max(values) / scale);
    }

    /** The median, and min..max where the runs differ (sizes of time-ordered keys are the same in every run). */
    private static String spreadOrExact(double[] values, String pattern, double scale) {
        if (values.length == 0) {
            return "-";
        }
        String text = String.format(Locale.ROOT, pattern, Stats.median(values) / scale);
        if (Stats.min(values) != Stats.max(values)) {
            text += String.format(Locale.ROOT, " (" + pattern + ".." + pattern + ")", Stats.min(values) / scale,
                    Stats.max(values) / scale);
        }
        return text;
    }

    private static String size(List<Map<String, String>> group, Metric allocated, Metric used) {
        String text = spreadOrExact(ResultFiles.values(group, allocated), "%.1f", 1e6);
        double[] leaves = ResultFiles.values(group, used);
        return leaves.length == 0 ? text
                : text + String.format(Locale.ROOT, ", leaves %.1f", Stats.median(leaves) / 1e6);
    }

    /** PostgreSQL's primary-key index per key: leaf pages, rows per leaf, leaf density ({@code pgstatindex}). */
    private void postgresqlLeaves(StringBuilder out, long rows) {
        StringBuilder table = new StringBuilder();
        for (KeyType key : KeyType.values()) {
            List<Map<String, String>> group = group(runs, "postgresql", rows, key.key());
            double[] leaves = ResultFiles.values(group, Metric.PK_LEAF_PAGES);
            if (leaves.length > 0) {
                table.append(String.format(Locale.ROOT, "| %s | `%s` | %s | %.0f | %s | %s |\n", key.key(),
                        group.get(0).get("column_type"), spreadOrExact(leaves, "%,.0f", 1), rows / Stats.median(leaves),
                        spreadOrExact(ResultFiles.values(group, Metric.PK_LEAF_DENSITY), "%.1f%%", 1),
                        spreadOrExact(ResultFiles.values(group, Metric.PK_INDEX_BYTES), "%.1f", 1e6)));
            }
        }
        if (table.length() > 0) {
            out.append("\n### PostgreSQL leaf pages, ").append(rowsText(rows)).append(" rows\n\n");
            out.append("The primary-key index as `pgstatindex` reports it, median (min..max where runs differ).\n\n");
            out.append("| key | column | leaf pages | rows per leaf | average leaf density | index MB |\n"
                    + "|---|---|---:|---:|---:|---:|\n").append(table);
        }
    }

    /** MariaDB per key: the clustered index (the table) and the secondary index on created_at. */
    private void mariadbSizes(StringBuilder out, long rows) {
        StringBuilder table = new StringBuilder();
        for (KeyType key : KeyType.values()) {
            List<Map<String, String>> group = group(runs, "mariadb", rows, key.key());
            if (!group.isEmpty()) {
                table.append(String.format(Locale.ROOT, "| %s | `%s` | %s | %s | %s | %s |\n", key.key(),
                        group.get(0).get("column_type"),
                        spreadOrExact(ResultFiles.values(group, Metric.TABLE_BYTES), "%.1f", 1e6),
                        spreadOrExact(ResultFiles.values(group, Metric.PK_LEAF_PAGES), "%,.0f", 1),
                        spreadOrExact(ResultFiles.values(group, Metric.CREATED_AT_INDEX_BYTES), "%.1f", 1e6),
                        spreadOrExact(ResultFiles.values(group, Metric.CREATED_AT_INDEX_LEAF_PAGES), "%,.0f", 1)));
            }
        }
        if (table.length() > 0) {
            out.append("\n### MariaDB sizes, ").append(rowsText(rows)).append(" rows\n\n");
            out.append("Median (min..max where runs differ); MB allocated, pages as InnoDB's statistics count them"
                    + " (16 KB).\n\n");
            out.append("| key | column | clustered index (table) MB | its leaf pages | `created_at` index MB |"
                    + " its leaf pages |\n|---|---|---:|---:|---:|---:|\n").append(table);
        }
    }

    /** One minute of rows read by a key range and by the created_at index, per key, and the two compared. */
    private void rangeScans(StringBuilder out, long rows) {
        out.append("\n### Range scans, ").append(rowsText(rows)).append(" rows\n\n");
        out.append("One minute of rows, median (min..max) of the runs in ms.\n\n");
        out.append("| key | PostgreSQL by key | PostgreSQL by `created_at` | MariaDB by key |"
                + " MariaDB by `created_at` |\n"
                + "|---|---:|---:|---:|---:|\n");
        Map<String, Function<String, Comparison>> byKeyAgainstByTime = new LinkedHashMap<>();
        for (KeyType key : KeyType.values()) {
            List<String> cells = new ArrayList<>();
            for (String db : BOTH) {
                List<Map<String, String>> group = group(runs, db, rows, key.key());
                cells.add(group.isEmpty() ? "-" : spread(group, Metric.RANGE_SCAN_MS, 1, "%.1f"));
                cells.add(group.isEmpty() ? "-" : spread(group, Metric.RANGE_SCAN_CREATED_AT_MS, 1, "%.1f"));
            }
            if (cells.stream().allMatch(c -> c.equals("-"))) {
                continue;
            }
            out.append("| ").append(key.key()).append(" | ").append(String.join(" | ", cells)).append(" |\n");
            byKeyAgainstByTime.put("`" + key.key() + "`, by key / by `created_at`", db -> {
                List<Map<String, String>> group = group(runs, db, rows, key.key());
                double[] byKey = ResultFiles.values(group, Metric.RANGE_SCAN_MS);
                double[] byTime = ResultFiles.values(group, Metric.RANGE_SCAN_CREATED_AT_MS);
                return byKey.length == 0 || byTime.length == 0 ? null : compare(byKey, byTime, Metric.RANGE_SCAN_MS);
            });
        }
        out.append('\n');
        comparisons(out, BOTH, byKeyAgainstByTime);
    }

    /**
     * Insert rate at the largest size against the smallest, of the sizes measured with shuffled orders (or, without
     * two of those, of the rotated ones): a ratio across methods would measure the method as much as the size.
     */
    private void acrossSizes(StringBuilder out) {
        List<Long> shuffled = sizes(runs).stream().filter(rows -> ofSize(runs, rows, null).stream()
                .noneMatch(ResultFiles::rotated)).toList();
        List<Long> rotated = sizes(runs).stream().filter(rows -> ofSize(runs, rows, null).stream()
                .allMatch(ResultFiles::rotated)).toList();
        List<Long> sizes = shuffled.size() >= 2 ? shuffled : rotated;
        out.append("\n## Insert rate across sizes\n\n");
        if (sizes.size() < 2) {
            out.append("No two sizes were measured with the same method.\n");
            return;
        }
        long small = sizes.get(0);
        long large = sizes.get(sizes.size() - 1);
        out.append(String.format(Locale.ROOT, "JDBC, %s rows against %s rows, per key (both sizes with the same"
                + " method).\n\n", rowsText(large), rowsText(small)));
        Map<String, Function<String, Comparison>> table = new LinkedHashMap<>();
        for (KeyType key : KeyType.values()) {
            table.put("`" + key.key() + "`, insert rate", db -> compare(group(runs, db, large, key.key()),
                    group(runs, db, small, key.key()), Metric.INSERT_ROWS_PER_S));
        }
        comparisons(out, BOTH, table);
    }

    private void hibernate(StringBuilder out, long rows) {
        List<Map<String, String>> selected = ofSize(hibernate, rows, null);
        List<Map<String, String>> selectedRuns = ofSize(hibernateRuns, rows, null);
        String method = selectedRuns.isEmpty() ? "order rotated by one key per round, no checkpoint or idle pause,"
                + " IDENTITY the only `bigint` baseline (the method before shuffled orders; no per-run file)"
                : method(selectedRuns);
        out.append("\n## Hibernate, ").append(rowsText(rows)).append(" rows\n\n");
        out.append(String.format(Locale.ROOT, "Insert rows/s, median (min..max) of %s runs.\nMethod: %s.\n\n",
                selected.get(0).get("runs"), method));
        out.append("| key | PostgreSQL column | rows/s | MariaDB column | rows/s |\n|---|---|---:|---|---:|\n");
        for (KeyType key : KeyType.values()) {
            Map<String, String> pg = hibernateRow(selected, "postgresql", key.key());
            Map<String, String> maria = hibernateRow(selected, "mariadb", key.key());
            if (pg != null || maria != null) {
                out.append("| ").append(key.key()).append(" | ").append(hibernateCells(pg)).append(" | ")
                        .append(hibernateCells(maria)).append(" |\n");
            }
        }
        out.append("\n### Hibernate ratios, ").append(rowsText(rows)).append(" rows\n\n");
        Map<String, Function<String, Comparison>> table = new LinkedHashMap<>();
        for (String other : HIBERNATE_PEERS) {
            table.put("`objectid` / `" + other + "`, insert rate",
                    db -> hibernateCompare(selected, selectedRuns, db, "objectid", other));
        }
        table.put("`uuidv4` / `uuidv7`, insert rate", db -> hibernateCompare(selected, selectedRuns, db, "uuidv4",
                "uuidv7"));
        comparisons(out, BOTH, table);
    }

    private static Map<String, String> hibernateRow(List<Map<String, String>> rows, String db, String key) {
        return rows.stream().filter(row -> row.get("db").equals(db) && row.get("key").equals(key)).findFirst()
                .orElse(null);
    }

    private static String hibernateCells(Map<String, String> row) {
        if (row == null) {
            return "- | -";
        }
        return String.format(Locale.ROOT, "`%s` | %,.0f (%,.0f..%,.0f)", row.get("column_type"),
                Double.parseDouble(row.get("insert_rows_per_s")), Double.parseDouble(row.get("insert_min")),
                Double.parseDouble(row.get("insert_max")));
    }

    /** From the runs where the per-run file has them, else from the medians file's min and max. */
    private static Comparison hibernateCompare(List<Map<String, String>> medians, List<Map<String, String>> runs,
            String db, String a, String b) {
        double[] left = ResultFiles.values(runs.stream().filter(run -> run.get("db").equals(db)
                && run.get("key").equals(a)).toList(), Metric.INSERT_ROWS_PER_S);
        double[] right = ResultFiles.values(runs.stream().filter(run -> run.get("db").equals(db)
                && run.get("key").equals(b)).toList(), Metric.INSERT_ROWS_PER_S);
        if (left.length > 1 && right.length > 1) {
            return compare(left, right, Metric.INSERT_ROWS_PER_S);
        }
        Map<String, String> rowA = hibernateRow(medians, db, a);
        Map<String, String> rowB = hibernateRow(medians, db, b);
        if (rowA == null || rowB == null) {
            return null;
        }
        double ratio = Double.parseDouble(rowA.get("insert_rows_per_s")) / Double.parseDouble(rowB.get(
                "insert_rows_per_s"));
        Stats.Interval interval = Stats.rangeRatio(
                new double[] {Double.parseDouble(rowA.get("insert_min")), Double.parseDouble(rowA.get("insert_max"))},
                new double[] {Double.parseDouble(rowB.get("insert_min")), Double.parseDouble(rowB.get("insert_max"))});
        return new Comparison(ratio, interval, false, verdict(Metric.INSERT_ROWS_PER_S, interval, ratio));
    }
}
