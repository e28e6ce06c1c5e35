package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Loads the same table once per primary-key type into PostgreSQL and MariaDB through JDBC batches and measures
 * insert rate, table and index size, point lookups and a one-minute time-range scan; writes the medians to
 * {@code keys.csv}, every run to {@code keys-runs.csv} and median, min and max of every figure to
 * {@code keys-spread.csv} (all three merged by database and row count into what is there). A macro benchmark, not
 * JMH; run it from the repository root on a quiet machine:
 *
 * <pre>{@code
 * ./mvnw -B -q -pl oid-benchmarks -am package -DskipTests
 * java -cp oid-benchmarks/target/benchmarks.jar dev.oid.benchmarks.keys.KeyBenchmark --db all --rows 1000000
 * }</pre>
 *
 * <p>Per database: one warm-up round (all keys, {@code --warmup-rows}, not recorded), then {@code --runs} rounds;
 * round {@code r} takes the keys in an order rotated by {@code r}, so no key always runs first. Each measurement
 * creates its own fresh table {@code oid_bench_keys_<key>} and drops it at the end. Ids are minted in the client
 * from a simulated clock that advances {@code 1000 / --rate} ms per row, and {@code created_at} is that same
 * instant, so the ids' time matches the timestamp column: 1,000,000 rows at the default 100 rows per second span
 * 2 h 47 min, and one minute holds 6,000 rows.
 *
 * <p>Options: {@code --db postgresql|mariadb|all} (default all), {@code --rows N} (1000000), {@code --runs N} (3),
 * {@code --batch N} (1000 rows per JDBC batch and transaction), {@code --keys a,b} (all), {@code --lookups N}
 * (100000), {@code --warmup-rows N} (100000, 0 for none), {@code --rate N} (100 rows per simulated second, a
 * divisor of 1000), {@code --out path} ({@code oid-benchmarks/results/keys.csv}), {@code --url}, {@code --user},
 * {@code --password} (for a single {@code --db}). Without {@code --url} a database's URL comes from
 * {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER}, {@code OID_IT_JDBC_PASSWORD}) when that names the same
 * database, else this machine's server: {@code jdbc:postgresql://127.0.0.1:5432/test} as {@code postgres},
 * {@code jdbc:mariadb://127.0.0.1:3306/test} as {@code root}, empty passwords. The driver options
 * {@code reWriteBatchedInserts=true} (PostgreSQL) and {@code rewriteBatchedStatements=true} (MariaDB) are added
 * unless the URL sets them.
 */
public final class KeyBenchmark {

    /** The columns of {@code keys.csv}, medians over the runs. */
    static final List<String> CSV_COLUMNS = List.of("db", "key", "column_type", "rows", "insert_rows_per_s",
            "table_bytes", "index_bytes", "lookup_p50_us", "lookup_p99_us", "range_scan_ms");
    /** The figures of one run, in the order of {@code keys-runs.csv}. */
    static final List<String> METRICS = List.of("insert_rows_per_s", "insert_total_rows_per_s",
            "insert_last_million_rows_per_s", "table_bytes", "index_bytes", "pk_index_bytes", "pk_index_pages",
            "pk_leaf_pages", "pk_leaf_density", "pk_pages", "created_at_index_bytes", "created_at_index_pages",
            "created_at_index_leaf_pages", "lookup_p50_us", "lookup_p99_us", "range_scan_ms",
            "range_scan_created_at_ms", "range_rows", "load_seconds");
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private static final String TABLE_PREFIX = "oid_bench_keys_";
    private static final int RANGE_REPEATS = 5;

    private final Options options;
    private final List<Map<String, String>> runs = new ArrayList<>();

    private KeyBenchmark(Options options) {
        this.options = options;
    }

    /** Parsed command line. */
    record Options(List<Db> dbs, int rows, int runs, int batch, List<KeyType> keys, int lookups, int warmupRows,
            int rate, Path out, String url, String user, String password) {

        static Options parse(String... args) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                if (!args[i].startsWith("--") || i + 1 >= args.length) {
                    throw new IllegalArgumentException("expected --option value pairs, got \"" + args[i] + "\"");
                }
                values.put(args[i].substring(2), args[++i]);
            }
            String db = values.getOrDefault("db", "all");
            List<Db> dbs = db.equals("all") ? List.of(Db.POSTGRESQL, Db.MARIADB)
                    : Arrays.stream(db.split(",")).map(name -> Db.valueOf(name.toUpperCase(Locale.ROOT))).toList();
            List<KeyType> keys = values.containsKey("keys")
                    ? Arrays.stream(values.get("keys").split(",")).map(KeyType::of).toList()
                    : List.of(KeyType.values());
            int rate = Integer.parseInt(values.getOrDefault("rate", "100"));
            if (rate <= 0 || 1000 % rate != 0) {
                throw new IllegalArgumentException("--rate must divide 1000, got " + rate);
            }
            if (values.containsKey("url") && dbs.size() != 1) {
                throw new IllegalArgumentException("--url needs a single --db");
            }
            return new Options(dbs, Integer.parseInt(values.getOrDefault("rows", "1000000")),
                    Integer.parseInt(values.getOrDefault("runs", "3")),
                    Integer.parseInt(values.getOrDefault("batch", "1000")), keys,
                    Integer.parseInt(values.getOrDefault("lookups", "100000")),
                    Integer.parseInt(values.getOrDefault("warmup-rows", "100000")), rate,
                    Path.of(values.getOrDefault("out", "oid-benchmarks/results/keys.csv")), values.get("url"),
                    values.get("user"), values.get("password"));
        }
    }

    /**
     * Runs the benchmark.
     *
     * @param args options, see the class documentation
     * @throws Exception if a database fails or a file cannot be written
     */
    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        new KeyBenchmark(options).run();
    }

    private void run() throws SQLException, IOException {
        System.out.printf(Locale.ROOT, "machine: %s, %d cores, %s %s, Java %s (%s)%n", cpuModel(),
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("java.version"), System.getProperty("java.vm.name"));
        for (Db db : options.dbs) {
            String url = db.withBatchOption(url(db));
            String user = options.url != null && options.user != null ? options.user : user(db);
            String password = options.url != null && options.password != null ? options.password : password(db);
            try (Connection connection = DriverManager.getConnection(url, user, password)) {
                System.out.printf(Locale.ROOT, "%s %s at %s, driver %s %s%n", db.dbName(),
                        connection.getMetaData().getDatabaseProductVersion(), url,
                        connection.getMetaData().getDriverName(), connection.getMetaData().getDriverVersion());
                List<KeyType> keys = options.keys.stream().filter(key -> key.columnType(db) != null).toList();
                dropLeftovers(connection, db);
                if (options.warmupRows > 0) {
                    for (KeyType key : keys) {
                        measure(connection, db, key, Math.min(options.rows, options.warmupRows),
                                Math.min(options.lookups, 10_000), 0, 0);
                    }
                }
                for (int round = 1; round <= options.runs; round++) {
                    List<KeyType> order = new ArrayList<>(keys);
                    Collections.rotate(order, -(round - 1));
                    for (int position = 0; position < order.size(); position++) {
                        Map<String, String> result = measure(connection, db, order.get(position), options.rows,
                                options.lookups, round, position + 1);
                        runs.add(result);
                    }
                }
            }
        }
        ResultFiles.write(options.out, runs, options.dbs, options.rows);
        System.out.println();
        System.out.print(ResultFiles.markdown(runs));
    }

    private String url(Db db) {
        if (options.url != null) {
            return options.url;
        }
        String env = System.getenv("OID_IT_JDBC_URL");
        return env != null && env.startsWith("jdbc:" + db.dbName() + ":") ? env : db.defaultUrl();
    }

    private static boolean envNames(Db db) {
        String env = System.getenv("OID_IT_JDBC_URL");
        return env != null && env.startsWith("jdbc:" + db.dbName() + ":");
    }

    private static String user(Db db) {
        return envNames(db) ? System.getenv().getOrDefault("OID_IT_JDBC_USER", db.defaultUser()) : db.defaultUser();
    }

    private static String password(Db db) {
        return envNames(db) ? System.getenv().getOrDefault("OID_IT_JDBC_PASSWORD", "") : "";
    }

    private static void dropLeftovers(Connection connection, Db db) throws SQLException {
        for (KeyType key : KeyType.values()) {
            execute(connection, "drop table if exists " + TABLE_PREFIX + key.key());
        }
    }

    /** One load and its measurements into a fresh table; round 0 is the warm-up. */
    private Map<String, String> measure(Connection connection, Db db, KeyType key, int rows, int lookups, int round,
            int position) throws SQLException {
        String table = TABLE_PREFIX + key.key();
        String load = loadAverage();
        execute(connection, "drop table if exists " + table);
        execute(connection, db.createTable(table, key));
        Map<String, Double> figures = new LinkedHashMap<>();
        Object[] sample = load(connection, db, key, table, rows, lookups, figures);
        db.analyze(connection, table);
        figures.putAll(db.sizes(connection, table));
        execute(connection, "create index " + table + "_created on " + table + " (created_at)");
        db.createdAtIndexSize(connection, table, table + "_created", figures);
        db.analyze(connection, table);
        Double indexBytes = figures.get(db == Db.MARIADB ? "created_at_index_bytes" : "pk_index_bytes");
        if (indexBytes != null) {
            figures.put("index_bytes", indexBytes);
        }
        if (key.databaseGenerated()) {
            sample = identitySample(connection, table, lookups);
        }
        lookups(connection, db, table, sample, figures);
        rangeScans(connection, db, key, table, rows, figures);
        execute(connection, "drop table " + table);

        Map<String, String> result = new LinkedHashMap<>();
        result.put("db", db.dbName());
        result.put("key", key.key());
        result.put("column_type", key.columnType(db));
        result.put("rows", Integer.toString(rows));
        result.put("run", Integer.toString(round));
        result.put("position", Integer.toString(position));
        result.put("load1", load);
        for (String metric : METRICS) {
            Double value = figures.get(metric);
            result.put(metric, value == null ? "" : ResultFiles.format(value));
        }
        System.out.printf(Locale.ROOT, "%s %s run %d pos %d (load %s): %,.0f rows/s (last 1M %,.0f), table %,.0f B,"
                + " index %,.0f B, lookup p50 %.1f us p99 %.1f us, range key %s ms / created_at %.2f ms (%,.0f rows)%n",
                db.dbName(), key.key(), round, position, load, figures.get("insert_rows_per_s"),
                figures.get("insert_last_million_rows_per_s"), figures.getOrDefault("table_bytes", Double.NaN),
                figures.getOrDefault("index_bytes", Double.NaN), figures.get("lookup_p50_us"),
                figures.get("lookup_p99_us"), result.get("range_scan_ms"), figures.get("range_scan_created_at_ms"),
                figures.get("range_rows"));
        return result;
    }

    /** Inserts {@code rows} rows in JDBC batches, one transaction per batch; returns a sample of the keys. */
    private Object[] load(Connection connection, Db db, KeyType key, String table, int rows, int lookups,
            Map<String, Double> figures) throws SQLException {
        SimulatedClock clock = new SimulatedClock(START.toEpochMilli());
        Supplier<Object> minter = key.minter(clock);
        long stepMillis = 1000 / options.rate;
        String sql = key.databaseGenerated()
                ? "insert into " + table + " (created_at, customer, amount, note) values (?, ?, ?, ?)"
                : "insert into " + table + " (created_at, customer, amount, note, id) values (?, ?, ?, ?, ?)";
        Random payload = new Random(42);
        SplittableRandom sampling = new SplittableRandom(7);
        Object[] sample = new Object[Math.min(rows, lookups)];
        long[] doneAt = new long[rows / options.batch + 2];
        int[] doneRows = new int[doneAt.length];
        int marks = 0;
        connection.setAutoCommit(false);
        long start = System.nanoTime();
        try (PreparedStatement insert = connection.prepareStatement(sql)) {
            int pending = 0;
            for (int i = 0; i < rows; i++) {
                long millis = START.toEpochMilli() + i * stepMillis;
                clock.millis = millis;
                insert.setObject(1, LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000),
                        Math.floorMod(millis, 1000) * 1_000_000, ZoneOffset.UTC));
                insert.setLong(2, payload.nextInt(100_000));
                insert.setBigDecimal(3, java.math.BigDecimal.valueOf(payload.nextInt(1_000_000), 2));
                insert.setString(4, "order " + i + " of customer " + payload.nextInt(1000));
                if (minter != null) {
                    Object id = minter.get();
                    db.bind(insert, 5, id);
                    if (i < sample.length) {
                        sample[i] = id;
                    } else {
                        int slot = sampling.nextInt(i + 1);
                        if (slot < sample.length) {
                            sample[slot] = id;
                        }
                    }
                }
                insert.addBatch();
                if (++pending == options.batch || i == rows - 1) {
                    insert.executeBatch();
                    connection.commit();
                    pending = 0;
                    doneRows[marks] = i + 1;
                    doneAt[marks++] = System.nanoTime();
                }
            }
        } finally {
            connection.setAutoCommit(true);
        }
        long end = System.nanoTime();
        figures.put("load_seconds", (end - start) / 1e9);
        figures.put("insert_total_rows_per_s", rows / ((end - start) / 1e9));
        figures.put("insert_rows_per_s", rateAfter(rows / 10, start, doneRows, doneAt, marks, rows, end));
        figures.put("insert_last_million_rows_per_s",
                rateAfter(Math.max(0, rows - 1_000_000), start, doneRows, doneAt, marks, rows, end));
        return sample;
    }

    /** Rows per second from the first batch boundary at or after {@code from} rows to the end of the load. */
    private static double rateAfter(int from, long start, int[] doneRows, long[] doneAt, int marks, int rows,
            long end) {
        if (from == 0) {
            return rows / ((end - start) / 1e9);
        }
        for (int m = 0; m < marks; m++) {
            if (doneRows[m] >= from && doneRows[m] < rows) {
                return (rows - doneRows[m]) / ((end - doneAt[m]) / 1e9);
            }
        }
        return rows / ((end - start) / 1e9);
    }

    /** Existing identity values, a uniform sample of all of them read back (MariaDB leaves gaps in batches). */
    private static Object[] identitySample(Connection connection, String table, int lookups) throws SQLException {
        List<Object> sample = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        try (Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("select id from " + table)) {
            for (int i = 0; rs.next(); i++) {
                long id = rs.getLong(1);
                if (i < lookups) {
                    sample.add(id);
                } else {
                    int slot = random.nextInt(i + 1);
                    if (slot < lookups) {
                        sample.set(slot, id);
                    }
                }
            }
        }
        return sample.toArray();
    }

    /** One point lookup per sampled key, in random order, each timed alone; after 1,000 untimed ones. */
    private void lookups(Connection connection, Db db, String table, Object[] sample, Map<String, Double> figures)
            throws SQLException {
        List<Object> keys = new ArrayList<>(Arrays.asList(sample));
        Collections.shuffle(keys, new Random(11));
        long[] nanos = new long[keys.size()];
        int found = 0;
        try (PreparedStatement select = connection.prepareStatement(
                "select created_at, customer, amount, note from " + table + " where id = ?")) {
            for (int i = 0; i < Math.min(1000, keys.size()); i++) {
                lookup(select, db, keys.get(i));
            }
            for (int i = 0; i < nanos.length; i++) {
                long start = System.nanoTime();
                found += lookup(select, db, keys.get(i));
                nanos[i] = System.nanoTime() - start;
            }
        }
        if (found != nanos.length) {
            throw new IllegalStateException(table + ": " + (nanos.length - found) + " of " + nanos.length
                    + " sampled keys not found");
        }
        Arrays.sort(nanos);
        figures.put("lookup_p50_us", nanos[nanos.length / 2] / 1e3);
        figures.put("lookup_p99_us", nanos[(int) Math.ceil(nanos.length * 0.99) - 1] / 1e3);
    }

    private static int lookup(PreparedStatement select, Db db, Object key) throws SQLException {
        db.bind(select, 1, key);
        return drain(select);
    }

    /** One minute of rows from the middle of the load, by key range and by {@code created_at}; median ms. */
    private void rangeScans(Connection connection, Db db, KeyType key, String table, int rows,
            Map<String, Double> figures) throws SQLException {
        long spanMillis = (long) rows * (1000 / options.rate);
        long minute = 60_000;
        long fromMillis = START.toEpochMilli() + (spanMillis >= 2 * minute ? spanMillis / 2 / minute * minute : 0);
        Instant from = Instant.ofEpochMilli(fromMillis);
        Instant to = from.plusSeconds(60);
        String columns = "select id, customer, amount, note from " + table;
        double[] byTime = new double[RANGE_REPEATS];
        int timeRows = 0;
        try (PreparedStatement scan = connection.prepareStatement(columns
                + " where created_at >= ? and created_at < ?")) {
            scan.setObject(1, LocalDateTime.ofInstant(from, ZoneOffset.UTC));
            scan.setObject(2, LocalDateTime.ofInstant(to, ZoneOffset.UTC));
            for (int i = 0; i < RANGE_REPEATS; i++) {
                long start = System.nanoTime();
                timeRows = drain(scan);
                byTime[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        figures.put("range_scan_created_at_ms", median(byTime));
        figures.put("range_rows", (double) timeRows);
        Object[] bounds = key.range(from, to);
        if (bounds == null) {
            return;
        }
        double[] byKey = new double[RANGE_REPEATS];
        try (PreparedStatement scan = connection.prepareStatement(columns + " where id >= ? and id < ?")) {
            db.bind(scan, 1, bounds[0]);
            db.bind(scan, 2, bounds[1]);
            for (int i = 0; i < RANGE_REPEATS; i++) {
                long start = System.nanoTime();
                int keyRows = drain(scan);
                byKey[i] = (System.nanoTime() - start) / 1e6;
                if (keyRows != timeRows) {
                    throw new IllegalStateException(table + ": the key range of " + from + " .. " + to + " holds "
                            + keyRows + " rows, created_at " + timeRows);
                }
            }
        }
        figures.put("range_scan_ms", median(byKey));
    }

    private static int drain(PreparedStatement scan) throws SQLException {
        int rows = 0;
        try (ResultSet rs = scan.executeQuery()) {
            while (rs.next()) {
                rs.getObject(1);
                rs.getLong(2);
                rs.getBigDecimal(3);
                rs.getString(4);
                rows++;
            }
        }
        return rows;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8).stream()
                    .filter(line -> line.startsWith("model name")).findFirst()
                    .map(line -> line.substring(line.indexOf(':') + 1).trim()).orElse("unknown CPU");
        } catch (IOException | RuntimeException e) {
            return "unknown CPU";
        }
    }

    /** A clock the benchmark sets before each id is minted. */
    static final class SimulatedClock extends Clock {
        volatile long millis;

        SimulatedClock(long millis) {
            this.millis = millis;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public long millis() {
            return millis;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis);
        }
    }

    /** Sorts result rows by database, row count and the order of {@link KeyType}. */
    static final Comparator<Map<String, String>> ROW_ORDER = Comparator
            .<Map<String, String>, String>comparing(row -> row.get("db"))
            .thenComparing(row -> Long.parseLong(row.get("rows")))
            .thenComparing(row -> KeyType.of(row.get("key")).ordinal());

    static String joinCsv(List<String> values) {
        return values.stream().collect(Collectors.joining(","));
    }
}
