package dev.oid.benchmarks.keys.hibernate;

import dev.oid.benchmarks.keys.hibernate.KeyEntities.IdentityKey;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.ObjectIdKey;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.ObjectIdTextKey;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.ObjectIdUuidKey;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.Payload;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.UuidV4Key;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.UuidV7Key;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * The second run of {@link dev.oid.benchmarks.keys.KeyBenchmark}: the key types Hibernate ORM generates
 * (IDENTITY, {@code @UuidGenerator} random and version 7, oid-jpa's {@code @ObjectIdGenerated} on an
 * {@code ObjectId}, a {@code String} and, on PostgreSQL, a {@code uuid} column) persisted through Hibernate with
 * JDBC batches of 1,000 and one transaction per 1,000 rows, into the same payload columns. It measures the insert
 * rate only (the tables are the JDBC run's). Each round truncates every table, rounds rotate the order of the
 * keys, and a warm-up round comes first. Writes {@code keys-hibernate.csv} beside {@code --out}:
 *
 * <pre>{@code
 * java -cp oid-benchmarks/target/benchmarks.jar dev.oid.benchmarks.keys.hibernate.HibernateKeyBenchmark \
 *     --db all --rows 1000000
 * }</pre>
 *
 * Options: {@code --db postgresql|mariadb|all}, {@code --rows N} (1000000), {@code --runs N} (3),
 * {@code --warmup-rows N} (50000), {@code --out path} ({@code oid-benchmarks/results/keys.csv}). Databases are
 * this machine's, as in {@code KeyBenchmark}. Ids are minted with the real clock (Hibernate's generators take
 * none); the steady-state rate counts the rows after the first 10 %.
 */
public final class HibernateKeyBenchmark {

    private static final int BATCH = 1_000;
    /** Keeps Hibernate's logger configured while the benchmark runs (JUL holds loggers weakly). */
    private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

    private HibernateKeyBenchmark() {
    }

    /** One key type: its CSV name, entity and the column type Hibernate gives it per database. */
    private record Key(String name, Class<? extends Payload> entity, Supplier<Payload> factory, String postgresql,
            String mariadb) {
    }

    private static final List<Key> KEYS = List.of(
            new Key("bigint", IdentityKey.class, IdentityKey::new, "bigint identity", "BIGINT AUTO_INCREMENT"),
            new Key("uuidv4", UuidV4Key.class, UuidV4Key::new, "uuid", "UUID"),
            new Key("uuidv7", UuidV7Key.class, UuidV7Key::new, "uuid", "UUID"),
            new Key("objectid", ObjectIdKey.class, ObjectIdKey::new, "bytea", "BINARY(12)"),
            new Key("objectid_text", ObjectIdTextKey.class, ObjectIdTextKey::new, "char(24)", "VARCHAR(24)"),
            new Key("objectid_uuid", ObjectIdUuidKey.class, ObjectIdUuidKey::new, "uuid", null));

