package dev.oid.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The SQL database a module's tests run on: the one named by {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER}
 * and {@code OID_IT_JDBC_PASSWORD}), as {@code .ci/run} names PostgreSQL and MariaDB, otherwise an in-memory H2
 * database (the module brings the H2 driver as a test dependency). The column types of an id differ: 12 bytes are
 * {@code bytea} on PostgreSQL and {@code BINARY(12)} elsewhere.
 */
public enum SqlTestDatabase {
    /** In-memory H2, when no database is named. */
    H2("BINARY(12)", "VARBINARY(64)"),
    /** PostgreSQL. */
    POSTGRESQL("bytea", "bytea"),
    /** MariaDB (or MySQL). */
    MARIADB("BINARY(12)", "VARBINARY(64)");

    private final String binary12;
    private final String varbinary;

    SqlTestDatabase(String binary12, String varbinary) {
        this.binary12 = binary12;
        this.varbinary = varbinary;
    }

    /**
     * Returns the database of this run.
     *
     * @return {@link #H2} when {@code OID_IT_JDBC_URL} is unset or blank, else the database its URL names
     * @throws IllegalStateException if the URL names another database
     */
    public static SqlTestDatabase current() {
        String url = env("OID_IT_JDBC_URL");
        if (url.isEmpty()) {
            return H2;
        }
        if (url.startsWith("jdbc:postgresql:")) {
            return POSTGRESQL;
        }
        if (url.startsWith("jdbc:mariadb:") || url.startsWith("jdbc:mysql:")) {
            return MARIADB;
        }
        throw new IllegalStateException("OID_IT_JDBC_URL names a database the tests do not know: " + url);
    }

    /**
     * Returns the column type of a 12-byte id.
     *
     * @return {@code bytea} on PostgreSQL, {@code BINARY(12)} on H2 and MariaDB
     */
    public String binary12() {
        return binary12;
    }

    /**
     * Returns a variable-length binary column type, for rows that hold a value of the wrong length on purpose
     * ({@code BINARY(12)} would pad or refuse it).
     *
     * @return {@code bytea} on PostgreSQL, {@code VARBINARY(64)} on H2 and MariaDB
     */
    public String varbinary() {
        return varbinary;
    }

    /**
     * Returns the JDBC URL of this run's database.
     *
     * @param h2Name the name of the in-memory H2 database, kept until the JVM ends (ignored on a named database)
     * @return {@code OID_IT_JDBC_URL}, or {@code jdbc:h2:mem:h2Name;DB_CLOSE_DELAY=-1;DATABASE_TO_LOWER=TRUE}
     *         (unquoted names in lowercase, as on PostgreSQL, so a quoted lowercase name finds them)
     */
    public String url(String h2Name) {
        return this == H2 ? "jdbc:h2:mem:" + h2Name + ";DB_CLOSE_DELAY=-1;DATABASE_TO_LOWER=TRUE" : env("OID_IT_JDBC_URL");
    }

    /**
     * Returns the R2DBC URL of this run's database, for tests of reactive clients: the JDBC URL with {@code r2dbc:}
     * in place of {@code jdbc:}, so that both reach the same database.
     *
     * @param h2Name the name of the in-memory H2 database, the same one {@link #url(String)} opens in this JVM
     *        (ignored on a named database)
     * @return {@code r2dbc:postgresql://...} or {@code r2dbc:mariadb://...} from {@code OID_IT_JDBC_URL}, or
     *         {@code r2dbc:h2:mem:///h2Name?options=DB_CLOSE_DELAY=-1;DATABASE_TO_LOWER=TRUE;CASE_INSENSITIVE_IDENTIFIERS=TRUE}
     *         (Spring Data R2DBC 4 quotes column names in upper case on H2: case-insensitive identifiers let them find
     *         the lower-case columns)
     */
    public String r2dbcUrl(String h2Name) {
        return this == H2 ? "r2dbc:h2:mem:///" + h2Name
                + "?options=DB_CLOSE_DELAY=-1;DATABASE_TO_LOWER=TRUE;CASE_INSENSITIVE_IDENTIFIERS=TRUE"
                : "r2dbc:" + url(h2Name).substring("jdbc:".length());
    }

    /**
     * Returns the user name to connect with.
     *
     * @return {@code OID_IT_JDBC_USER}, or {@code sa} on H2
     */
    public String user() {
        return this == H2 ? "sa" : env("OID_IT_JDBC_USER");
    }

    /**
     * Returns the password to connect with.
     *
     * @return {@code OID_IT_JDBC_PASSWORD}, or the empty string on H2
     */
    public String password() {
        return this == H2 ? "" : env("OID_IT_JDBC_PASSWORD");
    }

    /**
     * Opens a connection to this run's database.
     *
     * @param h2Name the name of the in-memory H2 database (ignored on a named database)
     * @return a new connection, in auto-commit mode
     * @throws SQLException if the database cannot be reached
     */
    public Connection connect(String h2Name) throws SQLException {
        return DriverManager.getConnection(url(h2Name), user(), password());
    }

    /**
     * Runs statements on a new connection, in order.
     *
     * @param h2Name the name of the in-memory H2 database (ignored on a named database)
     * @param sql the statements
     * @throws SQLException if one fails; the ones before it stay done
     */
    public void execute(String h2Name, String... sql) throws SQLException {
        try (Connection connection = connect(h2Name); Statement statement = connection.createStatement()) {
            for (String each : sql) {
                statement.execute(each);
            }
        }
    }

    /**
     * Drops tables that may not exist, ignoring the error of a missing one.
     *
     * @param h2Name the name of the in-memory H2 database (ignored on a named database)
     * @param tables the tables to drop, in order (children before parents)
     * @throws SQLException if the database cannot be reached
     */
    public void dropIfExists(String h2Name, String... tables) throws SQLException {
        try (Connection connection = connect(h2Name); Statement statement = connection.createStatement()) {
            for (String table : tables) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
        }
    }

    private static String env(String name) {
        String value = System.getenv(name);
        return value == null ? "" : value.trim();
    }
}
