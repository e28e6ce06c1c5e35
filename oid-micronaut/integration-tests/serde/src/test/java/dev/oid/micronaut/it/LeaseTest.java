package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.micronaut.it.jdbc.Ticket;
import dev.oid.micronaut.it.jdbc.TicketRepository;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.context.ApplicationContext;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import reactor.core.publisher.Mono;

/**
 * {@code oid.lease.enabled=true}: the module leases slot 0 of a fresh lease table in the datasource {@code default}
 * when the context starts, and Micronaut Data JDBC's {@code @AutoPopulated} ids carry it in bytes 4-8; the lease's
 * health indicator reports it. H2 in memory (allowed with {@code oid.lease.allow-embedded-database=true}), PostgreSQL
 * or MariaDB (refused otherwise: {@link LeaseStartupTest}).
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class LeaseTest implements TestPropertyProvider {

    static final String TABLE = "oid_micronaut_lease";
    private static final ObjectId OWNER = ObjectId.parse("5a17b9d9ab102555b9c38874");

    @Inject
    ApplicationContext context;

    @Inject
    ProcessUniqueLease lease;

    @Inject
    ObjectIdGenerator generator;

    @Inject
    TicketRepository tickets;

    @Override
    public Map<String, String> getProperties() {
        return leaseProperties(TABLE, "10s");
    }

    /**
     * The application's properties with the lease on, from {@code table} in the datasource {@code default}, dropped
     * first so that slot 0 is the free one.
     */
    static Map<String, String> leaseProperties(String table, String ttl) {
        try (Connection connection = Columns.connect("default"); Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + table);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        Map<String, String> properties = new HashMap<>(TestApplication.properties());
        properties.put("oid.lease.enabled", "true");
        properties.put("oid.lease.table", table);
        properties.put("oid.lease.ttl", ttl);
        properties.put("oid.lease.allow-embedded-database", String.valueOf(TestApplication.dbKind().equals("h2")));
        return properties;
    }

    @BeforeAll
    void createTable() throws SQLException {
        JdbcTest.createTicketTable();
    }

    @BeforeEach
    void emptyTable() {
        tickets.deleteAll();
    }

    @Test
    void theLeasesGeneratorIsTheOnlyOne() {
        assertThat(context.getBeansOfType(ObjectIdGenerator.class)).containsExactly(lease.generator());
        assertThat(generator).isSameAs(lease.generator());
        assertThat(lease.state()).isEqualTo(ProcessUniqueLease.State.HELD);
        assertThat(lease.table()).isEqualTo(TABLE);
        assertThat(lease.ttl()).hasSeconds(10);
    }

    @Test
    void jdbcSaveMintsWithTheLeasedSlot() throws SQLException {
        Instant before = Instant.now().minusSeconds(1);

        Ticket saved = tickets.save(new Ticket(null, OWNER, "leased"));

        assertThat(saved.id()).as("the minted id").isNotNull();
        assertThat(lease.slot()).isZero();
        assertThat(processUnique(saved.id())).isEqualTo("0000000000");
        assertThat(saved.id().instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(tickets.findById(saved.id())).contains(saved);
        assertThat(heldSlots()).containsExactly(0L);
    }

    @Test
    void theHealthIndicatorReportsTheSlot() {
        HealthResult result = context.getBeansOfType(HealthIndicator.class).stream()
                .map(indicator -> Mono.from(indicator.getResult()).block())
                .filter(Objects::nonNull)
                .filter(r -> r.getName().equals("oidLease"))
                .findFirst().orElseThrow();

        assertThat(result.getStatus()).isEqualTo(HealthStatus.UP);
        @SuppressWarnings("unchecked")
        Map<String, Object> details = (Map<String, Object>) result.getDetails();
        assertThat(details).containsOnlyKeys("slot", "processUnique", "table", "state", "ttl", "validUntil")
                .containsAllEntriesOf(Map.of("slot", 0L, "processUnique", "0000000000", "table", TABLE,
                        "state", "HELD", "ttl", "PT10S"));
        // 90% of the ttl after the start of the last renewal, which was at most a third of the ttl ago.
        Instant now = Instant.now();
        assertThat(Instant.parse((String) details.get("validUntil"))).isBetween(now.plusSeconds(5), now.plusSeconds(9));
    }

    /** The slots of the table's rows, read with a connection of the test's own. */
    private static List<Long> heldSlots() throws SQLException {
        List<Long> slots = new ArrayList<>();
        try (Connection connection = Columns.connect("default");
                PreparedStatement select = connection.prepareStatement("select slot from " + TABLE + " order by slot");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                slots.add(rows.getLong(1));
            }
        }
        return slots;
    }

    /** Bytes 4-8 of an id, as hex. */
    private static String processUnique(ObjectId id) {
        return id.toHexString().substring(8, 18);
    }
}
