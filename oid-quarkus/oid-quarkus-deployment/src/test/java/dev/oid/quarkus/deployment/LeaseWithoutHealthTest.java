package dev.oid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.quarkus.internal.ProcessUniqueLeaseProducer;
import io.quarkus.arc.Arc;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The lease without SmallRye Health and without Hibernate ORM: the generator bean is the lease's (slot 0 of a new
 * table, bytes 4-8 {@code 0000000000}), taken with the configured ttl and table, and no readiness check is
 * registered.
 */
class LeaseWithoutHealthTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .overrideConfigKey("quarkus.oid.lease.enabled", "true")
            .overrideConfigKey("quarkus.oid.lease.allow-embedded-database", "true")
            .overrideConfigKey("quarkus.oid.lease.ttl", "20s")
            .overrideConfigKey("quarkus.oid.lease.table", "oid_unit_lease")
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:oid-lease-unit;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.devservices.enabled", "false");

    @Inject
    ObjectIdGenerator generator;

    @Inject
    ProcessUniqueLease lease;

    @Test
    void theGeneratorIsTheLeasesWithTheConfiguredSettings() {
        assertThat(generator).isSameAs(lease.generator());
        assertThat(generator.generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(lease.ttl()).isEqualTo(Duration.ofSeconds(20));
        assertThat(lease.table()).isEqualTo("oid_unit_lease");
    }

    @Test
    void noReadinessCheckWithoutSmallRyeHealth() {
        // By name: without the MicroProfile Health API the check's class cannot even be loaded.
        assertThat(Arc.container().beanManager().getBeans(Object.class, Any.Literal.INSTANCE))
                .extracting(bean -> bean.getBeanClass().getName())
                .contains(ProcessUniqueLeaseProducer.class.getName())
                .doesNotContain("dev.oid.quarkus.internal.ProcessUniqueLeaseHealthCheck");
    }
}
