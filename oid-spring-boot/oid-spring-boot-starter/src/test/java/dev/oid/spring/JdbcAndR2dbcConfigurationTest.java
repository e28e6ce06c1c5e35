package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.spring.jdbc.ObjectIdJdbcAutoConfiguration;
import dev.oid.spring.jdbc.ObjectIdJdbcBeforeConvertCallback;
import dev.oid.spring.jdbc.ObjectIdJdbcConverters;
import dev.oid.spring.r2dbc.ObjectIdR2dbcAutoConfiguration;
import dev.oid.spring.r2dbc.ObjectIdR2dbcBeforeConvertCallback;
import dev.oid.spring.r2dbc.ObjectIdR2dbcConverters;
import io.r2dbc.spi.ConnectionFactories;
import io.r2dbc.spi.ConnectionFactory;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.time.InstantSource;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.convert.DataAccessStrategy;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.dialect.H2Dialect;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.core.publisher.Mono;

/**
 * An application with Spring Data JDBC and Spring Data R2DBC has two relational mapping contexts,
 * {@code jdbcMappingContext} and {@code r2dbcMappingContext}: each store's parts use their own (JDBC's callback and
 * update guard the {@code JdbcMappingContext}, R2DBC's the {@code R2dbcMappingContext}), never asking for "the"
 * {@code RelationalMappingContext}, of which there are two. The same with real databases: the JDBC and R2DBC
 * scenarios in {@code JdbcAndR2dbcApplication} of the Spring Boot applications.
 */
class JdbcAndR2dbcConfigurationTest {

    private static final Instant SECOND = Instant.parse("2030-06-07T08:09:10Z");

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdJdbcAutoConfiguration.class, ObjectIdR2dbcAutoConfiguration.class))
            .withBean(ObjectIdGenerator.class, JdbcAndR2dbcConfigurationTest::generator)
            .withBean(ConnectionFactory.class,
                    () -> ConnectionFactories.get("r2dbc:h2:mem:///oid-jdbc-and-r2dbc-configuration"))
            .withBean("jdbcMappingContext", JdbcMappingContext.class, () -> {
                JdbcMappingContext context = new JdbcMappingContext();
                context.setSimpleTypeHolder(new JdbcCustomConversions(ObjectIdJdbcConverters.all())
                        .getSimpleTypeHolder());
                return context;
            })
            .withBean("r2dbcMappingContext", R2dbcMappingContext.class, () -> {
                R2dbcMappingContext context = new R2dbcMappingContext();
                context.setSimpleTypeHolder(R2dbcCustomConversions.of(H2Dialect.INSTANCE, ObjectIdR2dbcConverters.all())
                        .getSimpleTypeHolder());
                return context;
            });

    /** The application's generator: a fixed second, process-unique value and random source, so ids are known. */
    private static ObjectIdGenerator generator() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(SECOND))
                .processUnique(new byte[] {1, 2, 3, 4, 5}).random(new SplittableRandom(3)).build();
    }

    /** An entity of both stores with an {@code ObjectId} id. */
    static class Stamp {

        @Id
        ObjectId id;

        String name;

        Stamp(ObjectId id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    @Test
    void eachStoresCallbackMintsWithItsOwnMappingContext() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            ObjectIdGenerator twin = generator();

            Stamp jdbc = (Stamp) context.getBean(ObjectIdJdbcBeforeConvertCallback.class)
                    .onBeforeConvert(new Stamp(null, "jdbc"));
            Stamp r2dbc = (Stamp) Mono.from(context.getBean(ObjectIdR2dbcBeforeConvertCallback.class)
                    .onBeforeConvert(new Stamp(null, "r2dbc"), SqlIdentifier.unquoted("stamp"))).block();

            assertThat(jdbc.id).isEqualTo(twin.generate());
            assertThat(r2dbc.id).isEqualTo(twin.generate());
            assertThat(jdbc.id.instant()).isEqualTo(SECOND);
        });
    }

    @Test
    void theJdbcUpdateGuardFindsTheAggregateInJdbcsMappingContext() {
        // A strategy whose every UPDATE changes no row (and whose other methods answer nothing).
        DataAccessStrategy updatesNothing = (DataAccessStrategy) Proxy.newProxyInstance(
                DataAccessStrategy.class.getClassLoader(), new Class<?>[] {DataAccessStrategy.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "update" -> false;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "a strategy that updates nothing";
                    default -> method.getReturnType() == boolean.class ? false
                            : method.getReturnType() == int.class ? 0 : method.getReturnType() == long.class ? 0L : null;
                });
        runner.withBean(DataAccessStrategy.class, () -> updatesNothing).run(context -> {
            assertThat(context).hasNotFailed();
            DataAccessStrategy strategy = context.getBean(DataAccessStrategy.class);
            Stamp assigned = new Stamp(ObjectId.parse("5a17b9d9ab102555b9c38874"), "assigned");

            assertThatThrownBy(() -> strategy.update(assigned, Stamp.class))
                    .isInstanceOf(IncorrectUpdateSemanticsDataAccessException.class)
                    .hasMessageStartingWith("No row of " + Stamp.class.getName()
                            + " with id 5a17b9d9ab102555b9c38874 was updated: Spring Data JDBC saves an aggregate");
        });
    }
}
