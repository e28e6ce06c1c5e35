package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.ObjectId;
import dev.oid.lease.ProcessUniqueLease.State;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.crac.Resource;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Checkpoint/restore (CRaC): a lease is registered as a CRaC resource that releases the slot before a checkpoint and
 * leases one again, with a new owner token, after the restore. No CRaC JVM is needed: the tests call the resource
 * as the CRaC runtime does, on the test database ({@link TestDatabase}).
 */
@UsesDatabase
class LeaseCheckpointTest {

    private static final Duration TTL = Duration.ofSeconds(30);

    private final TestDatabase.Pool dataSource = new TestDatabase.Pool();
    private final String table = TestDatabase.newTable();
    private final List<ProcessUniqueLease> leases = new ArrayList<>();

    @AfterEach
    void dropTheTable() {
        leases.forEach(ProcessUniqueLease::close);
        TestDatabase.dropIfExists(dataSource, table);
        dataSource.closeAll();
    }

    private ProcessUniqueLease acquire() throws SQLException {
        ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, TTL, table);
        leases.add(lease);
        return lease;
    }

    private static Resource resource(ProcessUniqueLease lease) {
        Object resource = lease.checkpointResource();
        assertThat(resource).isInstanceOf(Resource.class);
        return (Resource) resource;
    }

    private @Nullable String owner(long slot) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT owner_token FROM " + table + " WHERE slot = " + slot)) {
            assertThat(rows.next()).as("row of slot %d", slot).isTrue();
            return rows.getString(1);
        }
    }

    private boolean renewalThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.getName().startsWith("oid-lease-renewal " + table) && thread.isAlive());
    }

    @Test
    void beforeACheckpointTheSlotIsReleasedAndAfterTheRestoreItIsLeasedAgainWithANewOwnerToken() throws Exception {
        ProcessUniqueLease lease = acquire();
        List<String> changes = new CopyOnWriteArrayList<>();
        lease.addListener((l, previous, current) -> changes.add(previous + "->" + current));
        Set<ObjectId> before = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            before.add(lease.generator().generate());
        }
        String ownerBefore = owner(0);
        assertThat(ownerBefore).hasSize(32);

        resource(lease).beforeCheckpoint(null);

        assertThat(TestDatabase.heldSlots(dataSource, table)).isEmpty();
        long fence = TestDatabase.queryLong(dataSource, "SELECT last_second FROM " + table + " WHERE slot = 0");
        assertThat(fence).isEqualTo(before.stream().mapToLong(ObjectId::timestamp).max().orElseThrow());
        assertThat(lease.state()).isEqualTo(State.CHECKPOINTED);
        assertThat(lease.isValid()).isFalse();
        assertThat(renewalThreadAlive()).isFalse();
        assertThatIllegalStateException().isThrownBy(() -> lease.generator().generate())
                .withMessage("ProcessUniqueLease of slot 0 of table " + table + " (process-unique value 0000000000)"
                        + " refuses to mint in state CHECKPOINTED: a CRaC checkpoint is in progress, so its slot was"
                        + " released; after the restore the lease leases a slot again (with a new owner token) and"
                        + " the generator mints with it");
        // A restore comes later than the checkpoint: after the second recorded as the last one minted in. (A
        // restore within that second leases the slot again LOST, and is HELD once the clock passed it.)
        while (Math.floorDiv(System.currentTimeMillis(), 1000) <= fence) {
            Thread.sleep(20);
        }

        resource(lease).afterRestore(null);

        assertThat(lease.state()).isEqualTo(State.HELD);
        assertThat(lease.slot()).isZero();
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L);
        assertThat(owner(0)).hasSize(32).isNotEqualTo(ownerBefore);
        assertThat(renewalThreadAlive()).isTrue();
        ObjectId after = lease.generator().generate();
        assertThat(after.toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(after.timestamp()).isGreaterThan(fence);
        assertThat(before).doesNotContain(after);
        assertThat(changes).containsExactly("HELD->CHECKPOINTED", "CHECKPOINTED->HELD");
    }

    @Test
    void aCopyRestoredWhileAnotherHoldsItsSlotLeasesAnotherOne() throws Exception {
        // Every copy restored from one checkpoint prefers the slot held at the checkpoint. Here the first copy is
        // stood for by a lease that took that slot after the checkpoint released it; the next copy must lease
        // another slot, with an owner token of its own.
        ProcessUniqueLease copy = acquire();
        ObjectId minted = copy.generator().generate();
        resource(copy).beforeCheckpoint(null);
        ProcessUniqueLease first = acquire();
        assertThat(first.slot()).isZero();

        resource(copy).afterRestore(null);

        assertThat(copy.state()).isEqualTo(State.HELD);
        assertThat(copy.slot()).isEqualTo(1);
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L, 1L);
        assertThat(owner(1)).isNotEqualTo(owner(0));
        ObjectId id = copy.generator().generate();
        assertThat(id.toHexString().substring(8, 18)).isEqualTo("0000000001");
        assertThat(first.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(id).isNotEqualTo(minted);
    }

    @Test
    void aRestoreThatCannotReachTheDatabaseLeavesTheLeaseLostAndLeasesAgainInTheBackground() throws Exception {
        ProcessUniqueLease lease = acquire();
        resource(lease).beforeCheckpoint(null);
        dataSource.unreachable(true);

        resource(lease).afterRestore(null);

        assertThat(lease.state()).isEqualTo(State.LOST);
        assertThatIllegalStateException().isThrownBy(() -> lease.generator().generate())
                .withMessageContaining("refuses to mint in state LOST");
        dataSource.unreachable(false);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (lease.state() != State.HELD && System.nanoTime() - deadline < 0) {
            Thread.sleep(20);
        }
        assertThat(lease.state()).isEqualTo(State.HELD);
        assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
    }

    @Test
    void aLeaseClosedWhileCheckpointedStaysClosedAfterTheRestore() throws Exception {
        ProcessUniqueLease lease = acquire();
        resource(lease).beforeCheckpoint(null);
        lease.close();

        resource(lease).afterRestore(null);
        resource(lease).beforeCheckpoint(null);

        assertThat(lease.state()).isEqualTo(State.CLOSED);
        assertThat(TestDatabase.heldSlots(dataSource, table)).isEmpty();
        assertThat(renewalThreadAlive()).isFalse();
    }
}
