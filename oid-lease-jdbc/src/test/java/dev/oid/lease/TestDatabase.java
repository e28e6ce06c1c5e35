package dev.oid.lease;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;

/**
 * The database of the lease tests: the one named by {@code OID_IT_JDBC_URL} (with {@code OID_IT_JDBC_USER} and
 * {@code OID_IT_JDBC_PASSWORD}), as the integration tests pick it (PostgreSQL and MariaDB in CI); otherwise an
 * in-memory H2 database served over TCP by this JVM, so that the test's other JVMs reach it too. Each test uses
 * a table of its own, dropped afterwards.
 */
final class TestDatabase {

    static final String URL;
    static final String USER;
    static final String PASSWORD;

    static {
        String url = env("OID_IT_JDBC_URL");
        if (url.isEmpty()) {
            try {
                org.h2.tools.Server server = org.h2.tools.Server.createTcpServer("-tcpPort", "0", "-ifNotExists")
                        .start();
                URL = "jdbc:h2:tcp://localhost:" + server.getPort() + "/mem:oid-lease;DB_CLOSE_DELAY=-1";
            } catch (SQLException e) {
                throw new ExceptionInInitializerError(e);
            }
            USER = "sa";
            PASSWORD = "";
        } else {
            URL = url;
            USER = env("OID_IT_JDBC_USER");
            PASSWORD = env("OID_IT_JDBC_PASSWORD");
        }
        System.out.println("Lease tests on " + URL);
    }

    private TestDatabase() {
    }

    private static String env(String name) {
        String value = System.getenv(name);
        return value == null ? "" : value.trim();
    }

    /** Whether the test database is MariaDB (or MySQL). */
    static boolean mariadb() {
        return URL.startsWith("jdbc:mariadb:") || URL.startsWith("jdbc:mysql:");
    }

    /** Whether the test database is PostgreSQL. */
    static boolean postgresql() {
        return URL.startsWith("jdbc:postgresql:");
    }

    /** The database's current time, in the type of the table's {@code expires_at}. */
    static String now() {
        return mariadb() ? "UTC_TIMESTAMP(3)" : "CURRENT_TIMESTAMP(3)";
    }

    /** A table name no other test (or run) uses. */
    static String newTable() {
        return "oid_lease_test_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    }

    static void execute(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    static void dropIfExists(DataSource dataSource, String table) {
        try {
            execute(dataSource, "DROP TABLE " + table);
        } catch (SQLException e) {
            // never created
        }
    }

    /** The first column of the first row of a query, as a long. */
    static long queryLong(DataSource dataSource, String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** The slots of the rows that some process holds (an owner, whether or not expired), lowest first. */
    static List<Long> heldSlots(DataSource dataSource, String table) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT slot FROM " + table
                        + " WHERE owner_token IS NOT NULL ORDER BY slot")) {
            List<Long> slots = new ArrayList<>();
            while (rows.next()) {
                slots.add(rows.getLong(1));
            }
            return slots;
        }
    }

    /**
     * A data source over {@link DriverManager} that keeps closed connections for reuse (a thousand leases must not
     * open thousands of connections), and that a test can make fail as an unreachable database would.
     */
    static final class Pool extends TestDataSource {
        private final String url;
        private final String user;
        private final String password;
        private final Queue<Connection> idle = new ConcurrentLinkedQueue<>();
        /** The transaction isolation every connection is handed out with; -1 for the database's default. */
        private final int isolation;
        private volatile boolean unreachable;

        /** A pool of the test database. */
        Pool() {
            this(URL, USER, PASSWORD);
        }

        Pool(String url, String user, String password) {
            this(url, user, password, -1);
        }

        /**
         * A pool whose connections run at {@code isolation} ({@link Connection#TRANSACTION_SERIALIZABLE}...), as a
         * pool configured with a transaction isolation hands them out.
         */
        Pool(String url, String user, String password, int isolation) {
            this.url = url;
            this.user = user;
            this.password = password;
            this.isolation = isolation;
        }

        void unreachable(boolean unreachable) {
            this.unreachable = unreachable;
        }

        @Override
        public Connection getConnection() throws SQLException {
            if (unreachable) {
                throw new SQLException("test: the database cannot be reached", "08001");
            }
            Connection pooled = idle.poll();
            Connection real = pooled != null && pooled.isValid(1) ? pooled
                    : DriverManager.getConnection(url, user, password);
            if (isolation >= 0 && real.getTransactionIsolation() != isolation) {
                real.setTransactionIsolation(isolation);
            }
            AtomicBoolean closed = new AtomicBoolean();
            return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                    new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        if (method.getName().equals("close")) {
                            if (closed.compareAndSet(false, true)) {
                                if (!real.getAutoCommit()) {
                                    real.rollback();
                                    real.setAutoCommit(true);
                                }
                                idle.add(real);
                            }
                            return null;
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        void closeAll() {
            for (Connection connection = idle.poll(); connection != null; connection = idle.poll()) {
                try {
                    connection.close();
                } catch (SQLException e) {
                    // closing anyway
                }
            }
        }
    }
}
