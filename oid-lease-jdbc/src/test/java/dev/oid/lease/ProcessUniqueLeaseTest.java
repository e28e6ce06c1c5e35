package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.UsesDatabase;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Leases in one JVM, on the test database ({@link TestDatabase}: PostgreSQL and MariaDB in CI, H2 otherwise), each
 * test on a table of its own.
 */
@UsesDatabase
class ProcessUniqueLeaseTest {

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

    private ProcessUniqueLease acquire(Duration ttl) throws SQLException {
        ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, ttl, table);
        leases.add(lease);
        return lease;
    }

    private static long wallSecond() {
        return Math.floorDiv(System.currentTimeMillis(), 1000);
    }

    /** Waits up to {@code seconds} for {@code condition}. */
    private static boolean eventually(double seconds, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    @Test
    void leasesTheLowestFreeSlotsInTurnAndItsGeneratorMintsWithTheSlot() throws SQLException {
        ProcessUniqueLease first = acquire(TTL);
        ProcessUniqueLease second = acquire(TTL);

        assertThat(first.slot()).isZero();
        assertThat(first.processUnique()).containsExactly(0, 0, 0, 0, 0);
        assertThat(second.slot()).isEqualTo(1);
        assertThat(second.processUnique()).containsExactly(0, 0, 0, 0, 1);
        ObjectId id = second.generator().generate();
        assertThat(id.toHexString().substring(8, 18)).isEqualTo("0000000001");
        assertThat(id.timestamp()).isBetween(wallSecond() - 1, wallSecond());
        assertThat(second.generator()).isSameAs(second.generator());
        assertThat(second.table()).isEqualTo(table);
        assertThat(second.ttl()).isEqualTo(TTL);
        assertThat(second.isValid()).isTrue();
        assertThat(second).hasToString("ProcessUniqueLease[slot 1 of table " + table
                + " (process-unique value 0000000001), ttl PT30S, HELD]");
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L, 1L);
    }

    @Test
    void theValueIsTheSlotNumberBigEndian() throws SQLException {
        ProcessUniqueLease creator = acquire(TTL); // creates the table
        TestDatabase.execute(dataSource, "INSERT INTO " + table + " (slot, owner_token, expires_at, last_second)"
                + " VALUES (" + 0x0102030405L + ", NULL, NULL, -1)");

        ProcessUniqueLease lease = acquire(TTL);

        assertThat(creator.slot()).isZero();
        assertThat(lease.slot()).isEqualTo(0x0102030405L);
        assertThat(lease.processUnique()).containsExactly(1, 2, 3, 4, 5);
        assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0102030405");
    }

    @Test
    void processUniqueIsACopy() throws SQLException {
        ProcessUniqueLease lease = acquire(TTL);
        lease.processUnique()[4] = 9;

        assertThat(lease.processUnique()).containsExactly(0, 0, 0, 0, 0);
    }

    @Test
    void closeReleasesTheSlotForTheNextAcquisitionAndStopsTheGenerator() throws SQLException {
        ProcessUniqueLease first = acquire(TTL);
        ProcessUniqueLease second = acquire(TTL);
        ObjectId minted = first.generator().generate();

        first.close();
        first.close(); // idempotent

        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(1L);
        // The release recorded the last second slot 0 was minted in: its next holder mints in later seconds only.
        assertThat(TestDatabase.queryLong(dataSource, "SELECT last_second FROM " + table + " WHERE slot = 0"))
                .isEqualTo(minted.timestamp());
        assertThat(first.isValid()).isFalse();
        assertThat(first).hasToString("ProcessUniqueLease[slot 0 of table " + table
                + " (process-unique value 0000000000), ttl PT30S, CLOSED]");
        assertThatIllegalStateException().isThrownBy(() -> first.generator().generate())
                .withMessage("ProcessUniqueLease of slot 0 of table " + table + " (process-unique value 0000000000)"
                        + " refuses to mint in state CLOSED: the lease was closed and its slot released");
        assertThatIllegalStateException().isThrownBy(() -> first.generator().generate(3))
                .withMessageContaining("the lease was closed");
        ProcessUniqueLease third = acquire(TTL);
        assertThat(third.slot()).isZero();
        assertThat(second.slot()).isEqualTo(1);
        assertThat(third.generator().generate().timestamp()).isGreaterThan(minted.timestamp());
    }

    @Test
    void createsTheTableWithTheDefaultNameWhenAbsent() throws SQLException {
        TestDatabase.dropIfExists(dataSource, ProcessUniqueLease.DEFAULT_TABLE);
        try (ProcessUniqueLease first = ProcessUniqueLease.acquire(dataSource, TTL);
                ProcessUniqueLease second = ProcessUniqueLease.builder(dataSource).acquire()) {
            assertThat(first.table()).isEqualTo("oid_process_unique_lease").isEqualTo(ProcessUniqueLease.DEFAULT_TABLE);
            assertThat(List.of(first.slot(), second.slot())).containsExactly(0L, 1L);
            assertThat(second.ttl()).isEqualTo(Duration.ofSeconds(30));
            assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM oid_process_unique_lease")).isEqualTo(2);
        } finally {
            TestDatabase.dropIfExists(dataSource, ProcessUniqueLease.DEFAULT_TABLE);
        }
    }

    @Test
    void concurrentAcquisitionsInOneJvmGetDistinctSlots() throws Exception {
        acquire(TTL).close(); // the table exists, slot 0 free
        int threads = 12;
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<ProcessUniqueLease>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Callable<ProcessUniqueLease> task = () -> {
                    start.await();
                    return ProcessUniqueLease.acquire(dataSource, TTL, table);
                };
                futures.add(executor.submit(task));
            }
            start.countDown();
            Set<Long> slots = new HashSet<>();
            for (Future<ProcessUniqueLease> future : futures) {
                ProcessUniqueLease lease = future.get();
                leases.add(lease);
                slots.add(lease.slot());
            }
            assertThat(slots).containsExactlyInAnyOrder(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aThousandAcquireReleaseCyclesLeaveNoStaleRows() throws SQLException {
        Set<Long> slots = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            try (ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, TTL, table)) {
                slots.add(lease.slot());
            }
        }

        assertThat(slots).containsExactly(0L);
        assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM " + table)).isEqualTo(1);
        assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM " + table
                + " WHERE owner_token IS NOT NULL OR expires_at IS NOT NULL OR expires_at > " + TestDatabase.now()))
                .isZero();
    }

    @Test
    void renewsEveryThirdOfTheTtlSoTheLeaseOutlivesIt() throws Exception {
        ProcessUniqueLease lease = acquire(Duration.ofMillis(1500));

        Thread.sleep(3200);

        assertThat(lease.isValid()).isTrue();
        assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM " + table
                + " WHERE slot = 0 AND expires_at > " + TestDatabase.now())).isEqualTo(1);
    }

    @Test
    void stopsMintingWhenNoRenewalSucceedsWithinTheTtlAndTakesItsExpiredSlotAgainOnceTheDatabaseIsBack()
            throws Exception {
        ProcessUniqueLease lease = acquire(Duration.ofSeconds(1));
        long acquired = System.nanoTime();
        ObjectId before = lease.generator().generate();

        dataSource.unreachable(true);
        assertThat(eventually(3, () -> !lease.isValid())).isTrue();
        // 90% of the ttl after the start of the acquisition, by the monotonic clock.
        assertThat(System.nanoTime() - acquired).isGreaterThanOrEqualTo(900_000_000L);
        assertThat(lease.state()).isEqualTo(ProcessUniqueLease.State.LOST);
        assertThat(lease).hasToString("ProcessUniqueLease[slot 0 of table " + table
                + " (process-unique value 0000000000), ttl PT1S, LOST]");
        assertThatIllegalStateException().isThrownBy(() -> lease.generator().generate())
                .withMessageStartingWith("ProcessUniqueLease of slot 0 of table " + table
                        + " (process-unique value 0000000000) refuses to mint in state LOST: the lease may have"
                        + " expired, as no renewal succeeded for ")
                .withMessageContaining("A stalled JVM (a garbage-collection pause, a suspended process) or a database"
                        + " that cannot be reached or locks the table does this");

        // The database is back, but the row expired by its clock meanwhile: the next renewal finds it expired, and
        // the lease takes the slot again (still free) and mints with it after its recorded last second.
        Thread.sleep(200);
        TestDatabase.Pool observer = new TestDatabase.Pool();
        long fence = TestDatabase.queryLong(observer, "SELECT last_second FROM " + table + " WHERE slot = 0");
        observer.closeAll();
        dataSource.unreachable(false);
        assertThat(eventually(6, () -> lease.state() == ProcessUniqueLease.State.HELD)).isTrue();
        ObjectId after = lease.generator().generate();
        assertThat(lease.slot()).isZero();
        assertThat(after.toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(after.timestamp()).isGreaterThan(fence);
        assertThat(after).isNotEqualTo(before);
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L);

        lease.close();
        assertThat(TestDatabase.heldSlots(dataSource, table)).isEmpty();
    }

    @Test
    void aLeaseWhoseSlotWasTakenLeasesAnotherAndItsGeneratorMintsWithIt() throws Exception {
        ProcessUniqueLease lease = acquire(Duration.ofSeconds(1));
        ObjectIdGenerator generator = lease.generator();
        generator.generate();
        TestDatabase.execute(dataSource, "UPDATE " + table + " SET owner_token = 'another process',"
                + " expires_at = TIMESTAMP '2100-01-01 00:00:00' WHERE slot = 0");

        assertThat(eventually(5, () -> lease.slot() == 1 && lease.state() == ProcessUniqueLease.State.HELD))
                .isTrue();
        assertThat(lease.generator()).isSameAs(generator);
        assertThat(generator.generate().toHexString().substring(8, 18)).isEqualTo("0000000001");
        assertThat(lease.processUnique()).containsExactly(0, 0, 0, 0, 1);
        lease.close();
        // The row of slot 0 is the other process's: closing leaves it alone, and frees slot 1.
        assertThat(TestDatabase.heldSlots(dataSource, table)).containsExactly(0L);
    }

    @Test
    void takesOverAnExpiredSlotAndMintsOnlyAfterTheLastSecondOfItsPreviousHolder() throws SQLException {
        acquire(TTL).close();
        long previousLastSecond = wallSecond() + 1;
        TestDatabase.execute(dataSource, "UPDATE " + table + " SET owner_token = 'crashed process',"
                + " expires_at = TIMESTAMP '2000-01-01 00:00:00', last_second = " + previousLastSecond
                + " WHERE slot = 0");

        ProcessUniqueLease lease = acquire(TTL);
        ObjectId id = lease.generator().generate();

        assertThat(lease.slot()).isZero();
        assertThat(id.timestamp()).isGreaterThan(previousLastSecond);
        // Now this lease's bound: its clock at the take-over plus the ttl.
        assertThat(TestDatabase.queryLong(dataSource, "SELECT last_second FROM " + table + " WHERE slot = 0"))
                .isGreaterThan(previousLastSecond + 25);
    }

    @Test
    void passesOverAFreeSlotWhosePreviousHoldersClockWasFarAhead() throws SQLException {
        acquire(TTL).close();
        TestDatabase.execute(dataSource, "UPDATE " + table + " SET last_second = " + (wallSecond() + 3600)
                + " WHERE slot = 0");

        ProcessUniqueLease lease = acquire(TTL);

        assertThat(lease.slot()).isEqualTo(1);
        assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000001");
    }

    @Test
    void waitsForItsClockToPassTheLastSecondOfAPreviousHolderWhoseClockWasAhead() throws SQLException {
        acquire(TTL).close();
        // A previous holder whose clock was 2 s ahead released the slot: this process must wait for its clock.
        long ahead = wallSecond() + 2;
        TestDatabase.execute(dataSource, "UPDATE " + table + " SET last_second = " + ahead + " WHERE slot = 0");

        long start = System.nanoTime();
        ProcessUniqueLease lease = acquire(TTL);

        assertThat(lease.slot()).isZero();
        assertThat(wallSecond()).isGreaterThan(ahead);
        assertThat(System.nanoTime() - start).isGreaterThan(1_000_000_000L);
        assertThat(lease.generator().generate().timestamp()).isGreaterThan(ahead);
    }

    @Test
    void aRefusedReadingFarAheadIsNeverRecordedAsTheSlotsLastSecond() throws SQLException {
        AtomicLong millis = new AtomicLong(System.currentTimeMillis());
        InstantSource clock = () -> Instant.ofEpochMilli(millis.get());
        ProcessUniqueLease lease = ProcessUniqueLease.builder(dataSource).table(table).clock(clock).acquire();
        leases.add(lease);
        ObjectId minted = lease.generator().generate();

        // One bad reading an hour ahead: refused, beyond the bound recorded in the table.
        millis.addAndGet(3_600_000);
        assertThatIllegalStateException().isThrownBy(() -> lease.generator().generate())
                .withMessageContaining("refuses to mint an id of second");
        millis.addAndGet(-3_600_000);
        lease.close();

        // The release records the last second the generator minted in, not the refused one: the slot's next holder
        // takes it and mints at once instead of waiting an hour or passing the slot over.
        assertThat(TestDatabase.queryLong(dataSource, "SELECT last_second FROM " + table + " WHERE slot = 0"))
                .isEqualTo(minted.timestamp());
        ProcessUniqueLease next = acquire(TTL);
        assertThat(next.slot()).isZero();
        assertThat(next.generator().generate().timestamp()).isGreaterThan(minted.timestamp());
    }

    @Test
    void rejectsBadArguments() {
        assertThatNullPointerException().isThrownBy(() -> ProcessUniqueLease.acquire(null, TTL))
                .withMessage("dataSource");
        assertThatNullPointerException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, null))
                .withMessage("ttl");
        assertThatNullPointerException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, null))
                .withMessage("table");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource,
                Duration.ofMillis(999))).withMessage("A lease's ttl must be from 1 second to 1 day, found PT0.999S");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource,
                Duration.ofDays(1).plusMillis(1))).withMessage("A lease's ttl must be from 1 second to 1 day, found"
                        + " PT24H0.001S");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL,
                "leases; DROP TABLE users")).withMessage("Lease table name must be a plain SQL identifier, optionally"
                        + " qualified by a schema (letters, digits, '_'), found \"leases; DROP TABLE users\"");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL,
                "\"quoted\""));
    }

    @Test
    void theGeneratorIsAnObjectIdGeneratorWithTheAssignedValueSemantics() throws SQLException {
        ProcessUniqueLease lease = acquire(TTL);
        ObjectIdGenerator generator = lease.generator();

        ObjectId[] batch = generator.generate(1000);

        assertThat(batch).extracting(id -> id.toHexString().substring(8, 18)).containsOnly("0000000000");
        for (int i = 1; i < batch.length; i++) {
            assertThat(batch[i]).isGreaterThan(batch[i - 1]);
        }
    }
}
