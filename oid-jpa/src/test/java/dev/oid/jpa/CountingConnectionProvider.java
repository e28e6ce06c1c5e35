package dev.oid.jpa;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;

/**
 * Hands Hibernate connections to the test database (see {@link TestDatabase}) whose statements count the JDBC
 * calls that reach the driver: executeBatch (one per batch sent) and the single-statement executes.
 */
final class CountingConnectionProvider implements ConnectionProvider {

    private static final long serialVersionUID = 1L;

    private final String url;
    final AtomicInteger executeBatchCalls = new AtomicInteger();
    final AtomicInteger addBatchCalls = new AtomicInteger();
    final AtomicInteger singleExecuteCalls = new AtomicInteger();

    CountingConnectionProvider(String url) {
        this.url = url;
    }

    void reset() {
        executeBatchCalls.set(0);
        addBatchCalls.set(0);
        singleExecuteCalls.set(0);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = DriverManager.getConnection(url, TestDatabase.user(), TestDatabase.password());
        return proxy(Connection.class, connection, (method, result) -> {
            if (result instanceof PreparedStatement statement) {
                return proxy(PreparedStatement.class, statement, this::countStatement);
            }
            if (result instanceof Statement statement) {
                return proxy(Statement.class, statement, this::countStatement);
            }
            return result;
        });
    }

    private Object countStatement(Method method, Object result) {
        switch (method.getName()) {
            case "executeBatch", "executeLargeBatch" -> executeBatchCalls.incrementAndGet();
            case "addBatch" -> addBatchCalls.incrementAndGet();
            // executeQuery too: PostgreSQL's dialect inserts identity rows with "insert ... returning".
            case "execute", "executeUpdate", "executeLargeUpdate", "executeQuery" ->
                    singleExecuteCalls.incrementAndGet();
            default -> {
            }
        }
        return result;
    }

    @Override
    public void closeConnection(Connection connection) throws SQLException {
        connection.close();
    }

    @Override
    public boolean supportsAggressiveRelease() {
        return false;
    }

    @Override
    public boolean isUnwrappableAs(Class<?> type) {
        return false;
    }

    @Override
    public <T> T unwrap(Class<T> type) {
        throw new UnsupportedOperationException("not unwrappable: " + type);
    }

    private interface AfterCall {
        Object after(Method method, Object result);
    }

    private static <T> T proxy(Class<T> type, T target, AfterCall afterCall) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (method.getName().equals("unwrap") || method.getName().equals("isWrapperFor")) {
                return method.invoke(target, args);
            }
            try {
                return afterCall.after(method, method.invoke(target, args));
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return type.cast(Proxy.newProxyInstance(CountingConnectionProvider.class.getClassLoader(),
                new Class<?>[] {type}, handler));
    }
}
