package dev.oid.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.hamcrest.Matchers.equalTo;

import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.UsesDatabase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * An application's own {@code ObjectIdGenerator} bean wins over {@code quarkus.oid.lease.enabled=true}: Hibernate
 * ORM mints with {@link FixedObjectIdGenerator} (bytes 4-8 {@code 0a1b2c3d4e}), and no lease is taken, so the
 * lease's table is never created.
 */
@QuarkusTest
@TestProfile(LeaseWithApplicationGeneratorTest.LeaseAndApplicationGenerator.class)
@WithTestResource(MongoTestResource.class)
@UsesDatabase
class LeaseWithApplicationGeneratorTest {

    /** The lease on, with a table of its own, and the application's generator. */
    public static class LeaseAndApplicationGenerator implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.oid.lease.enabled", "true",
                    "quarkus.oid.lease.table", "oid_quarkus_lease_unused",
                    "quarkus.oid.lease.allow-embedded-database", "true");
        }

        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(FixedObjectIdGenerator.class);
        }
    }

    @Inject
    ObjectIdGenerator generator;

    @Inject
    EntityManager entityManager;

    @Inject
    DataSource dataSource;

    @Test
    void hibernateOrmMintsWithTheApplicationsGeneratorAndNoLeaseIsTaken() throws SQLException {
        Purchase purchase = new Purchase();
        purchase.item = "not leased";

        QuarkusTransaction.requiringNew().run(() -> entityManager.persist(purchase));

        assertThat(generator).isNotSameAs(ObjectIdGenerator.defaultGenerator());
        assertThat(LeasedObjectIdGeneratorTest.processUnique(purchase.id)).isEqualTo("0a1b2c3d4e");
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            assertThatExceptionOfType(SQLException.class).as("the lease's table")
                    .isThrownBy(() -> statement.executeQuery("SELECT slot FROM oid_quarkus_lease_unused"));
        }
    }

    @Test
    void theReadinessCheckSaysNoLeaseWasTaken() {
        given().get("/q/health/ready").then().statusCode(200)
                .body("checks.find { it.name == 'oid-lease' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'oid-lease' }.data.state",
                        equalTo("not taken: the application's ObjectIdGenerator bean mints"));
    }
}
