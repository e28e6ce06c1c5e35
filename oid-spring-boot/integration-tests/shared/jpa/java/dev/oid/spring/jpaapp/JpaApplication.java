package dev.oid.spring.jpaapp;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import dev.oid.ObjectIdGenerator;
import java.sql.Connection;
import java.time.Instant;
import java.sql.PreparedStatement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring Data JPA application whose only oid dependency is the starter; its DataSource counts JDBC batches so
 * the tests can prove that generated ids keep inserts batched.
 */
@SpringBootApplication
public class JpaApplication {

    /** The second of every id this application mints: its generator bean has a clock that stands still there. */
    public static final Instant CLOCK = Instant.parse("2030-01-02T03:04:05Z");

    /**
     * The application's own generator, which the starter hands to Hibernate: ids minted by oid-jpa carry its
     * second, so a test can tell them from any other generator's.
     */
    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(() -> CLOCK).build();
    }

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
