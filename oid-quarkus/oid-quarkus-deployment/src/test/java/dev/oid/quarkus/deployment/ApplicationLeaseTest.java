package dev.oid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A {@code ProcessUniqueLease} bean of the application's own, with {@code quarkus.oid.lease.enabled} off: the
 * extension's generator bean is that lease's generator.
 */
class ApplicationLeaseTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(LeaseProducer.class))
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:oid-lease-app;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.devservices.enabled", "false");

    /** The application's lease, of a table of its own. */
    @Singleton
    static class LeaseProducer {

        @Produces
        @Singleton
        ProcessUniqueLease lease(DataSource dataSource) throws SQLException {
            return ProcessUniqueLease.builder(dataSource).table("oid_app_lease").allowEmbeddedDatabase(true)
                    .acquire();
        }

        void close(@Disposes ProcessUniqueLease lease) {
            lease.close();
        }
    }

    @Inject
    ObjectIdGenerator generator;

    @Inject
    ProcessUniqueLease lease;

    @Test
    void theGeneratorIsTheApplicationsLeases() {
        assertThat(generator).isSameAs(lease.generator());
        assertThat(lease.table()).isEqualTo("oid_app_lease");
        assertThat(generator.generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
    }
}
