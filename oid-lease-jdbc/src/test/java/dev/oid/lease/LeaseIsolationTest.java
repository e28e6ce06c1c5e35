package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Leases through connections at every transaction isolation a pool may hand out: PostgreSQL under
 * {@code READ COMMITTED}, {@code REPEATABLE READ} and {@code SERIALIZABLE} (where a statement that updates a row
 * another transaction updated meanwhile fails with a serialization failure, SQLSTATE 40001), MariaDB under its default
 * ({@code REPEATABLE READ}) and {@code SERIALIZABLE}; on H2 its default and {@code SERIALIZABLE}.
 */
@UsesDatabase
class LeaseIsolationTest {

    private static final Duration TTL = Duration.ofSeconds(30);
    private static final int PROCESSES = 8;

    private final String table = TestDatabase.newTable();
    private final TestDatabase.Pool admin = new TestDatabase.Pool();
    private final List<ProcessUniqueLease> leases = new ArrayList<>();
    private TestDatabase.Pool pool;

    @AfterEach
    void closeAndDrop() {
        leases.forEach(ProcessUniqueLease::close);
        TestDatabase.dropIfExists(admin, table);
        admin.closeAll();
        if (pool != null) {
            pool.closeAll();
        }
    }

    static Stream<Arguments> isolationLevels() {
        Arguments serializable = Arguments.of("SERIALIZABLE", Connection.TRANSACTION_SERIALIZABLE);
        if (TestDatabase.postgresql()) {
            return Stream.of(Arguments.of("READ COMMITTED", Connection.TRANSACTION_READ_COMMITTED),
                    Arguments.of("REPEATABLE READ", Connection.TRANSACTION_REPEATABLE_READ), serializable);
        }
        return Stream.of(Arguments.of("the database's default", -1), serializable);
    }

    private TestDatabase.Pool pool(int isolation) {
        pool = new TestDatabase.Pool(TestDatabase.URL, TestDatabase.USER, TestDatabase.PASSWORD, isolation);
        return pool;
    }

    /** Acquires {@link #PROCESSES} leases at once, each in its own thread and connection. */
    private List<ProcessUniqueLease> acquireAtOnce(TestDatabase.Pool dataSource) throws Exception {
        ExecutorService executor = Executors.newFixedThreadPool(PROCESSES);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<ProcessUniqueLease>> futures = new ArrayList<>();
            for (int i = 0; i < PROCESSES; i++) {
                Callable<ProcessUniqueLease> acquire = () -> {
                    start.await();
                    return ProcessUniqueLease.acquire(dataSource, TTL, table);
                };
                futures.add(executor.submit(acquire));
            }
            start.countDown();
            List<ProcessUniqueLease> acquired = new ArrayList<>();
            for (Future<ProcessUniqueLease> future : futures) {
                acquired.add(future.get());
            }
            leases.addAll(acquired);
            return acquired;
        } finally {
            executor.shutdownNow();
        }
    }

    private static List<Long> slotsOf(List<ProcessUniqueLease> leases) {
        return leases.stream().map(ProcessUniqueLease::slot).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("isolationLevels")
    void eightConcurrentTakeoversOfEightExpiredSlotsEachGetOne(String level, int isolation) throws Exception {
        TestDatabase.Pool dataSource = pool(isolation);
        ProcessUniqueLease.acquire(admin, TTL, table).close();
        for (int slot = 1; slot < PROCESSES; slot++) {
            TestDatabase.execute(admin, "INSERT INTO " + table + " (slot, owner_token, expires_at, last_second)"
                    + " VALUES (" + slot + ", NULL, NULL, -1)");
        }
        // Several rounds: the takeovers race for the same rows in a different order each time.
        for (int round = 0; round < 5; round++) {
            TestDatabase.execute(admin, "UPDATE " + table + " SET owner_token = 'crashed process',"
                    + " expires_at = TIMESTAMP '2000-01-01 00:00:00', last_second = " + (wallSecond() - 10));

            List<ProcessUniqueLease> eight = acquireAtOnce(dataSource);

            assertThat(slotsOf(eight)).as("round %d under %s", round, level)
                    .containsExactlyInAnyOrder(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
            for (ProcessUniqueLease lease : eight) {
                assertThat(lease.generator().generate().toHexString().substring(8, 18))
                        .isEqualTo(String.format("%010x", lease.slot()));
            }
            assertThat(TestDatabase.heldSlots(admin, table)).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
            assertThat(TestDatabase.queryLong(admin, "SELECT COUNT(*) FROM " + table
                    + " WHERE owner_token = 'crashed process'")).isZero();
            eight.forEach(ProcessUniqueLease::close);
            leases.clear();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("isolationLevels")
    void eightConcurrentAcquisitionsOfNewSlotsEachGetOne(String level, int isolation) throws Exception {
        TestDatabase.Pool dataSource = pool(isolation);
        ProcessUniqueLease.acquire(admin, TTL, table).close();
        TestDatabase.execute(admin, "UPDATE " + table + " SET owner_token = 'another process', expires_at = "
                + "TIMESTAMP '2100-01-01 00:00:00'");

        List<ProcessUniqueLease> eight = acquireAtOnce(dataSource);

        // Slot 0 is held by another process: all eight insert a new row, racing for each.
        assertThat(slotsOf(eight)).containsExactlyInAnyOrder(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("isolationLevels")
    void renewalsKeepTheLeasesAndCloseReleasesThem(String level, int isolation) throws Exception {
        TestDatabase.Pool dataSource = pool(isolation);
        List<ProcessUniqueLease> held = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(1), table);
            leases.add(lease);
            held.add(lease);
        }

        Thread.sleep(2500);

        for (ProcessUniqueLease lease : held) {
            assertThat(lease.isValid()).as("%s under %s", lease, level).isTrue();
            lease.close();
        }
        assertThat(TestDatabase.heldSlots(admin, table)).isEmpty();
    }

    @ParameterizedTest(name = "SQLSTATE {0}, error {1}: {2}")
    @CsvSource(nullValues = "null", textBlock = """
            40001, 0,    true
            40001, 1213, true
            40P01, 0,    true
            HY000, 1213, true
            23505, 0,    false
            57014, 0,    false
            null,  0,    false
            """)
    void takesSerializationFailuresAndDeadlocksForConflictsToTryAgain(String state, int code, boolean conflict) {
        SQLException failure = new SQLException("test", state, code);

        assertThat(LeaseTable.isConflict(failure)).isEqualTo(conflict);
        // Also when a driver or pool wraps it.
        assertThat(LeaseTable.isConflict(new SQLException("wrapped", "08000", 0, failure))).isEqualTo(conflict);
    }

    private static long wallSecond() {
        return Math.floorDiv(System.currentTimeMillis(), 1000);
    }
}