    /**
     * Runs the benchmark.
     *
     * @param args options, see the class documentation
     * @throws IOException if the CSV cannot be written
     */
    public static void main(String[] args) throws IOException {
        HIBERNATE_LOG.setLevel(Level.WARNING);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        String dbOption = options.getOrDefault("db", "all");
        List<String> dbs = dbOption.equals("all") ? List.of("postgresql", "mariadb") : List.of(dbOption.split(","));
        int rows = Integer.parseInt(options.getOrDefault("rows", "1000000"));
        int runs = Integer.parseInt(options.getOrDefault("runs", "3"));
        int warmup = Integer.parseInt(options.getOrDefault("warmup-rows", "50000"));
        Path out = Path.of(options.getOrDefault("out", "oid-benchmarks/results/keys.csv")).toAbsolutePath();
        List<String> lines = new ArrayList<>();
        for (String db : dbs) {
            boolean postgresql = db.equals("postgresql");
            List<Key> keys = KEYS.stream().filter(key -> postgresql || key.mariadb != null).toList();
            String url = postgresql ? "jdbc:postgresql://127.0.0.1:5432/test?reWriteBatchedInserts=true"
                    : "jdbc:mariadb://127.0.0.1:3306/test?rewriteBatchedStatements=true";
            Map<String, List<double[]>> results = new HashMap<>();
            try (SessionFactory factory = sessionFactory(url, postgresql ? "postgres" : "root", keys)) {
                for (Key key : keys) {
                    persist(factory, key, Math.min(rows, warmup));
                }
                for (int round = 0; round < runs; round++) {
                    List<Key> order = new ArrayList<>(keys);
                    Collections.rotate(order, -round);
                    for (Key key : order) {
                        truncate(factory, key, postgresql);
                        String load = loadAverage();
                        double[] rates = persist(factory, key, rows);
                        results.computeIfAbsent(key.name, k -> new ArrayList<>()).add(rates);
                        System.out.printf(Locale.ROOT, "%s %s round %d (load %s): %,.0f rows/s steady, %,.0f"
                                + " overall%n", db, key.name, round + 1, load, rates[0], rates[1]);
                    }
                }
                for (Key key : keys) {
                    truncate(factory, key, postgresql);
                }
                factory.getSchemaManager().dropMappedObjects(false);
            }
            for (Key key : keys) {
                double[] steady = results.get(key.name).stream().mapToDouble(r -> r[0]).sorted().toArray();
                lines.add(String.format(Locale.ROOT, "%s,%s,%s,%d,%.0f,%.0f,%.0f,%d", db, key.name,
                        postgresql ? key.postgresql : key.mariadb, rows, median(steady), steady[0],
                        steady[steady.length - 1], steady.length));
            }
        }
        Path csv = out.resolveSibling("keys-hibernate.csv");
        List<String> all = new ArrayList<>();
        all.add("db,key,column_type,rows,insert_rows_per_s,insert_min,insert_max,runs");
        if (Files.exists(csv)) {
            Files.readAllLines(csv, StandardCharsets.UTF_8).stream().skip(1)
                    .filter(line -> dbs.stream().noneMatch(db -> line.startsWith(db + ","))
                            || !line.split(",")[3].equals(Integer.toString(rows)))
                    .forEach(all::add);
        }
        all.addAll(lines);
        Files.createDirectories(csv.getParent());
        Files.write(csv, all, StandardCharsets.UTF_8);
        all.forEach(System.out::println);
    }

    private static SessionFactory sessionFactory(String url, String user, List<Key> keys) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_JDBC_URL, url);
        settings.put(AvailableSettings.JAKARTA_JDBC_USER, user);
        settings.put(AvailableSettings.JAKARTA_JDBC_PASSWORD, "");
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create");
        settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH);
        settings.put("hibernate.connection.pool_size", 1);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        MetadataSources sources = new MetadataSources(registry);
        keys.forEach(key -> sources.addAnnotatedClass(key.entity));
        return sources.buildMetadata().buildSessionFactory();
    }

    /** Persists {@code rows} entities, one transaction and flush per 1,000; returns steady and overall rows/s. */
    private static double[] persist(SessionFactory factory, Key key, int rows) {
        Random payload = new Random(42);
        long start = System.nanoTime();
        long steadyStart = start;
        int steadyFrom = rows / 10;
        int steadyRows = rows;
        for (int done = 0; done < rows; done += BATCH) {
            if (done >= steadyFrom && steadyRows == rows && done > 0) {
                steadyStart = System.nanoTime();
                steadyRows = rows - done;
            }
            int size = Math.min(BATCH, rows - done);
            int first = done;
            factory.inTransaction(session -> {
                for (int i = 0; i < size; i++) {
                    long millis = 1_767_225_600_000L + (first + i) * 10L;
                    session.persist(key.factory.get().with(LocalDateTime.ofEpochSecond(millis / 1000,
                            (int) (millis % 1000) * 1_000_000, ZoneOffset.UTC), payload.nextInt(100_000),
                            BigDecimal.valueOf(payload.nextInt(1_000_000), 2),
                            "order " + (first + i) + " of customer " + payload.nextInt(1000)));
                }
                session.flush();
                session.clear();
            });
        }
        long end = System.nanoTime();
        return new double[] {steadyRows / ((end - steadyStart) / 1e9), rows / ((end - start) / 1e9)};
    }

    private static void truncate(SessionFactory factory, Key key, boolean postgresql) {
        String table = "oid_bench_keys_h_" + key.name;
        factory.inSession(session -> session.doWork(connection -> {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute("truncate table " + table + (postgresql ? " restart identity" : ""));
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }));
    }

    private static double median(double[] sorted) {
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static String loadAverage() {
        try {
            return Arrays.asList(Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).split(" "))
                    .get(0);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
