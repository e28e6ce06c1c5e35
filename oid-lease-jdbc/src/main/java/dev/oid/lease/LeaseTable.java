package dev.oid.lease;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The SQL of the lease table, one statement per step; every step that claims or keeps a slot is a single
 * conditional statement, so the database's own atomicity decides between competing processes.
 *
 * <p>Times are the database's: {@code CURRENT_TIMESTAMP(3)} in a {@code TIMESTAMP(3) WITH TIME ZONE} column
 * (PostgreSQL, H2), {@code UTC_TIMESTAMP(3)} in a {@code DATETIME(3)} column on MariaDB and MySQL (whose
 * {@code TIMESTAMP} ends in 2038). The ttl is an interval literal, {@code INTERVAL '30.000' SECOND}, which all of
 * them read.
 */
final class LeaseTable {

    /** A slot found free or expired, with the last second its previous holder may have minted in. */
    record Candidate(long slot, long lastSecond) { }

    /** Candidates read at once; more are read on the next round if all of these are taken meanwhile. */
    private static final int CANDIDATES = 32;

    private final String table;
    private final boolean mysql;
    private final String now;
    private final String expiry;
    private final String timestampType;
    /** How long each statement that claims, keeps or frees a slot may run: a third of the ttl, 1 to 5 seconds. */
    private final int timeoutSeconds;

    private LeaseTable(String table, boolean mysql, Duration ttl) {
        this.table = table;
        this.mysql = mysql;
        this.timeoutSeconds = timeoutSeconds(ttl);
        this.now = mysql ? "UTC_TIMESTAMP(3)" : "CURRENT_TIMESTAMP(3)";
        this.timestampType = mysql ? "DATETIME(3)" : "TIMESTAMP(3) WITH TIME ZONE";
        long millis = ttl.toMillis();
        this.expiry = now + " + INTERVAL '" + millis / 1000 + "." + String.format(Locale.ROOT, "%03d", millis % 1000)
                + "' SECOND";
    }

    /**
     * How long a statement that claims, keeps or frees a slot may run, and how long a renewal waits for a connection:
     * a third of the ttl, at least 1 and at most 5 seconds.
     */
    static int timeoutSeconds(Duration ttl) {
        return (int) Math.max(1, Math.min(5, ttl.toSeconds() / 3));
    }

    /** The statements for {@code table} in the database of {@code connection}. */
    static LeaseTable of(Connection connection, String table, Duration ttl) throws SQLException {
        return of(connection.getMetaData().getDatabaseProductName(), table, ttl);
    }

    /** The statements for {@code table} in a database whose JDBC driver reports {@code product}. */
    static LeaseTable of(String product, String table, Duration ttl) {
        String name = product.toLowerCase(Locale.ROOT);
        return new LeaseTable(table, name.contains("mariadb") || name.contains("mysql"), ttl);
    }

