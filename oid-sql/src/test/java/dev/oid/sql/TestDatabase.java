package dev.oid.sql;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The database of the tests that need one: the one named by {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER}
 * and {@code OID_IT_JDBC_PASSWORD}; PostgreSQL and MariaDB in CI). Without it those tests are skipped: an in-process
 * database cannot run the scripts.
 */
final class TestDatabase {

    static final String URL = env("OID_IT_JDBC_URL");

    private TestDatabase() {
    }

    private static String env(String name) {
        String value = System.getenv(name);
        return value == null ? "" : value.trim();
    }

    /** Skips the calling test unless a PostgreSQL or MariaDB database is named in the environment. */
    static void assumeDatabase() {
        assumeTrue(postgresql() || mariadb(), "OID_IT_JDBC_URL names no PostgreSQL or MariaDB database: skipped");
    }

    static boolean postgresql() {
        return URL.startsWith("jdbc:postgresql:");
    }

    static boolean mariadb() {
        return URL.startsWith("jdbc:mariadb:") || URL.startsWith("jdbc:mysql:");
    }

    /** A new connection; PostgreSQL's driver sends batches of inserts as multi-row statements. */
    static Connection connect() throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", env("OID_IT_JDBC_USER"));
        properties.setProperty("password", env("OID_IT_JDBC_PASSWORD"));
        if (postgresql()) {
            properties.setProperty("reWriteBatchedInserts", "true");
        }
        return DriverManager.getConnection(URL, properties);
    }

    /** A schema (on MariaDB, a database) name no other test (or run) uses. */
    static String newSchema() {
        return "oid_sql_test_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    }

    /** Creates a schema (on MariaDB, a database) of its own for a test class, so the functions land there. */
    static void createSchema(String schema) throws SQLException {
        try (Connection connection = connect()) {
            execute(connection, (postgresql() ? "CREATE SCHEMA " : "CREATE DATABASE ") + schema);
        }
    }

    /** A new connection whose current schema (on MariaDB, database) is {@code schema}. */
    static Connection connect(String schema) throws SQLException {
        Connection connection = connect();
        if (postgresql()) {
            connection.setSchema(schema);
        } else {
            connection.setCatalog(schema);
        }
        return connection;
    }

    /** Drops a schema (on MariaDB, a database) and everything in it. */
    static void dropSchema(String schema) throws SQLException {
        try (Connection connection = connect()) {
            execute(connection, postgresql() ? "DROP SCHEMA IF EXISTS " + schema + " CASCADE"
                    : "DROP DATABASE IF EXISTS " + schema);
        }
    }

    /** A table name no other test (or run) uses. */
    static String newTable() {
        return "oid_sql_test_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    }

    /** The 12-byte column type of the database. */
    static String idType() {
        return postgresql() ? "bytea" : "BINARY(12)";
    }

    /** The column type of oid_timestamp's result. */
    static String timestampType() {
        return postgresql() ? "timestamptz" : "DATETIME";
    }

    static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    static void dropIfExists(Connection connection, String table) throws SQLException {
        execute(connection, "DROP TABLE IF EXISTS " + table);
    }
}
