package dev.oid.lease;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The connections a lease takes from its data source, for {@code acquire}, each renewal and the release: each waited
 * for at most a given time and bounded by a network timeout while the lease uses it, so that neither an exhausted
 * pool nor an unreachable database holds a lease's thread for longer than its step time allows.
 */
final class LeaseConnections {

    /** {@code getConnection()} calls that may hang at once; further attempts fail at once until one returns. */
    private static final int MAX_PENDING_CONNECTIONS = 4;

    private final DataSource dataSource;
    private final String table;
    /** A third of the ttl, 1 to 5 seconds: the statement time; connections get a network timeout of twice that. */
    private final long stepNanos;
    /** Runs {@code getConnection()}, so that a hung one is given up. */
    private final ThreadPoolExecutor connector;

    LeaseConnections(DataSource dataSource, String table, long stepNanos) {
        this.dataSource = dataSource;
        this.table = table;
        this.stepNanos = stepNanos;
        this.connector = new ThreadPoolExecutor(0, MAX_PENDING_CONNECTIONS, 30, TimeUnit.SECONDS,
                new SynchronousQueue<>(), task -> {
                    Thread thread = new Thread(task, "oid-lease-connect " + table);
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * A connection of the data source, waited for at most {@code waitNanos}: {@code getConnection()} runs on a worker
     * thread, so that a hung call (an exhausted pool, an unreachable host) is given up and tried again; a connection
     * it returns too late is closed at once. At most {@value #MAX_PENDING_CONNECTIONS} calls hang at once.
     *
     * @throws SQLTimeoutException if {@code getConnection()} did not return in time
     * @throws SQLTransientConnectionException if {@value #MAX_PENDING_CONNECTIONS} earlier calls still hang
     * @throws SQLException if {@code getConnection()} failed (thrown again as it is), or the thread was interrupted
     */
    Connection connect(long waitNanos) throws SQLException {
        CompletableFuture<Connection> future = new CompletableFuture<>();
        try {
            connector.execute(() -> {
                try {
                    Connection connection = dataSource.getConnection();
                    if (!future.complete(connection)) {
                        closeQuietly(connection); // given up meanwhile
                    }
                } catch (Throwable e) {
                    future.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            throw new SQLTransientConnectionException("DataSource.getConnection() for the lease of table " + table
                    + ": " + MAX_PENDING_CONNECTIONS + " earlier calls have not returned", "08001", e);
        }
        try {
            future.get(waitNanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            if (future.cancel(false)) {
                throw new SQLTimeoutException("DataSource.getConnection() for the lease of table " + table
                        + " did not return within " + TimeUnit.NANOSECONDS.toMillis(waitNanos) + " ms; given up",
                        "08001");
            }
            // It returned just now.
        } catch (InterruptedException e) {
            if (!future.cancel(false) && !future.isCompletedExceptionally()) {
                closeQuietly(future.getNow(null));
            }
            Thread.currentThread().interrupt();
            throw new SQLException("Interrupted while waiting for a connection for the lease of table " + table, e);
        } catch (ExecutionException e) {
            // Thrown again below.
        }
        if (!future.isCompletedExceptionally()) {
            return bounded(future.getNow(null));
        }
        Throwable cause = future.handle((connection, failure) -> failure).join();
        if (cause instanceof SQLException sqlException) {
            throw sqlException;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        throw new SQLException("DataSource.getConnection() failed for the lease of table " + table, cause);
    }

    /**
     * {@code connection} with a network timeout of twice the step time while the lease uses it, set back to what it
     * was when it is closed (given back to its pool): a statement whose connection stops answering without a reset
     * (a firewall or NAT on the path that lost its state, a database host gone without closing its sockets) fails
     * after that time instead of when TCP gives up, minutes or hours later. The statement time alone does not bound
     * that wait: PostgreSQL's driver cancels the statement over another connection but waits for the answer on this
     * one, and MariaDB's statement time is kept by the server. A driver without network timeouts is used as it is.
     */
    private Connection bounded(Connection connection) {
        int previous;
        try {
            previous = connection.getNetworkTimeout();
            connection.setNetworkTimeout(Runnable::run, (int) TimeUnit.NANOSECONDS.toMillis(2 * stepNanos));
        } catch (SQLException | RuntimeException e) {
            return connection; // not supported (H2, HSQLDB): unbounded, as before
        }
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("close") && method.getParameterCount() == 0) {
                        try {
                            if (!connection.isClosed()) {
                                connection.setNetworkTimeout(Runnable::run, previous);
                            }
                        } catch (SQLException | RuntimeException e) {
                            // a broken connection, which its pool discards
                        }
                    }
                    try {
                        return method.invoke(connection, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static void closeQuietly(@Nullable Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                // given back anyway
            }
        }
    }

    /** Stops the worker threads; no connection is taken after this. */
    void shutdown() {
        connector.shutdownNow();
    }
}
