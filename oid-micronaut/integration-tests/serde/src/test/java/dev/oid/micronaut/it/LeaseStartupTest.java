package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

/**
 * {@code oid.lease.enabled=true} with the datasource {@code default} in an in-memory H2 database, which every instance
 * of the application would have its own of: the context does not start, and says what to do; with an
 * {@code ObjectIdGenerator} bean of the application's own, no lease is taken and the context starts. A closed lease is
 * {@code DOWN} in the health indicator {@code oidLease}, and its generator refuses.
 */
class LeaseStartupTest {

    @Test
    void anInMemoryDatabaseStopsTheStartWithWhatToDo() {
        Throwable thrown = catchThrowable(() -> ApplicationContext.run(inMemoryH2()).close());

        assertThat(thrown).as("the start").isNotNull();
        Throwable cause = thrown;
        while (!(cause instanceof ConfigurationException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        assertThat(cause).isInstanceOf(ConfigurationException.class);
        assertThat(cause.getMessage()).startsWith("oid.lease.enabled=true leases the ObjectId generator's"
                        + " process-unique value from the datasource 'default', but ProcessUniqueLease refuses"
                        + " jdbc:h2:mem:oidleaserefused, an in-memory H2 database: such a database belongs to the"
                        + " process that opened it")
                .endsWith(". Lease from a database server that every instance of the application reaches"
                        + " (datasources.default.url, or oid.lease.datasource to name another datasource); in a test"
                        + " with a single instance, set oid.lease.allow-embedded-database=true; or set"
                        + " oid.lease.enabled=false to mint with a random process-unique value");
    }

    @Test
    void theApplicationsOwnGeneratorWinsAndNoLeaseIsTaken() {
        try (ApplicationContext context = ApplicationContext.run(inMemoryH2(), TestGenerator.ENVIRONMENT)) {
            assertThat(context.containsBean(ProcessUniqueLease.class)).isFalse();
            assertThat(context.getBeansOfType(ObjectIdGenerator.class)).hasSize(1);
            assertThat(context.getBean(ObjectIdGenerator.class).generate().toHexString().substring(8, 18))
                    .isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
        }
    }

    @Test
    void aClosedLeaseIsDownInTheHealthIndicator() {
        Map<String, Object> properties = inMemoryH2();
        properties.put("oid.lease.allow-embedded-database", "true");
        try (ApplicationContext context = ApplicationContext.run(properties)) {
            ProcessUniqueLease lease = context.getBean(ProcessUniqueLease.class);
            assertThat(health(context).getStatus()).isEqualTo(HealthStatus.UP);

            lease.close();

            HealthResult result = health(context);
            assertThat(result.getStatus()).isEqualTo(HealthStatus.DOWN);
            assertThat(result.getDetails()).isEqualTo(Map.of("slot", 0L, "processUnique", "0000000000",
                    "table", "oid_process_unique_lease", "state", "CLOSED", "ttl", "PT30S"));
            assertThatThrownBy(() -> context.getBean(ObjectIdGenerator.class).generate())
                    .isInstanceOf(IllegalStateException.class);
        }
    }

    /** The result of the health indicator {@code oidLease}. */
    private static HealthResult health(ApplicationContext context) {
        return context.getBeansOfType(HealthIndicator.class).stream()
                .map(indicator -> Mono.from(indicator.getResult()).block())
                .filter(Objects::nonNull)
                .filter(r -> r.getName().equals("oidLease"))
                .findFirst().orElseThrow();
    }

    @Test
    void aMissingDatasourceStopsTheStart() {
        Map<String, Object> properties = inMemoryH2();
        properties.put("oid.lease.datasource", "leases");

        Throwable thrown = catchThrowable(() -> ApplicationContext.run(properties).close());

        assertThat(thrown).as("the start").isNotNull();
        assertThat(thrown).hasStackTraceContaining("oid.lease.enabled=true leases the ObjectId generator's"
                + " process-unique value from a table of the JDBC datasource 'leases', but the application has no"
                + " datasource of that name.");
    }

    private static Map<String, Object> inMemoryH2() {
        Map<String, Object> properties = new HashMap<>(TestApplication.properties());
        properties.put("datasources.default.url", "jdbc:h2:mem:oidleaserefused;DB_CLOSE_DELAY=-1");
        properties.put("datasources.default.username", "sa");
        properties.put("datasources.default.password", "");
        properties.put("datasources.default.dialect", "H2");
        properties.put("oid.lease.enabled", "true");
        return properties;
    }
}
