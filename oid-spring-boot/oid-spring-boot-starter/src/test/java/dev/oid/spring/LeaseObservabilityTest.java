package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.lease.LeaseMetrics;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.lease.ObjectIdLeaseAutoConfiguration;
import dev.oid.spring.lease.ObjectIdLeaseObservabilityAutoConfiguration;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The lease's meters and health indicator: present only with a lease and only when the application has Micrometer,
 * respectively Spring Boot's health. Run on Boot 3.5 here (spring-boot-actuator's {@code HealthIndicator}) and on
 * Boot 4.0 in integration-tests/spring-boot-4.0 (spring-boot-health's), so the indicator is called by reflection.
 */
class LeaseObservabilityTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdLeaseAutoConfiguration.class, ObjectIdLeaseObservabilityAutoConfiguration.class))
            .withBean(DataSource.class, () -> {
                JdbcDataSource h2 = new JdbcDataSource();
                h2.setURL("jdbc:h2:mem:oid-spring-lease-observed-" + DATABASES.incrementAndGet()
                        + ";DB_CLOSE_DELAY=-1");
                return h2;
            });

    private final ApplicationContextRunner leased = runner.withPropertyValues("oid.generator.lease.enabled=true",
            "oid.generator.lease.allow-embedded-database=true");

    /** The health indicator interface of the Boot line on the class path: Boot 4.0's, else Boot 3.5's. */
    private static Class<?> healthIndicatorType() throws ClassNotFoundException {
        try {
            return Class.forName("org.springframework.boot.health.contributor.HealthIndicator");
        } catch (ClassNotFoundException e) {
            return Class.forName("org.springframework.boot.actuate.health.HealthIndicator");
        }
    }

    /** The status code and the details of {@code indicator.health()}. */
    private static Map<String, Object> health(Object indicator) throws ReflectiveOperationException {
        Object health = healthIndicatorType().getMethod("health").invoke(indicator);
        Method status = health.getClass().getMethod("getStatus");
        Object code = status.getReturnType().getMethod("getCode").invoke(status.invoke(health));
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("status", code);
        @SuppressWarnings("unchecked")
        Map<String, Object> details = (Map<String, Object>) health.getClass().getMethod("getDetails").invoke(health);
        result.putAll(details);
        return result;
    }

    @Test
    void withoutALeaseNoMetersAndNoHealthIndicator() {
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(LeaseMetrics.class)
                .doesNotHaveBean("oidLeaseHealthIndicator"));
    }

    @Test
    void theLeaseMetersBindToARegistry() {
        leased.run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(LeaseMetrics.class);
            SimpleMeterRegistry registry = new SimpleMeterRegistry();
            context.getBean(LeaseMetrics.class).bindTo(registry);

            assertThat(registry.get("oid.lease.state")
                    .tags("table", "oid_process_unique_lease", "state", "held").gauge().value()).isEqualTo(1);
            assertThat(registry.get("oid.lease.slot").gauge().value()).isZero();
        });
    }

    @Test
    void theHealthIndicatorIsUpWhileTheGeneratorMintsAndDownOnceTheLeaseIsClosed() {
        leased.run(context -> {
            assertThat(context).hasNotFailed().hasBean("oidLeaseHealthIndicator");
            Object indicator = context.getBean("oidLeaseHealthIndicator");
            assertThat(indicator).isInstanceOf(healthIndicatorType());
            ProcessUniqueLease lease = context.getBean(ProcessUniqueLease.class);

            Map<String, Object> up = health(indicator);

            assertThat(up.remove("validUntil")).asString()
                    .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d.*Z");
            assertThat(up).containsExactly(Map.entry("status", "UP"), Map.entry("state", "HELD"),
                    Map.entry("slot", 0L), Map.entry("processUnique", "0000000000"),
                    Map.entry("table", "oid_process_unique_lease"));

            lease.close();

            assertThat(health(indicator)).containsExactly(Map.entry("status", "DOWN"), Map.entry("state", "CLOSED"),
                    Map.entry("slot", 0L), Map.entry("processUnique", "0000000000"),
                    Map.entry("table", "oid_process_unique_lease"));
        });
    }

    @Test
    void withoutMicrometerNoMetersAndWithoutActuatorNoHealthIndicator() {
        leased.withClassLoader(new FilteredClassLoader("io.micrometer.core.", "org.springframework.boot.actuate.",
                "org.springframework.boot.health."))
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(ProcessUniqueLease.class)
                        .doesNotHaveBean(LeaseMetrics.class).doesNotHaveBean("oidLeaseHealthIndicator"));
    }
}
