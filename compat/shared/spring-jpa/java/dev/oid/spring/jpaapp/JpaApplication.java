package dev.oid.spring.jpa;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring Data JPA application with oid-jpa and nothing else for ObjectIds; its DataSource counts JDBC batches so
 * the tests can prove that generated ids keep inserts batched.
 */
@SpringBootApplication
public class JpaApplication {

    /** Calls of {@code PreparedStatement.executeBatch()}. */
    public static final AtomicInteger BATCHES = new AtomicInteger();

    /** Calls of {@code PreparedStatement.addBatch()}. */
    public static final AtomicInteger BATCHED_STATEMENTS = new AtomicInteger();

    /** Calls of {@code PreparedStatement.executeUpdate()} (unbatched writes). */
    public static final AtomicInteger SINGLE_UPDATES = new AtomicInteger();

    @Bean
    static BeanPostProcessor countingDataSource() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof DataSource dataSource ? proxy(DataSource.class, dataSource) : bean;
            }
        };
    }

    static <T> T proxy(Class<T> type, T target) {
        InvocationHandler handler = (p, method, args) -> {
            switch (method.getName()) {
                case "executeBatch" -> BATCHES.incrementAndGet();
                case "addBatch" -> BATCHED_STATEMENTS.incrementAndGet();
                case "executeUpdate" -> SINGLE_UPDATES.incrementAndGet();
                default -> {
                }
            }
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            if (result instanceof Connection connection) {
                return proxy(Connection.class, connection);
            }
            if (result instanceof PreparedStatement statement) {
                return proxy(PreparedStatement.class, statement);
            }
            return result;
        };
        return type.cast(Proxy.newProxyInstance(JpaApplication.class.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
