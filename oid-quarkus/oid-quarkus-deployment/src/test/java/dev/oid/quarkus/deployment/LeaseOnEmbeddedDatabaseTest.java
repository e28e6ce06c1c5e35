package dev.oid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.runtime.configuration.ConfigurationException;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code quarkus.oid.lease.enabled=true} on H2 in memory, without {@code quarkus.oid.lease.allow-embedded-database}:
 * the application does not start, and says why (every instance would lease slot 0 of a table of its own) and what
 * to do, in Quarkus's terms.
 */
class LeaseOnEmbeddedDatabaseTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .overrideConfigKey("quarkus.oid.lease.enabled", "true")
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:oid-lease-refused;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .assertException(failure -> {
                Throwable cause = failure;
                while (!(cause instanceof ConfigurationException) && cause.getCause() != null) {
                    cause = cause.getCause();
                }
                assertThat(cause).isInstanceOf(ConfigurationException.class);
                assertThat(cause.getMessage())
                        .startsWith("quarkus.oid.lease.enabled=true leases the ObjectId generator's process-unique"
                                + " value from the default datasource, but ProcessUniqueLease refuses"
                                + " jdbc:h2:mem:oid-lease-refused, ")
                        .contains("every process would lease slot 0 of a table of its own")
                        .endsWith("; in a test with a single instance, set"
                                + " quarkus.oid.lease.allow-embedded-database=true; or set"
                                + " quarkus.oid.lease.enabled=false to mint with a random process-unique value");
            });

    @Test
    void theStartFails() {
        // Not run: the application does not start (assertException).
    }
}
