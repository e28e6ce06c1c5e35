package dev.oid.lease;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * The SQL of the lease table, one statement per step; every step that claims or keeps a slot is a single
 * conditional statement, so the database's own atomicity decides between competing processes.
 *
 * <p>Times are the database's: {@code CURRENT_TIMESTAMP(3)} in a {@code TIMESTAMP(3) WITH TIME ZONE} column
 * (PostgreSQL, H2, standard SQL), {@code UTC_TIMESTAMP(3)} in a {@code DATETIME(3)} column on MariaDB and MySQL
 * (whose {@code TIMESTAMP} ends in 2038). The ttl is an interval literal, {@code INTERVAL '30.000' SECOND}, which
 * all of them read.
 */
final class LeaseTable {

    /** A slot found free or expired, with the last second its previous holder may have minted in. */
    record Candidate(long slot, long lastSecond) { }

    /** Candidates read at once; more are read on the next round if all of these are taken meanwhile. */
    private static final int CANDIDATES = 32;

    private final String table;
    private final String now;
    private final String expiry;
    private final String timestampType;

    private LeaseTable(String table, boolean mysql, Duration ttl) {
        this.table = table;
        this.now = mysql ? "UTC_TIMESTAMP(3)" : "CURRENT_TIMESTAMP(3)";
        this.timestampType = mysql ? "DATETIME(3)" : "TIMESTAMP(3) WITH TIME ZONE";
        long millis = ttl.toMillis();
        this.expiry = now + " + INTERVAL '" + millis / 1000 + "." + String.format(Locale.ROOT, "%03d", millis % 1000)
                + "' SECOND";
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

    /** The DDL of the table. */
    String createTable() {
        return "CREATE TABLE " + table + " ("
                + "slot BIGINT NOT NULL, "
                + "owner_token CHAR(32) NULL, "
                + "expires_at " + timestampType + " NULL, "
                + "last_second BIGINT NOT NULL, "
                + "PRIMARY KEY (slot))";
    }

    /** Creates the table unless it exists; a concurrent creation by another process is no error. */
    void ensureExists(Connection connection) throws SQLException {
        if (exists(connection)) {
            return;
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute(createTable());
        } catch (SQLException e) {
            // Another process may have created it meanwhile (the failure then says "already exists").
            if (!exists(connection)) {
                throw e;
            }
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

    /** The free or expired slots, lowest first. */
    List<Candidate> candidates(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT slot, last_second FROM " + table
                + " WHERE owner_token IS NULL OR expires_at <= " + now + " ORDER BY slot")) {
            select.setMaxRows(CANDIDATES);
            try (ResultSet rows = select.executeQuery()) {
                List<Candidate> candidates = new ArrayList<>();
                while (rows.next()) {
                    candidates.add(new Candidate(rows.getLong(1), rows.getLong(2)));
                }
                return candidates;
            }
        }
    }

    /**
     * Takes {@code candidate} for {@code owner} if it is still free or expired and unchanged since it was read.
     *
     * @return whether this statement took it
     */
    boolean takeOver(Connection connection, Candidate candidate, String owner, long lastSecond) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE " + table
                + " SET owner_token = ?, expires_at = " + expiry + ", last_second = ?"
                + " WHERE slot = ? AND last_second = ? AND (owner_token IS NULL OR expires_at <= " + now + ")")) {
            update.setString(1, owner);
            update.setLong(2, lastSecond);
            update.setLong(3, candidate.slot());
            update.setLong(4, candidate.lastSecond());
            return update.executeUpdate() == 1;
        }
    }

    /** The slot after the highest one in the table: 0 for an empty table. */
    long nextSlot(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT MAX(slot) FROM " + table)) {
            rows.next();
            long max = rows.getLong(1);
            return rows.wasNull() ? 0 : max + 1;
        }
    }

    /**
     * Inserts {@code slot} held by {@code owner}.
     *
     * @return whether the row was inserted; {@code false} if another process inserted that slot first (the
     *         primary key refused this one)
     */
    boolean insert(Connection connection, long slot, String owner, long lastSecond) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table
                + " (slot, owner_token, expires_at, last_second) VALUES (?, ?, " + expiry + ", ?)")) {
            insert.setLong(1, slot);
            insert.setString(2, owner);
            insert.setLong(3, lastSecond);
            insert.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (isDuplicateKey(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Extends the lease of {@code slot} by the ttl from now (the database's clock), if {@code owner} still holds
     * it and it has not expired.
     *
     * @return whether the lease was extended; {@code false} means it is lost
     */
    boolean renew(DataSource dataSource, long slot, String owner, long lastSecond, int timeoutSeconds)
            throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
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
    }

    /**
     * Frees {@code slot} if {@code owner} still holds it, recording the last second its ids may carry; gives up
     * after {@code timeoutSeconds}, so a close during shutdown never hangs on an unreachable database.
     */
    void release(DataSource dataSource, long slot, String owner, long lastSecond, int timeoutSeconds)
            throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
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
}
