package dev.oid.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The ObjectId functions of PostgreSQL and MariaDB: the text of each database's script, and its installation over
 * JDBC.
 *
 * <p>Each script creates (or replaces, so running it again is harmless) these functions, for ids stored as the
 * database's 12-byte column type, {@code bytea} on PostgreSQL and {@code BINARY(12)} on MariaDB:
 *
 * <table class="striped">
 * <caption>The functions</caption>
 * <thead><tr><th>function</th><th>PostgreSQL</th><th>MariaDB</th></tr></thead>
 * <tbody>
 * <tr><td>{@code oid_generate()}: a new id (seconds, the session's random 5-byte value, a counter)</td>
 *     <td>{@code bytea}, usable as a column {@code DEFAULT}</td>
 *     <td>{@code BINARY(12)}; in a {@code BEFORE INSERT} trigger, as MariaDB allows no stored function in a
 *     {@code DEFAULT}</td></tr>
 * <tr><td>{@code oid_to_hex(id)}: 24 lowercase hex digits</td><td>{@code text}</td>
 *     <td>{@code CHAR(24)}</td></tr>
 * <tr><td>{@code oid_from_hex(text)}: the id of exactly 24 hex digits, either case</td><td>{@code bytea}</td>
 *     <td>{@code BINARY(12)}</td></tr>
 * <tr><td>{@code oid_timestamp(id)}: the id's second, read as unsigned 32 bits (1970-01-01T00:00:00Z to
 *     2106-02-07T06:28:15Z)</td><td>{@code timestamptz}</td><td>{@code DATETIME} in UTC</td></tr>
 * <tr><td>{@code oid_min(timestamp)}: the lowest id of that second (8 zero bytes after it), for range queries
 *     {@code oid_min(from) <= id AND id < oid_min(to)}</td><td>{@code bytea} of a {@code timestamptz}</td>
 *     <td>{@code BINARY(12)} of a UTC {@code DATETIME}</td></tr>
 * </tbody>
 * </table>
 *
 * <p>Wrong input raises an error naming the value: an id that is not 12 bytes, text that is not 24 ASCII hex
 * digits, a second outside 1970..2106 (SQLSTATE {@code 22023} for ids and seconds, {@code 22P02} on PostgreSQL
 * for text); {@code NULL} gives {@code NULL}.
 *
 * <pre>{@code
 * try (Connection connection = dataSource.getConnection()) {
 *     OidSqlFunctions.install(connection);   // PostgreSQL or MariaDB, from the connection's metadata
 * }
 * String script = OidSqlFunctions.script("postgresql");   // or "mariadb": e.g. for a migration tool
 * }</pre>
 *
 * @since 0.1.0
 */
public final class OidSqlFunctions {

    /** The dialect name of PostgreSQL's script, {@value}: resource {@code dev/oid/sql/postgresql.sql}. */
    public static final String POSTGRESQL = "postgresql";

    /** The dialect name of MariaDB's script, {@value}: resource {@code dev/oid/sql/mariadb.sql}. */
    public static final String MARIADB = "mariadb";

    private static final String DELIMITER = "DELIMITER ";

    private OidSqlFunctions() {
    }

    /**
     * Returns the script of a database: the text of the resource {@code dev/oid/sql/<dialect>.sql} of this module.
     *
     * <p>PostgreSQL's script is plain SQL with dollar-quoted function bodies. MariaDB's wraps its functions in
     * {@code DELIMITER //} and {@code DELIMITER ;} lines, as the {@code mariadb} client and Flyway read them
     * (JDBC has no such command: {@link #install(Connection)} splits the script itself).
     *
     * @param dialect {@value #POSTGRESQL} or {@value #MARIADB}, in any case
     * @return the script, UTF-8 text with {@code \n} line ends
     * @throws NullPointerException if {@code dialect} is {@code null}
     * @throws IllegalArgumentException if {@code dialect} names another database; the message quotes it and
     *         lists the dialects
     */
    public static String script(String dialect) {
        String name = dialectName(dialect);
        try (InputStream in = OidSqlFunctions.class.getResourceAsStream(name + ".sql")) {
            if (in == null) {
                throw new IllegalStateException("oid-sql: the resource dev/oid/sql/" + name
                        + ".sql is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("oid-sql: cannot read dev/oid/sql/" + name + ".sql", e);
        }
    }

    /**
     * Creates or replaces the functions in the connection's database (PostgreSQL: the first schema of the
     * {@code search_path}; MariaDB: the current database), running the script of the database that the
     * connection's metadata names. Running it again is harmless; two installations at the same moment may fail
     * on PostgreSQL (run it from one place, such as a migration).
     *
     * <p>The statements run on the connection as it is: with auto-commit off, commit afterwards (PostgreSQL's
     * {@code CREATE FUNCTION} is transactional; MariaDB commits each statement implicitly). MariaDB with binary
     * logging on needs the {@code SUPER} privilege or {@code log_bin_trust_function_creators=1} to create the
     * functions.
     *
     * @param connection an open connection to PostgreSQL (13 or later) or MariaDB (10.10 or later), not closed here
     * @throws NullPointerException if {@code connection} is {@code null}
     * @throws SQLFeatureNotSupportedException if the connection is to another database; the message names it
     * @throws SQLException if the database refuses a statement (the exception of its driver)
     */
    public static void install(Connection connection) throws SQLException {
        Objects.requireNonNull(connection, "connection");
        String dialect = dialectOf(connection.getMetaData());
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements(dialect)) {
                statement.execute(sql);
            }
        }
    }

