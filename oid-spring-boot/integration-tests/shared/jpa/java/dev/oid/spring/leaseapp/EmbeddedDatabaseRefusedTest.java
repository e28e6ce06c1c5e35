package dev.oid.spring.leaseapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.aot.AotDetector;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * {@code oid.generator.lease.enabled=true} in an application whose {@code DataSource} is Spring Boot's embedded H2
 * (an in-memory database of this process, which every instance would have its own of, so every instance would lease
 * the same slot): the application does not start, and Boot's failure analysis, through the starter's
 * {@code FailureAnalyzer}, says why and what to do.
 */
@ExtendWith(OutputCaptureExtension.class)
class EmbeddedDatabaseRefusedTest {

    @Test
    void theApplicationFailsToStartWithAFailureAnalysisThatSaysWhatToDo(CapturedOutput output) {
        // A SpringApplication of its own, not a test context: in AOT mode it would need the generated initializer of
        // an application's main class, which only process-aot of an application with a main creates.
        assumeFalse(AotDetector.useGeneratedArtifacts(), "runs in the regular (non-AOT) test run");
        SpringApplication application = new SpringApplication(LeaseApplication.class);
        application.setWebApplicationType(WebApplicationType.NONE);

        assertThatExceptionOfType(RuntimeException.class).isThrownBy(() -> application.run(
                "--oid.generator.lease.enabled=true",
                "--spring.datasource.url=jdbc:h2:mem:oid-spring-lease-refused;DB_CLOSE_DELAY=-1",
                "--spring.jpa.hibernate.ddl-auto=none"));

        assertThat(output.getOut() + output.getErr()).contains("APPLICATION FAILED TO START",
                "Description:\n\noid.generator.lease.enabled=true leases the ObjectId generator's process-unique value"
                        + " from the DataSource, but ProcessUniqueLease refuses jdbc:h2:mem:oid-spring-lease-refused,"
                        + " an in-memory H2 database: such a database belongs to the process that opened it",
                "Action:\n\nLease from a database server that every instance of the application reaches"
                        + " (spring.datasource.url, or oid.generator.lease.data-source to name another DataSource"
                        + " bean); in a test with a single instance, set oid.generator.lease.allow-embedded-database=true");
    }
}
