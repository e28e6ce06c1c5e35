package dev.oid.spring.leaseapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Arrays;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code oid.generator.lease.enabled=true} in a Spring Boot application whose only oid dependency is the starter:
 * the starter leases a slot of {@code oid_process_unique_lease} from the application's {@code DataSource}, and the
 * ids Spring Data JPA saves carry that slot as their process-unique value (bytes 4-8). On the database of
 * {@code OID_IT_JDBC_URL} ({@code _USER}, {@code _PASSWORD}): PostgreSQL and MariaDB in CI; otherwise on H2 in
 * memory, which a single test instance may lease from with {@code oid.generator.lease.allow-embedded-database=true}.
 */
@SpringBootTest(classes = LeaseApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "oid.generator.lease.enabled=true",
        "spring.jpa.hibernate.ddl-auto=create-drop",
        "spring.main.web-application-type=none"})
@UsesDatabase
class LeaseScenarioTest {

    @Autowired
    TicketRepository tickets;

    @Autowired
    ProcessUniqueLease lease;

    @Autowired
    ObjectIdGenerator generator;

    @Autowired
    DataSource dataSource;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ScenarioDatabase.registerLeased(registry, "jdbc:h2:mem:oid-spring-lease;DB_CLOSE_DELAY=-1");
    }

    @Test
    void savedIdsCarryTheLeasedSlot() throws Exception {
        Ticket saved = tickets.save(new Ticket("leased"));

        ObjectId id = saved.getId();
        assertThat(id).isNotNull();
        assertThat(Arrays.copyOfRange(id.toByteArray(), 4, 9)).isEqualTo(lease.processUnique());
        assertThat(lease.isValid()).isTrue();
        assertThat(generator).isSameAs(lease.generator());
        // The slot is held in the table, by this lease.
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT owner_token FROM oid_process_unique_lease WHERE slot = ?")) {
            statement.setLong(1, lease.slot());
            try (ResultSet row = statement.executeQuery()) {
                assertThat(row.next()).as("a row for slot %d", lease.slot()).isTrue();
                assertThat(row.getString(1)).as("its owner").isNotNull();
            }
        }
        assertThat(tickets.findById(id)).map(Ticket::getTitle).contains("leased");
    }
}