    /**
     * The statements of a dialect's script, as JDBC runs them: PostgreSQL's whole script at once (its driver
     * sends several statements in one), MariaDB's split at {@code ;}, or at the delimiter a {@code DELIMITER}
     * line sets, at a line's end; lines of comments alone are left out.
     */
    static List<String> statements(String dialect) {
        String script = script(dialect);
        if (dialectName(dialect).equals(POSTGRESQL)) {
            return List.of(script);
        }
        List<String> statements = new ArrayList<>();
        String delimiter = ";";
        StringBuilder statement = new StringBuilder();
        for (String line : script.split("\n", -1)) {
            String trimmed = line.strip();
            if (trimmed.regionMatches(true, 0, DELIMITER, 0, DELIMITER.length())) {
                delimiter = trimmed.substring(DELIMITER.length()).strip();
            } else if (statement.length() == 0 && (trimmed.isEmpty() || trimmed.startsWith("--"))) {
                continue;
            } else if (trimmed.endsWith(delimiter)) {
                statement.append(line, 0, line.lastIndexOf(delimiter));
                statements.add(statement.toString().strip());
                statement.setLength(0);
            } else {
                statement.append(line).append('\n');
            }
        }
        if (!statement.toString().isBlank()) {
            throw new IllegalStateException("oid-sql: the " + dialect + " script ends without a delimiter after "
                    + statement.toString().strip());
        }
        return statements;
    }

    private static String dialectOf(DatabaseMetaData metadata) throws SQLException {
        String product = metadata.getDatabaseProductName();
        String version = metadata.getDatabaseProductVersion();
        if ("PostgreSQL".equalsIgnoreCase(product)) {
            return POSTGRESQL;
        }
        if ("MariaDB".equalsIgnoreCase(product)
                || version != null && version.toLowerCase(Locale.ROOT).contains("mariadb")) {
            return MARIADB;
        }
        throw new SQLFeatureNotSupportedException("oid-sql has scripts for PostgreSQL and MariaDB, not for "
                + quote(product) + " " + quote(version) + "; read a script with OidSqlFunctions.script(\""
                + POSTGRESQL + "\") or (\"" + MARIADB + "\") to port it");
    }

    private static String dialectName(String dialect) {
        Objects.requireNonNull(dialect, "dialect");
        String name = dialect.toLowerCase(Locale.ROOT);
        if (name.equals(POSTGRESQL) || name.equals(MARIADB)) {
            return name;
        }
        throw new IllegalArgumentException("oid-sql has no script for the dialect " + quote(dialect)
                + ": expected \"" + POSTGRESQL + "\" or \"" + MARIADB + "\"");
    }

    /** The text in double quotes, cut after 64 characters, with line breaks and other controls escaped. */
    private static String quote(@Nullable String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder quoted = new StringBuilder("\"");
        text.codePoints().limit(64).forEach(c -> {
            if (c == '"' || c == '\\') {
                quoted.append('\\').appendCodePoint(c);
            } else if (Character.isISOControl(c)) {
                quoted.append(String.format(Locale.ROOT, "\\u%04x", c));
            } else {
                quoted.appendCodePoint(c);
            }
        });
        quoted.append('"');
        if (text.codePointCount(0, text.length()) > 64) {
            quoted.append("... (").append(text.length()).append(" characters in all)");
        }
        return quoted.toString();
    }
}
