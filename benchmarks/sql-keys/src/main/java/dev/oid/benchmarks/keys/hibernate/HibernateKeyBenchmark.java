package dev.oid.benchmarks.keys.hibernate;

import dev.oid.benchmarks.keys.Connections;
import dev.oid.benchmarks.keys.Db;
import dev.oid.benchmarks.keys.KeyType;
import dev.oid.benchmarks.keys.Machine;
import dev.oid.benchmarks.keys.Metric;
import dev.oid.benchmarks.keys.Options;
import dev.oid.benchmarks.keys.ResultFiles;
import dev.oid.benchmarks.keys.Rounds;
import dev.oid.benchmarks.keys.hibernate.KeyEntities.Payload;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * The second run of {@link dev.oid.benchmarks.keys.KeyBenchmark}: every key of the same catalogue
 * ({@link KeyType}) that Hibernate ORM generates ({@link KeyEntities#entity}: IDENTITY, a pooled SEQUENCE,
 * {@code @UuidGenerator} random and version 7, oid-jpa's {@code @ObjectIdGenerated} on an {@code ObjectId}, a
 * {@code String} on the default and on a binary collation and, on PostgreSQL, an {@code ObjectId} in a
 * {@code uuid} column) persisted through Hibernate with JDBC batches of 1,000 and one transaction per 1,000 rows,
 * into the same payload columns; client-minted keys' columns are altered to the catalogue's column type, so both
 * benchmarks measure the same DDL. It measures the insert rate only. Each run truncates the key's table; rounds
 * follow the same method as the JDBC benchmark ({@link Rounds}: a random order per round, checkpoint and idle pause
 * before every measurement), after a warm-up round. Writes {@code keys-hibernate.csv} and
 * {@code keys-hibernate-runs.csv} ({@link ResultFiles#HIBERNATE}) beside {@code --out}:
 *
 * <pre>{@code
 * benchmarks/sql-keys/run.sh hibernate --db all --rows 1000000
 * }</pre>
 *
 * Options (an unknown or unpaired one is an error): {@code --db postgresql|mariadb|all}, {@code --rows N}
 * (1000000), {@code --runs N} (5), {@code --warmup-rows N} (50000), {@code --seed N}, {@code --pause-seconds N},
 * {@code --out path} ({@code results/keys.csv}), {@code --url}, {@code --user}, {@code --password}
 * ({@link Connections}, one {@code --db}). Ids are minted with the real clock (Hibernate's generators take none);
 * the steady-state rate counts the rows after the first 10 %.
 */
public final class HibernateKeyBenchmark {

    private static final int BATCH = 1_000;
    /** Keeps Hibernate's logger configured while the benchmark runs (JUL holds loggers weakly). */
    private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");
    /** The options {@link #main} reads. */
    static final Set<String> OPTION_NAMES;

    static {
        Set<String> names = new HashSet<>(Set.of("db", "rows", "runs", "warmup-rows", "out"));
        names.addAll(Connections.OPTIONS);
        names.addAll(Rounds.OPTIONS);
        OPTION_NAMES = Set.copyOf(names);
    }

    private HibernateKeyBenchmark() {
    }

    /**
     * The keys Hibernate generates on a database, in catalogue order.
     *
     * @param db the database
     * @return the keys with an entity and a column type there
     */
    static List<KeyType> keys(Db db) {
        return Arrays.stream(KeyType.values())
                .filter(key -> KeyEntities.entity(key) != null && key.columnType(db) != null).toList();
    }

    /**
     * The column type a key gets here: Hibernate's own DDL for database-generated keys, else the catalogue's.
     *
     * @param key the key
     * @param db the database
     * @return e.g. {@code bigint identity} or {@code BINARY(12)}
     */
    static String columnType(KeyType key, Db db) {
        return switch (key) {
            case BIGINT -> db == Db.MARIADB ? "BIGINT AUTO_INCREMENT" : "bigint identity";
            case BIGINT_SEQUENCE -> db == Db.MARIADB ? "BIGINT + SEQUENCE (pooled 50)" : "bigint + sequence (pooled 50)";
            default -> key.columnType(db);
        };
    }

    /**
     * Runs the benchmark.
     *
     * @param args options, see the class documentation
     * @throws IOException if the CSV cannot be written
     * @throws SQLException if a database fails
     */
    public static void main(String[] args) throws IOException, SQLException {
        HIBERNATE_LOG.setLevel(Level.WARNING);
        Options options = Options.parse(OPTION_NAMES, args);
        Connections.check(options);
        List<Db> dbs = options.dbs();
        int rows = options.integer("rows", 1_000_000, 1);
        int runs = options.integer("runs", Rounds.DEFAULT_RUNS, 1);
        int warmup = options.integer("warmup-rows", 50_000, 0);
        Rounds rounds = Rounds.of(options);
        Path out = options.path("out", "results/keys.csv").toAbsolutePath();
        System.out.println("machine: " + Machine.describe());
        List<Map<String, String>> results = new ArrayList<>();
        for (Db db : dbs) {
            List<KeyType> keys = keys(db);
            Connections settings = Connections.of(db, options, System.getenv());
            try (SessionFactory factory = sessionFactory(settings, keys)) {
                factory.inSession(session -> session.doWork(connection -> {
                    System.out.println(db.dbName() + " at " + settings.url() + "; " + db.uuidBinding());
                    for (KeyType key : keys) {
                        if (!key.databaseGenerated() && key.columnType(db) != null) {
                            alterIdColumn(connection, db, key);
                        }
                    }
                }));
                for (KeyType key : keys) {
                    if (warmup > 0) {
                        persist(factory, key, Math.min(rows, warmup));
                    }
                }
                List<List<KeyType>> orders = rounds.orders(keys, runs);
                for (int round = 1; round <= runs; round++) {
                    List<KeyType> order = orders.get(round - 1);
                    String orderText = Rounds.format(order.stream().map(KeyType::key).toList());
                    for (int position = 0; position < order.size(); position++) {
                        KeyType key = order.get(position);
                        truncate(factory, key, db);
                        factory.inSession(session -> session.doWork(connection -> settle(rounds, db, connection)));
                        String load = Machine.loadAverage();
                        double[] rates = persist(factory, key, rows);
                        Map<String, String> run = new LinkedHashMap<>();
                        run.put("db", db.dbName());
                        run.put("key", key.key());
                        run.put("column_type", columnType(key, db));
                        run.put("rows", Integer.toString(rows));
                        run.put("run", Integer.toString(round));
                        run.put("position", Integer.toString(position + 1));
                        run.put("load1", load);
                        run.put(Metric.INSERT_ROWS_PER_S.column(), Metric.format(rates[0]));
                        run.put(Metric.INSERT_TOTAL_ROWS_PER_S.column(), Metric.format(rates[1]));
                        run.put("method", rounds.method());
                        run.put("seed", Long.toString(rounds.seed()));
                        run.put("order", orderText);
                        results.add(run);
                        System.out.printf(Locale.ROOT, "%s %s run %d pos %d (load %s): %,.0f rows/s steady,"
                                + " %,.0f overall%n", db.dbName(), key.key(), round, position + 1, load, rates[0],
                                rates[1]);
                    }
                }
                for (KeyType key : keys) {
                    truncate(factory, key, db);
                }
                factory.getSchemaManager().dropMappedObjects(false);
            }
        }
        ResultFiles.HIBERNATE.write(out.getParent(), results, dbs, rows);
        System.out.println("wrote " + ResultFiles.HIBERNATE.runsFile(out.getParent()) + " and "
                + ResultFiles.HIBERNATE.mediansFile(out.getParent()));
    }

    private static void settle(Rounds rounds, Db db, Connection connection) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(true);
        try {
            rounds.settle(db, connection);
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    /** Gives a client-minted key's column the catalogue's type (a no-op where Hibernate's DDL has it already). */
    private static void alterIdColumn(Connection connection, Db db, KeyType key) throws SQLException {
        String table = KeyEntities.TABLE_PREFIX + key.key();
        String sql = switch (db) {
            case POSTGRESQL -> "alter table " + table + " alter column id type " + key.columnType(db);
            case MARIADB -> "alter table " + table + " modify id " + key.columnType(db) + " not null";
            case H2 -> "alter table " + table + " alter column id set data type " + key.columnType(db);
        };
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(true);
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private static SessionFactory sessionFactory(Connections settings, List<KeyType> keys) {
        Map<String, Object> hibernate = new HashMap<>();
        hibernate.put(AvailableSettings.JAKARTA_JDBC_URL, settings.url());
        hibernate.put(AvailableSettings.JAKARTA_JDBC_USER, settings.user());
        hibernate.put(AvailableSettings.JAKARTA_JDBC_PASSWORD, settings.password());
        hibernate.put(AvailableSettings.HBM2DDL_AUTO, "create");
        hibernate.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH);
        hibernate.put("hibernate.connection.pool_size", 1);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(hibernate).build();
        MetadataSources sources = new MetadataSources(registry);
        keys.forEach(key -> sources.addAnnotatedClass(KeyEntities.entity(key)));
        return sources.buildMetadata().buildSessionFactory();
    }

    /** Persists {@code rows} entities, one transaction and flush per 1,000; returns steady and overall rows/s. */
    private static double[] persist(SessionFactory factory, KeyType key, int rows) {
        Class<? extends Payload> entity = KeyEntities.entity(key);
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
                    session.persist(newEntity(entity).with(LocalDateTime.ofEpochSecond(millis / 1000,
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

    private static Payload newEntity(Class<? extends Payload> entity) {
        try {
            return entity.getDeclaredConstructor().newInstance();
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException
                | NoSuchMethodException e) {
            throw new IllegalStateException("cannot create " + entity.getName(), e);
        }
    }

    private static void truncate(SessionFactory factory, KeyType key, Db db) {
        String table = KeyEntities.TABLE_PREFIX + key.key();
        factory.inSession(session -> session.doWork(connection -> {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute("truncate table " + table + (db == Db.POSTGRESQL ? " restart identity" : ""));
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }));
    }
}
