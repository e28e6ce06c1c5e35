package dev.oid.it;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;

import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.naming.PhysicalNamingStrategyStandardImpl;
import org.hibernate.cfg.MappingSettings;
import org.hibernate.engine.jdbc.env.spi.JdbcEnvironment;
import org.hibernate.jpa.HibernatePersistenceConfiguration;
import org.hibernate.tool.schema.Action;
import org.testcontainers.postgresql.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;

import dev.oid.it.ServerTargets.Source;
import jakarta.persistence.EntityManagerFactory;

/**
 * The SQL database of this test run: resolved and started once, shared by every test class.
 *
 * @see ServerTargets
 */
final class SqlTarget {

    /** The pinned image for the Testcontainers path. */
    static final DockerImageName IMAGE = DockerImageName.parse("postgres:17.6");

    /** The in-process fallback: a named in-memory H2 database that lives as long as the JVM. */
    static final String H2_URL = "jdbc:h2:mem:oid_it;DB_CLOSE_DELAY=-1";

    /**
     * Appended to every table name of this run ({@code oid_it_item} becomes e.g. {@code oid_it_item_3fa9c1}), so
     * that runs sharing one database (CI, several people on one machine) never create, empty or drop each other's
     * tables. Six random hex digits per JVM; logged with the target.
     */
    static final String RUN_SUFFIX = "_" + HexFormat.of().toHexDigits(new SecureRandom().nextInt(), 6);

    private final Source source;
    private final String url;
    private final String user;
    private final String password;
    private final String product;
    private final String version;

    private SqlTarget(Source source, String url, String user, String password) {
        this.source = source;
        this.url = url;
        this.user = user;
        this.password = password;
        try (Connection connection = connect()) {
            DatabaseMetaData meta = connection.getMetaData();
            this.product = meta.getDatabaseProductName();
            this.version = meta.getDatabaseProductVersion();
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot connect to the SQL target " + url + " as user " + user + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Returns the shared target, resolving and starting it on first call.
     *
     * @return the SQL target of this run
     */
    static SqlTarget get() {
        return Holder.INSTANCE;
    }

    private static final class Holder {
        static final SqlTarget INSTANCE = resolve(System.getenv());
    }

    private static SqlTarget resolve(Map<String, String> env) {
        Source source = ServerTargets.choose(env, ServerTargets.JDBC_URL, ServerTargets::dockerAvailable,
                "SQL database");
        SqlTarget target = switch (source) {
            case ENVIRONMENT -> new SqlTarget(source, env.get(ServerTargets.JDBC_URL).trim(),
                    ServerTargets.trimmed(env.get(ServerTargets.JDBC_USER)),
                    env.getOrDefault(ServerTargets.JDBC_PASSWORD, ""));
            case TESTCONTAINERS -> {
                @SuppressWarnings("resource") // stopped by the shutdown hook; Ryuk removes it if the JVM dies
                PostgreSQLContainer container = new PostgreSQLContainer(IMAGE);
                container.start();
                Runtime.getRuntime().addShutdownHook(new Thread(container::stop, "oid-it-postgresql-stop"));
                yield new SqlTarget(source, container.getJdbcUrl(), container.getUsername(), container.getPassword());
            }
            case IN_PROCESS -> new SqlTarget(source, H2_URL, "sa", "");
        };
        ServerTargets.log("SQL target: {} at {} as {} ({} {}), tables oid_it_*{}", target.describe(), target.url,
                target.user, target.product, target.version, RUN_SUFFIX);
        return target;
    }

    private String describe() {
        return switch (source) {
            case ENVIRONMENT -> "database from " + ServerTargets.JDBC_URL;
            case TESTCONTAINERS -> "Testcontainers " + IMAGE;
            case IN_PROCESS -> "embedded H2 (in memory)";
        };
    }

    String url() {
        return url;
    }

    String user() {
        return user;
    }

    String password() {
        return password;
    }

    Source source() {
        return source;
    }

    /** The database product name reported by the JDBC driver, e.g. "PostgreSQL", "MariaDB", "H2". */
    String product() {
        return product;
    }

    String version() {
        return version;
    }

    /**
     * Returns the name a table of the entities has in this run, for native SQL and metadata look-ups.
     *
     * @param table the name in {@code @Table}, e.g. {@code "oid_it_note"}
     * @return the name with this run's {@link #RUN_SUFFIX}
     */
    static String table(String table) {
        return table + RUN_SUFFIX;
    }

    /**
     * Opens a plain JDBC connection to this target.
     *
     * @return a new connection; the caller closes it
     * @throws SQLException when the database refuses the connection
     */
    Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    /**
     * Builds a Hibernate entity manager factory for the given entities, creating their tables on start and dropping
     * them on close.
     *
     * @param entities the entity classes
     * @return a new factory; the caller closes it
     */
    EntityManagerFactory newEntityManagerFactory(Class<?>... entities) {
        return newEntityManagerFactory(Map.of(), entities);
    }

    /**
     * Builds a Hibernate entity manager factory for the given entities with extra settings, creating their tables on
     * start and dropping them on close.
     *
     * @param settings extra Hibernate settings, e.g. the {@code ObjectIdGenerator} for oid-jpa
     * @param entities the entity classes
     * @return a new factory; the caller closes it
     */
    EntityManagerFactory newEntityManagerFactory(Map<String, ?> settings, Class<?>... entities) {
        HibernatePersistenceConfiguration config = new HibernatePersistenceConfiguration("oid-it")
                .managedClasses(entities)
                .jdbcUrl(url)
                .jdbcCredentials(user == null ? "" : user, password == null ? "" : password)
                .schemaToolingAction(Action.CREATE_DROP)
                .jdbcPoolSize(8)
                .property("hibernate.jdbc.batch_size", 50)
                .property("hibernate.order_inserts", true)
                .property(MappingSettings.PHYSICAL_NAMING_STRATEGY, new RunTableNames());
        settings.forEach(config::property);
        return config.createEntityManagerFactory();
    }

    /** Gives every table of the entities this run's {@link #RUN_SUFFIX}; columns and the rest keep their names. */
    static final class RunTableNames extends PhysicalNamingStrategyStandardImpl {

        private static final long serialVersionUID = 1L;

        @Override
        public Identifier toPhysicalTableName(Identifier logicalName, JdbcEnvironment context) {
            return Identifier.toIdentifier(table(logicalName.getText()), logicalName.isQuoted());
        }
    }
}
