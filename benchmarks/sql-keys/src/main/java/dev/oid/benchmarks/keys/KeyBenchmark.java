package dev.oid.benchmarks.keys;

import java.io.IOException;
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
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Loads the same table once per primary-key type into PostgreSQL and MariaDB through JDBC batches and measures
 * insert rate, table and index size, point lookups and a one-minute time-range scan; writes every run to
 * {@code keys-runs.csv}, the medians to {@code keys.csv} and median, min and max of every figure to
 * {@code keys-spread.csv} ({@link ResultFiles#JDBC}, merged by database and row count into what is there). A
 * macro benchmark, not JMH; run it on a quiet machine (paths are relative to {@code benchmarks/sql-keys}):
 *
 * <pre>{@code
 * benchmarks/sql-keys/run.sh jdbc --db all --rows 1000000
 * }</pre>
 *
 * <p>Per database: one warm-up round (all keys, {@code --warmup-rows}, not recorded), then {@code --runs} rounds,
 * each in its own random order, every measurement after a checkpoint and an idle pause ({@link Rounds}).
 * Each measurement creates its own fresh table {@code oid_bench_keys_<key>} and drops it at the end. Ids are
 * minted in the client from a simulated clock that advances {@code 1000 / --rate} ms per row, and
 * {@code created_at} is that same instant, so the ids' time matches the timestamp column: 1,000,000 rows at the
 * default 100 rows per second span 2 h 47 min, and one minute holds 6,000 rows.
 *
 * <p>Options (an unknown or unpaired one is an error): {@code --db postgresql|mariadb|all} (default all),
 * {@code --rows N} (1000000), {@code --runs N} (5), {@code --batch N} (1000 rows per JDBC batch and transaction),
 * {@code --keys a,b} (all the JDBC keys of {@link KeyType}), {@code --lookups N} (100000), {@code --warmup-rows N}
 * (100000, 0 for none), {@code --rate N} (100 rows per simulated second, a divisor of 1000), {@code --seed N}
 * ({@value Rounds#DEFAULT_SEED}), {@code --pause-seconds N} ({@value Rounds#DEFAULT_PAUSE_SECONDS}),
 * {@code --out path} ({@code results/keys.csv}: the other files go beside it), {@code --url},
 * {@code --user}, {@code --password} (for a single {@code --db}; see {@link Connections}).
 */
public final class KeyBenchmark {

    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private static final String TABLE_PREFIX = "oid_bench_keys_";
    private static final int RANGE_REPEATS = 5;

    private final Options options;
    private final List<Map<String, String>> runs = new ArrayList<>();

    private KeyBenchmark(Options options) {
        this.options = options;
    }

    /** The options {@link #main} reads. */
    static final Set<String> OPTION_NAMES = Set.of("db", "rows", "runs", "batch", "keys", "lookups", "warmup-rows",
            "rate", "out", "url", "user", "password", "seed", "pause-seconds");

    /** Parsed command line. */
    record Options(List<Db> dbs, int rows, int runs, int batch, List<KeyType> keys, int lookups, int warmupRows,
            int rate, Path out, Rounds rounds, dev.oid.benchmarks.keys.Options raw) {

        static Options parse(String... args) {
            dev.oid.benchmarks.keys.Options raw = dev.oid.benchmarks.keys.Options.parse(OPTION_NAMES, args);
            Connections.check(raw);
            List<KeyType> keys = raw.has("keys")
                    ? Arrays.stream(raw.text("keys", "").split(",")).map(KeyType::of).toList()
                    : Arrays.stream(KeyType.values()).filter(KeyType::jdbc).toList();
            keys.stream().filter(key -> !key.jdbc()).findFirst().ifPresent(key -> {
                throw new IllegalArgumentException("--keys " + key.key() + " is measured by the Hibernate benchmark"
                        + " only");
            });
            int rate = raw.integer("rate", 100, 1);
            if (1000 % rate != 0) {
                throw new IllegalArgumentException("--rate must divide 1000, got " + rate);
            }
            return new Options(raw.dbs(), raw.integer("rows", 1_000_000, 1),
                    raw.integer("runs", Rounds.DEFAULT_RUNS, 1), raw.integer("batch", 1000, 1), keys,
                    raw.integer("lookups", 100_000, 1), raw.integer("warmup-rows", 100_000, 0), rate,
                    raw.path("out", "results/keys.csv"), Rounds.of(raw), raw);
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
        Path out = options.out.toAbsolutePath();
        if (!out.getFileName().toString().equals("keys.csv")) {
            throw new IllegalArgumentException("--out must name a keys.csv file, got " + options.out);
        }
        System.out.println("machine: " + Machine.describe());
        Rounds rounds = options.rounds;
        for (Db db : options.dbs) {
            Connections settings = Connections.of(db, options.raw, System.getenv());
            try (Connection connection = DriverManager.getConnection(settings.url(), settings.user(),
                    settings.password())) {
                System.out.printf(Locale.ROOT, "%s %s at %s, driver %s %s; %s; %s%n", db.dbName(),
                        connection.getMetaData().getDatabaseProductVersion(), settings.url(),
                        connection.getMetaData().getDriverName(), connection.getMetaData().getDriverVersion(),
                        db.uuidBinding(), db.prepare(connection));
                List<KeyType> keys = options.keys.stream().filter(key -> key.columnType(db) != null).toList();
                dropLeftovers(connection);
                if (options.warmupRows > 0) {
                    for (KeyType key : keys) {
                        db.settle(connection);
                        measure(connection, db, key, Math.min(options.rows, options.warmupRows),
                                Math.min(options.lookups, 10_000), 0, 0);
                    }
                }
                List<List<KeyType>> orders = rounds.orders(keys, options.runs);
                for (int round = 1; round <= options.runs; round++) {
                    List<KeyType> order = orders.get(round - 1);
                    String orderText = Rounds.format(order.stream().map(KeyType::key).toList());
                    for (int position = 0; position < order.size(); position++) {
                        rounds.settle(db, connection);
                        Map<String, String> result = measure(connection, db, order.get(position), options.rows,
                                options.lookups, round, position + 1);
                        result.put("method", rounds.method());
                        result.put("seed", Long.toString(rounds.seed()));
                        result.put("order", orderText);
                        runs.add(result);
                    }
                }
            }
        }
        ResultFiles.JDBC.write(out.getParent(), runs, options.dbs, options.rows);
        System.out.println("wrote " + ResultFiles.JDBC.runsFile(out.getParent()) + " and its medians and spreads");
    }

    private static void dropLeftovers(Connection connection) throws SQLException {
        for (KeyType key : KeyType.values()) {
            execute(connection, "drop table if exists " + TABLE_PREFIX + key.key());
        }
    }

    /** One load and its measurements into a fresh table; round 0 is the warm-up. */
    private Map<String, String> measure(Connection connection, Db db, KeyType key, int rows, int lookups, int round,
            int position) throws SQLException {
        String table = TABLE_PREFIX + key.key();
        String load = Machine.loadAverage();
        execute(connection, "drop table if exists " + table);
        execute(connection, db.createTable(table, key));
        Map<Metric, Double> figures = new EnumMap<>(Metric.class);
        Object[] sample = load(connection, db, key, table, rows, lookups, figures);
        db.analyze(connection, table);
        figures.putAll(db.sizes(connection, table));
        execute(connection, "create index " + table + "_created on " + table + " (created_at)");
        db.createdAtIndexSize(connection, table, table + "_created", figures);
        db.analyze(connection, table);
        Double indexBytes = figures.get(db == Db.MARIADB ? Metric.CREATED_AT_INDEX_BYTES : Metric.PK_INDEX_BYTES);
        if (indexBytes != null) {
            figures.put(Metric.INDEX_BYTES, indexBytes);
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
        for (Metric metric : ResultFiles.JDBC.metrics()) {
            Double value = figures.get(metric);
            result.put(metric.column(), value == null ? "" : Metric.format(value));
        }
        System.out.printf(Locale.ROOT, "%s %s run %d pos %d (load %s): %,.0f rows/s (last 1M %,.0f), table %,.0f B,"
                + " index %,.0f B, lookup p50 %.1f us p99 %.1f us, range key %s ms / created_at %.2f ms (%,.0f rows)%n",
                db.dbName(), key.key(), round, position, load, figures.get(Metric.INSERT_ROWS_PER_S),
                figures.get(Metric.INSERT_LAST_MILLION_ROWS_PER_S),
                figures.getOrDefault(Metric.TABLE_BYTES, Double.NaN),
                figures.getOrDefault(Metric.INDEX_BYTES, Double.NaN), figures.get(Metric.LOOKUP_P50_US),
                figures.get(Metric.LOOKUP_P99_US), result.get("range_scan_ms"),
                figures.get(Metric.RANGE_SCAN_CREATED_AT_MS), figures.get(Metric.RANGE_ROWS));
        return result;
    }

    /** Inserts {@code rows} rows in JDBC batches, one transaction per batch; returns a sample of the keys. */
    private Object[] load(Connection connection, Db db, KeyType key, String table, int rows, int lookups,
            Map<Metric, Double> figures) throws SQLException {
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
        figures.put(Metric.LOAD_SECONDS, (end - start) / 1e9);
        figures.put(Metric.INSERT_TOTAL_ROWS_PER_S, rows / ((end - start) / 1e9));
        figures.put(Metric.INSERT_ROWS_PER_S, rateAfter(rows / 10, start, doneRows, doneAt, marks, rows, end));
        figures.put(Metric.INSERT_LAST_MILLION_ROWS_PER_S,
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
    private void lookups(Connection connection, Db db, String table, Object[] sample, Map<Metric, Double> figures)
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
        figures.put(Metric.LOOKUP_P50_US, nanos[nanos.length / 2] / 1e3);
        figures.put(Metric.LOOKUP_P99_US, nanos[(int) Math.ceil(nanos.length * 0.99) - 1] / 1e3);
    }

    private static int lookup(PreparedStatement select, Db db, Object key) throws SQLException {
        db.bind(select, 1, key);
        return drain(select);
    }

    /** One minute of rows from the middle of the load, by key range and by {@code created_at}; median ms. */
    private void rangeScans(Connection connection, Db db, KeyType key, String table, int rows,
            Map<Metric, Double> figures) throws SQLException {
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
        figures.put(Metric.RANGE_SCAN_CREATED_AT_MS, Stats.median(byTime));
        figures.put(Metric.RANGE_ROWS, (double) timeRows);
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
        figures.put(Metric.RANGE_SCAN_MS, Stats.median(byKey));
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

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
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

}
