package dev.oid.benchmarks;

import dev.oid.benchmarks.jpa.InsertEntities.IdentityRow;
import dev.oid.benchmarks.jpa.InsertEntities.ObjectIdRow;
import dev.oid.benchmarks.jpa.InsertEntities.SequenceRow;
import dev.oid.benchmarks.jpa.InsertEntities.UuidRow;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Persists entities through Hibernate into PostgreSQL with four primary-key strategies: ObjectId
 * ({@code bytea}, minted in the application), IDENTITY {@code bigint}, random UUID and a sequence with the
 * pooled optimizer. Each strategy has its own table; per strategy it times 100,000 persists into the empty
 * table, then fills the table to 900,000 rows with server-side filler and times another 100,000 persists, so
 * the last phase inserts into a table that grows to 1,000,000 rows. JDBC batches of 50; one transaction per
 * 1,000 rows. The whole sequence runs in rounds (by default one per strategy), the order of the strategies
 * rotated by one each round so that no strategy always runs first (on a cold database, cache and JIT); the table
 * gives each figure's median over the rounds. A measurement, not a JMH benchmark: run it on a quiet machine, with
 * no other benchmark running, from the repository root:
 *
 * <pre>{@code
 * ./mvnw -B -q -pl oid-benchmarks -am package -DskipTests
 * java -cp oid-benchmarks/target/benchmarks.jar \
 *     dev.oid.benchmarks.JpaInsertBenchmark [rowsPerPhase=100000] [jdbcUrl] [rounds=4]
 * }</pre>
 *
 * Default URL {@code jdbc:postgresql://127.0.0.1:5432/test?reWriteBatchedInserts=true}, user
 * {@code postgres}, no password (override with {@code OID_BENCH_PG_USER} / {@code OID_BENCH_PG_PASSWORD}).
 * When PostgreSQL is unreachable it prints a message and exits with status 0.
 */
public final class JpaInsertBenchmark {

    private static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?reWriteBatchedInserts=true";
    private static final int BATCH = 50;
    private static final int PER_TRANSACTION = 1_000;
    private static final int GROWN_TO = 1_000_000;
    /** Keeps Hibernate's logger configured while the benchmark runs (JUL holds loggers weakly). */
    private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

    private JpaInsertBenchmark() {
    }

    /** One primary-key strategy. */
    private record Variant(String name, String table, Class<?> entity, Function<String, Object> factory,
            String fillerSql) {
    }

    /**
     * Runs the measurement and prints a table.
     *
     * @param args optional rows per timed phase (default 100000), JDBC URL and number of rounds (default: one per
     *        strategy)
     * @throws SQLException if the database fails during set-up
     */
    public static void main(String[] args) throws SQLException {
        HIBERNATE_LOG.setLevel(Level.WARNING);
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        String url = args.length > 1 ? args[1] : DEFAULT_URL;
        String user = System.getenv().getOrDefault("OID_BENCH_PG_USER", "postgres");
        String password = System.getenv().getOrDefault("OID_BENCH_PG_PASSWORD", "");
        try (Connection probe = DriverManager.getConnection(url, user, password)) {
            System.out.println("PostgreSQL " + probe.getMetaData().getDatabaseProductVersion() + " at " + url);
        } catch (SQLException e) {
            System.out.println("SKIPPED: PostgreSQL is unreachable at " + url + " (" + e.getMessage() + ")");
            return;
        }
        int filler = Math.max(0, GROWN_TO - 2 * rows);
        List<Variant> variants = List.of(
                new Variant("ObjectId BINARY(12)", "bench_objectid", ObjectIdRow.class, ObjectIdRow::new,
                        // ids of an earlier second, ascending, as an application would have minted them
                        "insert into bench_objectid(id, payload) select decode(lpad(to_hex(extract(epoch from"
                                + " now())::bigint - 3600), 8, '0') || lpad(to_hex(g), 16, '0'), 'hex'), 'filler'"
                                + " from generate_series(1, %d) g"),
                new Variant("IDENTITY bigint", "bench_identity", IdentityRow.class, IdentityRow::new,
                        "insert into bench_identity(payload) select 'filler' from generate_series(1, %d)"),
                new Variant("random UUID", "bench_uuid", UuidRow.class, UuidRow::new,
                        "insert into bench_uuid(id, payload) select gen_random_uuid(), 'filler'"
                                + " from generate_series(1, %d)"),
                new Variant("sequence, pooled (50)", "bench_sequence", SequenceRow.class, SequenceRow::new,
                        "insert into bench_sequence(id, payload) select nextval('bench_seq'), 'filler'"
                                + " from generate_series(1, %d)"));

        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : variants.size();
        Map<String, List<double[]>> results = new HashMap<>();
        try (SessionFactory factory = sessionFactory(url, user, password, variants)) {
            for (int round = 0; round < rounds; round++) {
                List<Variant> order = new ArrayList<>(variants);
                Collections.rotate(order, -round);  // round r starts with variant r: none always runs first
                for (Variant variant : order) {
                    persist(factory, variant, Math.min(rows, 20_000));  // JIT warm-up, then start from empty
                    execute(factory, "truncate table " + variant.table);
                    double empty = persist(factory, variant, rows);
                    execute(factory, String.format(Locale.ROOT, variant.fillerSql, filler));
                    execute(factory, "vacuum analyze " + variant.table);
                    double grown = persist(factory, variant, rows);
                    long count = factory.fromSession(s -> s.createNativeQuery(
                            "select count(*) from " + variant.table, Long.class).getSingleResult());
                    results.computeIfAbsent(variant.name, name -> new ArrayList<>()).add(new double[] {empty, grown});
                    System.out.printf(Locale.ROOT, "round %d: %-24s %,.0f / %,.0f rows/s, %,d rows%n", round + 1,
                            variant.name, empty, grown, count);
                }
            }
        }
        printTable(variants, results, rows, rounds);
    }

    private static SessionFactory sessionFactory(String url, String user, String password,
            List<Variant> variants) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_JDBC_URL, url);
        settings.put(AvailableSettings.JAKARTA_JDBC_USER, user);
        settings.put(AvailableSettings.JAKARTA_JDBC_PASSWORD, password);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create");
        settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH);
        settings.put(AvailableSettings.ORDER_INSERTS, true);
        settings.put("hibernate.connection.pool_size", 1);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        MetadataSources sources = new MetadataSources(registry);
        variants.forEach(variant -> sources.addAnnotatedClass(variant.entity));
        return sources.buildMetadata().buildSessionFactory();
    }

    /** Persists {@code rows} entities in transactions of 1,000, flushing every 50; returns rows per second. */
    private static double persist(SessionFactory factory, Variant variant, int rows) {
        long start = System.nanoTime();
        for (int done = 0; done < rows; done += PER_TRANSACTION) {
            int size = Math.min(PER_TRANSACTION, rows - done);
            factory.inTransaction(session -> {
                for (int i = 0; i < size; i++) {
                    session.persist(variant.factory.apply("payload-" + i));
                    if ((i + 1) % BATCH == 0) {
                        session.flush();
                        session.clear();
                    }
                }
            });
        }
        return rows / ((System.nanoTime() - start) / 1e9);
    }

    private static void execute(SessionFactory factory, String sql) {
        factory.inSession(session -> session.doWork(connection -> {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute(sql);
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }));
    }

    private static void printTable(List<Variant> variants, Map<String, List<double[]>> results, int rows,
            int rounds) {
        double objectIdGrown = median(results.get(variants.get(0).name), 1);
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Medians of %d rounds, order of the strategies rotated each round:",
                rounds));
        lines.add(String.format(Locale.ROOT, "| primary key | rows/s, %,d into empty table | rows/s, %,d more at"
                + " 900k -> 1M rows | ObjectId speed-up at 1M |", rows, rows));
        lines.add("|---|---:|---:|---:|");
        for (Variant variant : variants) {
            List<double[]> r = results.get(variant.name);
            double grown = median(r, 1);
            lines.add(String.format(Locale.ROOT, "| %s | %,.0f | %,.0f | %.2fx |", variant.name, median(r, 0),
                    grown, objectIdGrown / grown));
        }
        lines.forEach(System.out::println);
    }

    /** The median of column {@code index} of the rounds' figures. */
    private static double median(List<double[]> figures, int index) {
        double[] values = figures.stream().mapToDouble(f -> f[index]).sorted().toArray();
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    }
}
