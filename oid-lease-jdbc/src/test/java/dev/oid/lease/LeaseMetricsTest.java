package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.testsupport.UsesDatabase;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.crac.Resource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link LeaseMetrics} in a {@link SimpleMeterRegistry}, on the test database ({@link TestDatabase}). */
@UsesDatabase
class LeaseMetricsTest {

    private final TestDatabase.Pool dataSource = new TestDatabase.Pool();
    private final String table = TestDatabase.newTable();
    private final List<ProcessUniqueLease> leases = new ArrayList<>();
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @AfterEach
    void dropTheTable() {
        leases.forEach(ProcessUniqueLease::close);
        TestDatabase.dropIfExists(dataSource, table);
        dataSource.closeAll();
    }

    private ProcessUniqueLease acquire(Duration ttl) throws SQLException {
        ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, ttl, table);
        leases.add(lease);
        return lease;
    }

    private static boolean eventually(double seconds, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(10);
        }
        return true;
    }

    private double state(String state) {
        return registry.get("oid.lease.state").tags("table", table, "state", state).gauge().value();
    }

    private long renewals(String outcome) {
        return registry.get("oid.lease.renewals").tags("table", table, "outcome", outcome).timer().count();
    }

    private double counter(String name) {
        return registry.get(name).tags("table", table).counter().count();
    }

    @Test
    void bindsTheMetersByNameAndTags() throws SQLException {
        ProcessUniqueLease lease = acquire(Duration.ofSeconds(30));

        new LeaseMetrics(lease).bindTo(registry);

        List<String> meters = registry.getMeters().stream().map(Meter::getId)
                .map(id -> id.getName() + " " + id.getType() + " " + id.getTags().stream()
                        .map(tag -> tag.getKey() + "=" + tag.getValue()).collect(Collectors.joining(",")))
                .sorted().toList();
        assertThat(meters).containsExactly(
                "oid.lease.reacquisitions COUNTER table=" + table,
                "oid.lease.refusals COUNTER table=" + table,
                "oid.lease.renewals TIMER outcome=failure,table=" + table,
                "oid.lease.renewals TIMER outcome=lost,table=" + table,
                "oid.lease.renewals TIMER outcome=success,table=" + table,
                "oid.lease.slot GAUGE table=" + table,
                "oid.lease.state GAUGE state=at_risk,table=" + table,
                "oid.lease.state GAUGE state=checkpointed,table=" + table,
                "oid.lease.state GAUGE state=closed,table=" + table,
                "oid.lease.state GAUGE state=held,table=" + table,
                "oid.lease.state GAUGE state=lost,table=" + table);
        assertThat(state("held")).isEqualTo(1);
        assertThat(state("at_risk")).isZero();
        assertThat(state("lost")).isZero();
        assertThat(state("checkpointed")).isZero();
        assertThat(state("closed")).isZero();
        assertThat(registry.get("oid.lease.slot").tags("table", table).gauge().value()).isZero();
        assertThat(counter("oid.lease.refusals")).isZero();
        assertThat(counter("oid.lease.reacquisitions")).isZero();
        assertThat(registry.get("oid.lease.state").meters()).allSatisfy(meter ->
                assertThat(meter.getId().getTags()).contains(Tag.of("table", table)));
    }

    @Test
    void countsRenewalsByOutcomeRefusalsAndSlotsLeasedAgain() throws Exception {
        ProcessUniqueLease lease = acquire(Duration.ofSeconds(2)); // renewed every 667 ms
        ProcessUniqueLease other = acquire(Duration.ofSeconds(30));
        new LeaseMetrics(lease).bindTo(registry);

        assertThat(eventually(5, () -> renewals("success") >= 1)).isTrue();

        dataSource.unreachable(true);
        assertThat(eventually(5, () -> renewals("failure") >= 1)).isTrue();
        assertThat(eventually(5, () -> state("at_risk") == 1)).isTrue(); // HELD again long before 1.8 s
        dataSource.unreachable(false);
        assertThat(eventually(5, () -> state("held") == 1)).isTrue();
        long lost = renewals("lost");
        double reacquisitions = counter("oid.lease.reacquisitions");

        // Another owner takes the row: the next renewal finds the lease lost, and it leases another slot.
        TestDatabase.execute(dataSource, "UPDATE " + table + " SET owner_token = '" + "f".repeat(32) + "'"
                + " WHERE slot = 0");
        assertThat(eventually(5, () -> renewals("lost") == lost + 1)).isTrue();
        assertThat(eventually(5, () -> counter("oid.lease.reacquisitions") == reacquisitions + 1)).isTrue();
        assertThat(eventually(5, () -> state("held") == 1)).isTrue();
        assertThat(other.slot()).isEqualTo(1);
        assertThat(lease.slot()).isNotEqualTo(1);
        assertThat(registry.get("oid.lease.slot").tags("table", table).gauge().value()).isEqualTo(lease.slot());

        Resource checkpoint = (Resource) lease.checkpointResource();
        checkpoint.beforeCheckpoint(null);
        assertThat(state("checkpointed")).isEqualTo(1);
        assertThat(state("held")).isZero();
        for (int i = 0; i < 3; i++) {
            assertThatIllegalStateException().isThrownBy(() -> lease.generator().generate());
        }
        assertThat(counter("oid.lease.refusals")).isEqualTo(3);
        checkpoint.afterRestore(null);
        assertThat(counter("oid.lease.reacquisitions")).isEqualTo(reacquisitions + 2);

        lease.close();
        assertThat(state("closed")).isEqualTo(1);
        assertThat(state("held") + state("at_risk") + state("lost") + state("checkpointed")).isZero();
    }

    @Test
    void theLeaseItselfNeverRefersToMicrometerOrCrac() throws IOException {
        // A lease works without Micrometer and without the CRaC API: only LeaseMetrics refers to the one, only the
        // nested CRaC resource class to the other, and neither is loaded unless used (CRaC: only when present).
        for (Class<?> type : List.of(ProcessUniqueLease.class, LeaseCheckpoint.class, LeaseTable.class)) {
            try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
                String constants = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
                assertThat(constants).as(type.getName()).doesNotContain("io/micrometer").doesNotContain("org/crac");
            }
        }
    }
}
