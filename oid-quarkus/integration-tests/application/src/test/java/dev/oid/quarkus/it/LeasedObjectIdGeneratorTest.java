package dev.oid.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.quarkus.OidLeaseConfig;
import dev.oid.quarkus.internal.ProcessUniqueLeaseHealthCheck;
import dev.oid.quarkus.internal.ProcessUniqueLeaseProducer;
import dev.oid.testsupport.UsesDatabase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import javax.sql.DataSource;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;

/**
 * With {@code quarkus.oid.lease.enabled=true} the extension's {@code ObjectIdGenerator} bean is the generator of a
 * {@code ProcessUniqueLease} leased at startup from the application's datasource: the table
 * {@code oid_quarkus_lease}, new, gives slot 0, so every id minted through Hibernate ORM carries {@code 0000000000}
 * as bytes 4-8, and the table holds slot 0 for this process. SmallRye Health's readiness check {@code oid-lease}
 * is {@code UP} with the slot, and {@code DOWN} for a closed lease. On H2 (in the build) the test allows the embedded
 * database; on PostgreSQL and MariaDB (CI, {@code OID_IT_DB_KIND}) the lease takes the server as it is.
 */
@QuarkusTest
@TestProfile(LeasedObjectIdGeneratorTest.Leased.class)
@WithTestResource(MongoTestResource.class)
@UsesDatabase
class LeasedObjectIdGeneratorTest {

    /** Turns the lease on, with a table of its own. */
    public static class Leased implements QuarkusTestProfile {

        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>();
            config.put("quarkus.oid.lease.enabled", "true");
            config.put("quarkus.oid.lease.table", "oid_quarkus_lease");
            String kind = System.getenv("OID_IT_DB_KIND");
            if (kind == null || kind.isEmpty() || kind.equals("h2")) {
                config.put("quarkus.oid.lease.allow-embedded-database", "true"); // one process in this test
            }
            return config;
        }
    }

    @Inject
    ObjectIdGenerator generator;

    @Inject
    ProcessUniqueLease lease;

    @Inject
    EntityManager entityManager;

    @Inject
    DataSource dataSource;

    @Inject
    OidLeaseConfig config;

    @Test
    void theBeanIsTheLeasesGeneratorOfSlotZero() {
        assertThat(generator).isSameAs(lease.generator()).isNotSameAs(ObjectIdGenerator.defaultGenerator());
        assertThat(lease.slot()).isZero();
        assertThat(lease.table()).isEqualTo("oid_quarkus_lease");
        assertThat(lease.state()).isEqualTo(ProcessUniqueLease.State.HELD);
        assertThat(HexFormat.of().formatHex(lease.processUnique())).isEqualTo("0000000000");
    }

    @Test
    void hibernateOrmMintsWithTheLeasedSlot() {
        Purchase purchase = new Purchase();
        purchase.item = "leased";
        Coupon coupon = new Coupon();
        coupon.code = "LEASED";

        QuarkusTransaction.requiringNew().run(() -> {
            entityManager.persist(purchase);
            entityManager.persist(coupon);
        });

        assertThat(processUnique(purchase.id)).isEqualTo("0000000000");
        assertThat(coupon.id).as("the text id").hasSize(24);
        assertThat(processUnique(ObjectId.parse(coupon.id))).isEqualTo("0000000000");
    }

    @Test
    void theTableHoldsTheSlotForThisProcess() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT slot, owner_token FROM oid_quarkus_lease WHERE owner_token IS NOT NULL")) {
            assertThat(rows.next()).as("a held slot").isTrue();
            assertThat(rows.getLong("slot")).isZero();
            assertThat(rows.getString("owner_token")).hasSize(32);
            assertThat(rows.next()).as("a second held slot").isFalse();
        }
    }

    @Test
    void theReadinessCheckIsUpWithTheSlot() {
        given().get("/q/health/ready").then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'oid-lease' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'oid-lease' }.data.state", equalTo("HELD"))
                .body("checks.find { it.name == 'oid-lease' }.data.slot", equalTo(0))
                .body("checks.find { it.name == 'oid-lease' }.data.processUnique", equalTo("0000000000"))
                .body("checks.find { it.name == 'oid-lease' }.data.table", equalTo("oid_quarkus_lease"))
                .body("checks.find { it.name == 'oid-lease' }.data.validUntil", notNullValue());
    }

    @Test
    void theReadinessCheckIsDownOnceTheLeaseIsClosed() throws SQLException {
        // A second lease of the same table, taken and closed by the extension's producer: slot 1.
        ProcessUniqueLeaseProducer producer = new ProcessUniqueLeaseProducer();
        ProcessUniqueLease second = producer.processUniqueLease(config);
        ProcessUniqueLeaseHealthCheck check = new ProcessUniqueLeaseHealthCheck(producer);
        assertThat(check.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);

        second.close();

        HealthCheckResponse down = check.call();
        assertThat(down.getName()).isEqualTo("oid-lease");
        assertThat(down.getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
        assertThat(down.getData()).get().isEqualTo(Map.of("state", "CLOSED", "slot", 1L,
                "processUnique", "0000000001", "table", "oid_quarkus_lease"));
    }

    /** Bytes 4-8 of {@code id} in hex. */
    static String processUnique(ObjectId id) {
        return id.toHexString().substring(8, 18);
    }
}