    /**
     * Says what kind of in-process database the JDBC URL {@code url} names, one that only the process that opened
     * it can use: H2 in memory or in embedded file mode (not served over TCP, not with {@code AUTO_SERVER=TRUE}),
     * HSQLDB in memory, in a file or a resource, Derby embedded.
     *
     * @return for example "an in-memory H2 database"; {@code null} for a database that other processes reach too
     */
    static @Nullable String embedded(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:h2:")) {
            String rest = lower.substring("jdbc:h2:".length());
            if (rest.startsWith("tcp:") || rest.startsWith("ssl:")) {
                return null;
            }
            if (rest.startsWith("mem:")) {
                return "an in-memory H2 database";
            }
            return lower.contains(";auto_server=true") ? null : "an H2 database in embedded mode";
        }
        if (lower.startsWith("jdbc:hsqldb:")) {
            String rest = lower.substring("jdbc:hsqldb:".length());
            if (rest.startsWith("hsql:") || rest.startsWith("hsqls:") || rest.startsWith("http:")
                    || rest.startsWith("https:")) {
                return null;
            }
            return rest.startsWith("mem:") ? "an in-memory HSQLDB database" : "an HSQLDB database in this process";
        }
        if (lower.startsWith("jdbc:derby:")) {
            String rest = lower.substring("jdbc:derby:".length());
            if (rest.startsWith("//")) {
                return null;
            }
            return rest.startsWith("memory:") ? "an in-memory Derby database" : "an embedded Derby database";
        }
        return null;
    }

    /** {@code url} without its parameters (which may hold a password): up to the first ';' or '?'. */
    static String withoutParameters(String url) {
        int end = url.length();
        for (char c : new char[] {';', '?'}) {
            int at = url.indexOf(c);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return url.substring(0, end);
    }

    /** The DDL of the table. */
    String createTable() {
        return "CREATE TABLE " + table + " ("
                + "slot BIGINT NOT NULL, "
                + "owner_token CHAR(32) NULL, "
                + "expires_at " + timestampType + " NULL, "
                + "last_second BIGINT NOT NULL, "
                + "PRIMARY KEY (slot))";
    }

    /**
     * Creates the table unless it exists, and checks a table that exists: its columns must have the types of
     * {@link #createTable()} and its primary key must be {@code slot}. A concurrent creation by another process is
     * no error.
     *
     * @throws IllegalStateException if the table exists with other column types or another primary key
     */
    void ensureExists(Connection connection) throws SQLException {
        if (exists(connection)) {
            validate(connection);
            return;
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute(createTable());
        } catch (SQLException e) {
            // Another process may have created it meanwhile (the failure then says "already exists").
            if (!exists(connection)) {
                throw e;
            }
            validate(connection);
        }
    }

    private boolean exists(Connection connection) {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT slot FROM " + table + " WHERE slot = -1")) {
            rows.next();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /**
     * Checks the columns and primary key of the existing table against {@link #createTable()}: a column of
     * another type would break the lease in ways that show only later (a {@code TIMESTAMP} without time zone is
     * read in each connection's time zone, so processes in other time zones see leases expire early or late; a
     * {@code DATETIME} without milliseconds rounds expiries; a table without the primary key lets two processes
     * insert the same slot).
     */
    private void validate(Connection connection) throws SQLException {
        List<String> problems = new ArrayList<>();
        Map<String, Integer> columns = new HashMap<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT * FROM " + table + " WHERE 1 = 0")) {
            ResultSetMetaData meta = rows.getMetaData();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                columns.put(meta.getColumnName(i).toLowerCase(Locale.ROOT), i);
            }
            checkBigint(meta, columns, "slot", problems);
            checkOwnerToken(meta, columns, problems);
            checkExpiresAt(meta, columns, problems);
            checkBigint(meta, columns, "last_second", problems);
        }
        if (problems.isEmpty()) {
            Set<String> key = primaryKey(connection);
            if (!key.equals(Set.of("slot"))) {
                problems.add(key.isEmpty() ? "no primary key (slot) was found"
                        : "the primary key is " + key + ", not (slot)");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Lease table " + table + " exists but is not the table a lease needs: "
                    + String.join("; ", problems) + ". Create it as ProcessUniqueLease does (this database: "
                    + createTable() + "), or lease from another table");
        }
    }

    private static void checkBigint(ResultSetMetaData meta, Map<String, Integer> columns, String name,
            List<String> problems) throws SQLException {
        Integer column = columns.get(name);
        if (column == null) {
            problems.add("it has no column " + name);
        } else if (meta.getColumnType(column) != Types.BIGINT || !meta.isSigned(column)) {
            problems.add(name + " is " + typeOf(meta, column) + ", not BIGINT");
        }
    }

    private static void checkOwnerToken(ResultSetMetaData meta, Map<String, Integer> columns, List<String> problems)
            throws SQLException {
        Integer column = columns.get("owner_token");
        if (column == null) {
            problems.add("it has no column owner_token");
            return;
        }
        int type = meta.getColumnType(column);
        boolean text = type == Types.CHAR || type == Types.VARCHAR || type == Types.NCHAR || type == Types.NVARCHAR;
        if (!text || meta.getPrecision(column) < 32) {
            problems.add("owner_token is " + typeOf(meta, column) + ", not CHAR(32)");
        }
    }

    private void checkExpiresAt(ResultSetMetaData meta, Map<String, Integer> columns, List<String> problems)
            throws SQLException {
        Integer column = columns.get("expires_at");
        if (column == null) {
            problems.add("it has no column expires_at");
            return;
        }
        String name = meta.getColumnTypeName(column).toUpperCase(Locale.ROOT);
        boolean right = mysql ? name.equals("DATETIME")
                : meta.getColumnType(column) == Types.TIMESTAMP_WITH_TIMEZONE || name.equals("TIMESTAMPTZ")
                        || name.equals("TIMESTAMP WITH TIME ZONE");
        if (!right || meta.getScale(column) < 3) {
            problems.add("expires_at is " + typeOf(meta, column) + ", not " + timestampType
                    + (right ? " (it needs milliseconds)" : ""));
        }
    }

    private static String typeOf(ResultSetMetaData meta, int column) throws SQLException {
        String name = meta.getColumnTypeName(column).toUpperCase(Locale.ROOT);
        int type = meta.getColumnType(column);
        if (type == Types.CHAR || type == Types.VARCHAR || type == Types.NCHAR || type == Types.NVARCHAR) {
            return name + "(" + meta.getPrecision(column) + ")";
        }
        if (type == Types.TIMESTAMP || type == Types.TIMESTAMP_WITH_TIMEZONE) {
            return name + "(" + meta.getScale(column) + ")";
        }
        return name + (meta.isSigned(column) ? "" : " UNSIGNED");
    }

    /**
     * The columns of the table's primary key, lower case, as the database's metadata reports them: the table of
     * the connection's current schema (catalog on MariaDB and MySQL) unless the name is qualified, else of any
     * schema (the union, if several schemas have such a table).
     */
    private Set<String> primaryKey(Connection connection) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        int dot = table.indexOf('.');
        String qualifier = dot < 0 ? null : identifier(meta, table.substring(0, dot));
        String name = identifier(meta, table.substring(dot + 1));
        Set<String> key;
        if (mysql) {
            key = primaryKey(meta, qualifier != null ? qualifier : connection.getCatalog(), null, name);
        } else {
            key = primaryKey(meta, null, qualifier != null ? qualifier : connection.getSchema(), name);
            if (key.isEmpty() && qualifier == null) {
                key = primaryKey(meta, null, null, name);
            }
        }
        return key;
    }

    private static Set<String> primaryKey(DatabaseMetaData meta, @Nullable String catalog, @Nullable String schema,
            String name) throws SQLException {
        Set<String> columns = new LinkedHashSet<>();
        try (ResultSet rows = meta.getPrimaryKeys(catalog, schema, name)) {
            while (rows.next()) {
                columns.add(rows.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
            }
        }
        return columns;
    }

    /** An unquoted identifier as the database stores it. */
    private static String identifier(DatabaseMetaData meta, String name) throws SQLException {
        if (meta.storesUpperCaseIdentifiers()) {
            return name.toUpperCase(Locale.ROOT);
        }
        return meta.storesLowerCaseIdentifiers() ? name.toLowerCase(Locale.ROOT) : name;
    }

    /** The free or expired slots, lowest first. */
    List<Candidate> candidates(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT slot, last_second FROM " + table
                + " WHERE owner_token IS NULL OR expires_at <= " + now + " ORDER BY slot")) {
            select.setMaxRows(CANDIDATES);
            select.setQueryTimeout(timeoutSeconds);
            try (ResultSet rows = select.executeQuery()) {
                List<Candidate> candidates = new ArrayList<>();
                while (rows.next()) {
                    candidates.add(new Candidate(rows.getLong(1), rows.getLong(2)));
                }
                return candidates;
            }
        }
    }

    /** {@code slot} if it is free or expired; {@code null} if it is held or does not exist. */
    @Nullable Candidate candidate(Connection connection, long slot) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT slot, last_second FROM " + table
                + " WHERE slot = ? AND (owner_token IS NULL OR expires_at <= " + now + ")")) {
            select.setQueryTimeout(timeoutSeconds);
            select.setLong(1, slot);
            try (ResultSet rows = select.executeQuery()) {
                return rows.next() ? new Candidate(rows.getLong(1), rows.getLong(2)) : null;
            }
        }
    }

    /**
     * Takes {@code candidate} for {@code owner} if it is still free or expired and unchanged since it was read.
     *
     * @return whether this statement took it; {@code false} also when the database refused the statement as a
     *         serialization failure or deadlock with another process claiming it (see {@link #isConflict})
     */
    boolean takeOver(Connection connection, Candidate candidate, String owner, long lastSecond) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE " + table
                + " SET owner_token = ?, expires_at = " + expiry + ", last_second = ?"
                + " WHERE slot = ? AND last_second = ? AND (owner_token IS NULL OR expires_at <= " + now + ")")) {
            update.setQueryTimeout(timeoutSeconds);
            update.setString(1, owner);
            update.setLong(2, lastSecond);
            update.setLong(3, candidate.slot());
            update.setLong(4, candidate.lastSecond());
            return update.executeUpdate() == 1;
        } catch (SQLException e) {
            if (isConflict(e)) {
                return false;
            }
            throw e;
        }
    }

    /** The slot after the highest one in the table: 0 for an empty table. */
    long nextSlot(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(timeoutSeconds);
            try (ResultSet rows = statement.executeQuery("SELECT MAX(slot) FROM " + table)) {
                rows.next();
                long max = rows.getLong(1);
                return rows.wasNull() ? 0 : max + 1;
            }
        }
    }

    /**
     * Inserts {@code slot} held by {@code owner}.
     *
     * @return whether the row was inserted; {@code false} if another process inserted that slot first (the
     *         primary key refused this one, or the database reported a serialization failure or deadlock)
     */
    boolean insert(Connection connection, long slot, String owner, long lastSecond) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table
                + " (slot, owner_token, expires_at, last_second) VALUES (?, ?, " + expiry + ", ?)")) {
            insert.setQueryTimeout(timeoutSeconds);
            insert.setLong(1, slot);
            insert.setString(2, owner);
            insert.setLong(3, lastSecond);
            insert.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (isDuplicateKey(e) || isConflict(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Extends the lease of {@code slot} by the ttl from now (the database's clock), if {@code owner} still holds
     * it and it has not expired; gives up after the statement time ({@link #timeoutSeconds(Duration)}).
     *
     * @return whether the lease was extended; {@code false} means it is lost
     */
    boolean renew(Connection connection, long slot, String owner, long lastSecond) throws SQLException {
        boolean autoCommit = autoCommit(connection);
        try (PreparedStatement update = connection.prepareStatement("UPDATE " + table
                + " SET expires_at = " + expiry + ", last_second = ?"
                + " WHERE slot = ? AND owner_token = ? AND expires_at > " + now)) {
            update.setQueryTimeout(timeoutSeconds);
            update.setLong(1, lastSecond);
            update.setLong(2, slot);
            update.setString(3, owner);
            return update.executeUpdate() == 1;
        } finally {
            restore(connection, autoCommit);
        }
    }

    /**
     * Frees {@code slot} if {@code owner} still holds it, recording the last second its ids may carry; gives up
     * after the statement time, so a close during shutdown never hangs on an unreachable database.
     */
    void release(Connection connection, long slot, String owner, long lastSecond) throws SQLException {
        boolean autoCommit = autoCommit(connection);
        try (PreparedStatement update = connection.prepareStatement("UPDATE " + table
                + " SET owner_token = NULL, expires_at = NULL, last_second = ?"
                + " WHERE slot = ? AND owner_token = ?")) {
            update.setQueryTimeout(timeoutSeconds);
            update.setLong(1, lastSecond);
            update.setLong(2, slot);
            update.setString(3, owner);
            update.executeUpdate();
        } finally {
            restore(connection, autoCommit);
        }
    }

    /** Puts {@code connection} in auto-commit mode: each statement its own transaction. */
    static boolean autoCommit(Connection connection) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        if (!autoCommit) {
            connection.setAutoCommit(true);
        }
        return autoCommit;
    }

    /** Gives a pooled connection back in the mode it was handed out in. */
    static void restore(Connection connection, boolean autoCommit) throws SQLException {
        if (!autoCommit) {
            connection.setAutoCommit(false);
        }
    }

    /** SQLSTATE class 23, integrity constraint violation: here, the primary key. */
    private static boolean isDuplicateKey(SQLException e) {
        String state = e.getSQLState();
        return e instanceof SQLIntegrityConstraintViolationException || state != null && state.startsWith("23");
    }

    /**
     * Whether the database refused a statement because of a concurrent transaction, so that the same statement may
     * succeed when tried again: a serialization failure (SQLSTATE 40001, which PostgreSQL reports under
     * {@code REPEATABLE READ} and {@code SERIALIZABLE} for a row another transaction updated, and MariaDB and MySQL
     * for a deadlock), a PostgreSQL deadlock (40P01), a MariaDB or MySQL deadlock (error 1213).
     */
    static boolean isConflict(SQLException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql) {
                String state = sql.getSQLState();
                if ("40001".equals(state) || "40P01".equals(state) || sql.getErrorCode() == 1213) {
                    return true;
                }
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return false;
    }
}
