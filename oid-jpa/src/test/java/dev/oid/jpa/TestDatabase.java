package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.oid.jpa.internal.HibernateLine;
import dev.oid.testsupport.SqlTestDatabase;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * The database the oid-jpa tests run on: the one named by {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER} and
 * {@code OID_IT_JDBC_PASSWORD}), as the integration tests pick it (PostgreSQL and MariaDB in CI), otherwise a fresh
 * in-memory H2 database per session factory. Plain Hibernate bootstrap (no JPA). Tables are created when a factory
 * starts and, on a real database, dropped when it closes.
 */
enum TestDatabase {
    H2("BINARY(12)", "CHARACTER(24)", "BINARY VARYING(12)", "UUID(16)"),
    POSTGRESQL("bytea", "bpchar(24)", "bytea", "uuid"),
    // Hibernate 7's MariaDB dialect writes the JDBC type CHAR as varchar; 6.6's as char.
    MARIADB("BINARY(12)",
            HibernateLine.current() == HibernateLine.HIBERNATE_6_6 ? "CHAR(24)" : "VARCHAR(24)",
            "VARBINARY(12)",
            // no native uuid binding: the uuid mapping is refused at boot
            null);

    /** The database of this run. */
    static final TestDatabase CURRENT = fromEnvironment();

    private static final AtomicInteger H2_DATABASES = new AtomicInteger();

    /** Column type, as {@link #columnType} reports it, of an ObjectId in BINARY(12). */
    final String binary12;
    /** Column type of an ObjectId or String id in CHAR(24). */
    final String char24;
    /** Column type of an ObjectId in VARBINARY (12 bytes). */
    final String varbinary12;
    /** Column type of an ObjectId with {@code @JdbcTypeCode(SqlTypes.UUID)}, or null where that is refused. */
    final String uuid;

    TestDatabase(String binary12, String char24, String varbinary12, String uuid) {
        this.binary12 = binary12;
        this.char24 = char24;
        this.varbinary12 = varbinary12;
        this.uuid = uuid;
    }

    /** The run's database as oid-test-support picks it from {@code OID_IT_JDBC_URL}, with this suite's column types. */
    private static TestDatabase fromEnvironment() {
        return valueOf(SqlTestDatabase.current().name());
    }

    /** A JDBC URL for a new session factory: a fresh in-memory database on H2, the configured one otherwise. */
    static String newUrl() {
        return CURRENT == H2 ? "jdbc:h2:mem:oid" + H2_DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1"
                : SqlTestDatabase.current().url("unused");
    }

    static String user() {
        return SqlTestDatabase.current().user();
    }

    static String password() {
        return SqlTestDatabase.current().password();
    }

    /** The JPA properties that point a persistence unit at this run's database. */
    static Map<String, Object> jpaProperties() {
        return Map.of(AvailableSettings.JAKARTA_JDBC_URL, newUrl(),
                AvailableSettings.JAKARTA_JDBC_USER, user(),
                AvailableSettings.JAKARTA_JDBC_PASSWORD, password());
    }

    static SessionFactory sessionFactory(Map<String, Object> extraSettings, Class<?>... entities) {
        Map<String, Object> settings = new HashMap<>();
        if (!extraSettings.containsKey(AvailableSettings.CONNECTION_PROVIDER)) {
            settings.put(AvailableSettings.JAKARTA_JDBC_URL, newUrl());
            settings.put(AvailableSettings.JAKARTA_JDBC_USER, user());
            settings.put(AvailableSettings.JAKARTA_JDBC_PASSWORD, password());
        }
        settings.put(AvailableSettings.HBM2DDL_AUTO, CURRENT == H2 ? "create" : "create-drop");
        settings.put("hibernate.connection.pool_size", "2");
        settings.putAll(extraSettings);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Class<?> entity : entities) {
                sources.addAnnotatedClass(entity);
            }
            return sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    static SessionFactory sessionFactory(Class<?>... entities) {
        return sessionFactory(Map.of(), entities);
    }

    /**
     * Returns "TYPE(size)" of a column as the JDBC driver's metadata reports it, for example {@code BINARY(12)} on H2
     * and MariaDB; types without a bounded size (PostgreSQL's {@code bytea}, {@code uuid}) have no size.
     */
    static String columnType(SessionFactory factory, String table, String column) {
        return factory.fromSession(session -> session.doReturningWork(connection -> columnType(connection, table,
                column)));
    }

    private static String columnType(Connection connection, String table, String column) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        String catalog = connection.getCatalog();
        for (String t : List.of(table, table.toLowerCase(Locale.ROOT), table.toUpperCase(Locale.ROOT))) {
            for (String c : List.of(column, column.toLowerCase(Locale.ROOT), column.toUpperCase(Locale.ROOT))) {
                try (ResultSet columns = metaData.getColumns(catalog, null, t, c)) {
                    if (columns.next()) {
                        String type = columns.getString("TYPE_NAME");
                        int size = columns.getInt("COLUMN_SIZE");
                        boolean unbounded = type.equals("bytea") || type.equals("uuid") || size >= Integer.MAX_VALUE;
                        return unbounded ? type : type + "(" + size + ")";
                    }
                }
            }
        }
        throw new AssertionError("no column " + table + "." + column);
    }

    /**
     * Builds a session factory that must fail while the mapping is built, and returns the innermost
     * {@link MappingException} of the failure's causal chain: the one that names the problem (Hibernate 6.6 wraps a
     * generator's own in "Could not instantiate id generator").
     */
    static MappingException bootFailure(Map<String, Object> extraSettings, Class<?>... entities) {
        Throwable thrown = catchThrowable(() -> sessionFactory(extraSettings, entities).close());
        assertThat(thrown).as("the session factory of %s must fail to start", List.of(entities)).isNotNull();
        return causes(thrown).stream().filter(MappingException.class::isInstance).map(MappingException.class::cast)
                .reduce((outer, inner) -> inner)
                .orElseThrow(() -> new AssertionError("no MappingException in the causes of " + thrown, thrown));
    }

    static MappingException bootFailure(Class<?>... entities) {
        return bootFailure(Map.of(), entities);
    }

    /** Every throwable of the causal chain, outermost first. */
    static List<Throwable> causes(Throwable thrown) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = thrown; t != null && !chain.contains(t); t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }
}
