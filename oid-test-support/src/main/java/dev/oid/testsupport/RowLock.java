package dev.oid.testsupport;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * One row of a table locked by a transaction of its own ({@code SELECT ... FOR UPDATE}), as a stalled writer, a
 * backup or a failover holds it: other transactions that update the row wait until {@link #close()} ends the
 * transaction. On H2, PostgreSQL and MariaDB (InnoDB) alike; readers that do not lock are not held up.
 */
public final class RowLock implements AutoCloseable {

    private final Connection connection;

    private RowLock(Connection connection) {
        this.connection = connection;
    }

    /**
     * Locks the rows of {@code table} whose {@code column} is {@code value}, in a transaction on {@code connection}.
     *
     * @param connection a connection of the caller's own, which the lock then owns (closed by {@link #close()})
     * @param table the table, a plain SQL identifier
     * @param column the column, a plain SQL identifier
     * @param value the value that selects the row
     * @return the lock, held until {@link #close()}
     * @throws SQLException if the database fails (the connection is closed)
     * @throws IllegalStateException if no row has that value (the connection is closed)
     */
    public static RowLock hold(Connection connection, String table, String column, long value) throws SQLException {
        try {
            connection.setAutoCommit(false);
            try (PreparedStatement select = connection.prepareStatement("SELECT " + column + " FROM " + table
                    + " WHERE " + column + " = ? FOR UPDATE")) {
                select.setLong(1, value);
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        throw new IllegalStateException("no row of " + table + " has " + column + " = " + value
                                + " to lock");
                    }
                }
            }
            return new RowLock(connection);
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    /**
     * Ends the transaction (rolled back), so that the row's waiting writers go on, and closes the connection.
     *
     * @throws SQLException if the database fails
     */
    @Override
    public void close() throws SQLException {
        try (connection) {
            connection.rollback();
        }
    }
}
