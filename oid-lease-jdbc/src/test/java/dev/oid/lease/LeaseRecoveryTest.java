package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease.State;
import dev.oid.testsupport.UsesDatabase;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A lease recovers from faults with the same generator: a table locked for twice the ttl (a failover, a backup's
 * global lock), a {@code getConnection()} that hangs (an exhausted pool), a slot lost for good; on the test database
 * ({@link TestDatabase}: PostgreSQL and MariaDB in CI, H2 otherwise), each test on a table of its own.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
@UsesDatabase
class LeaseRecoveryTest {

    /** The ttl: renewals every second, each waiting at most 1 s; the generator stops 2.7 s after one. */
    private static final Duration TTL = Duration.ofSeconds(3);

    private final TestDatabase.Pool pool = new TestDatabase.Pool();
    private final FaultyDataSource dataSource = new FaultyDataSource(pool);
    private final TestDatabase.Pool observer = new TestDatabase.Pool();
    private final String table = TestDatabase.newTable();
    private final List<String> changes = new CopyOnWriteArrayList<>();
    private final List<ProcessUniqueLease> leases = new ArrayList<>();

    @AfterEach
    void dropTheTable() {
        dataSource.hang(false);
        leases.forEach(ProcessUniqueLease::close);
        TestDatabase.dropIfExists(observer, table);
        pool.closeAll();
        observer.closeAll();
    }

    private ProcessUniqueLease acquire() throws SQLException {
        ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, TTL, table);
        leases.add(lease);
        lease.addListener((source, previous, current) -> {
            assertThat(source).isSameAs(lease);
            changes.add(previous + ">" + current);
        });
        return lease;
    }

    @Test
    void acquireGivesUpOnAConnectionThatDoesNotComeWithATimeoutAndLeasesOnceThePoolAnswers() throws Exception {
        dataSource.hang(true);
        long start = System.nanoTime();

        assertThatThrownBy(() -> ProcessUniqueLease.builder(dataSource).ttl(TTL).table(table)
                .connectionWait(Duration.ofSeconds(1)).acquire())
                .isInstanceOf(SQLTimeoutException.class)
                .hasMessage("DataSource.getConnection() for the lease of table " + table + " did not return within"
                        + " 1000 ms; given up");
        assertThat(System.nanoTime() - start).isBetween(TimeUnit.MILLISECONDS.toNanos(1000),
                TimeUnit.MILLISECONDS.toNanos(2500));

        dataSource.hang(false);
        ProcessUniqueLease lease = acquire();
        assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
    }

    /** Waits up to {@code seconds} for {@code condition}. */
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

    private static String valueOf(ObjectId id) {
        return id.toHexString().substring(8, 18);
    }

    /** Whether the table's row of {@code slot} is held by some lease and not expired, by the database's clock. */
    private boolean heldAndUnexpired(long slot) throws SQLException {
        return TestDatabase.queryLong(observer, "SELECT COUNT(*) FROM " + table + " WHERE slot = " + slot
                + " AND owner_token IS NOT NULL AND expires_at > " + TestDatabase.now()) == 1;
    }

    @Test
    void aTableLockedForTwiceTheTtlStopsTheGeneratorWhichMintsAgainAfterwardsAboveTheFence() throws Exception {
        ProcessUniqueLease lease = acquire();
        ObjectIdGenerator generator = lease.generator();
        // A listener that throws does not stop the renewals.
        lease.addListener((source, previous, current) -> {
            throw new IllegalStateException("test: a listener that throws");
        });
        List<ObjectId> before = new ArrayList<>(Arrays.asList(generator.generate(1000)));
        long slot = lease.slot();

        long fence;
        String refusal = null;
        long lockedAt;
        long refusedAt = 0;
        try (Connection locker = DriverManager.getConnection(TestDatabase.URL, TestDatabase.USER,
                TestDatabase.PASSWORD); Statement statement = locker.createStatement()) {
            lockedAt = System.nanoTime();
            lock(locker, statement);
            // The lock is held for 6 s: twice the ttl. Meanwhile the generator mints until the lease may lapse.
            while (System.nanoTime() - lockedAt < TimeUnit.SECONDS.toNanos(6)) {
                try {
                    before.add(generator.generate());
                } catch (IllegalStateException e) {
                    if (refusal == null) {
                        refusal = e.getMessage();
                        refusedAt = System.nanoTime();
                    }
                }
                Thread.sleep(5);
            }
            // The slot's recorded last second, read by the lock's holder just before it lets go.
            try (ResultSet row = statement.executeQuery("SELECT last_second FROM " + table + " WHERE slot = "
                    + slot)) {
                assertThat(row.next()).isTrue();
                fence = row.getLong(1);
            }
            unlock(locker, statement);
        }
        long unlockedAt = System.nanoTime();
        assertThat(refusal).as("refused while the table was locked").isNotNull();
        // At the latest 90% of the ttl after the last successful renewal, which started before the lock.
        assertThat(refusedAt - lockedAt).isLessThan(TimeUnit.MILLISECONDS.toNanos(2700 + 300));
        assertThat(refusal).startsWith("ProcessUniqueLease of slot " + slot + " of table " + table
                + " (process-unique value " + String.format("%010x", slot) + ") refuses to mint in state LOST: ");
        assertThat(lease.state()).isEqualTo(State.LOST);

        // Without a restart, the same generator mints again within seconds, with the slot the lease holds now
        // (its old one, free again) and in later seconds than the fence.
        ObjectId after = null;
        while (after == null && System.nanoTime() - unlockedAt < TimeUnit.SECONDS.toNanos(10)) {
            try {
                after = generator.generate();
            } catch (IllegalStateException e) {
                Thread.sleep(5);
            }
        }
        long recoveredMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - unlockedAt);
        System.out.println("Lease of ttl " + TTL + " on " + TestDatabase.URL + ": minting again " + recoveredMillis
                + " ms after a lock of 6 s was released");
        assertThat(after).as("minted within 10 s after the lock").isNotNull();
        assertThat(recoveredMillis).isLessThan(5000);
        assertThat(lease.state()).isEqualTo(State.HELD);
        assertThat(lease.slot()).isEqualTo(slot);
        assertThat(Arrays.copyOfRange(after.toByteArray(), 4, 9)).isEqualTo(lease.processUnique());
        assertThat(after.timestamp()).isGreaterThan(fence);
        List<ObjectId> afterwards = new ArrayList<>(Arrays.asList(generator.generate(1000)));
        afterwards.add(after);
        assertThat(afterwards).allSatisfy(id -> assertThat(id.timestamp()).isGreaterThan(fence));
        assertThat(before).allSatisfy(id -> assertThat(id.timestamp()).isLessThanOrEqualTo(fence));
        List<ObjectId> all = new ArrayList<>(before);
        all.addAll(afterwards);
        assertThat(new HashSet<>(all)).hasSameSizeAs(all);
        assertThat(heldAndUnexpired(slot)).isTrue();
        assertThat(TestDatabase.heldSlots(observer, table)).containsExactly(slot);
        assertThat(changes).containsExactly("HELD>AT_RISK", "AT_RISK>LOST", "LOST>HELD");

        lease.close();
        assertThat(changes).containsExactly("HELD>AT_RISK", "AT_RISK>LOST", "LOST>HELD", "HELD>CLOSED");
        assertThat(TestDatabase.heldSlots(observer, table)).isEmpty();
    }

    /**
     * Locks the table (PostgreSQL, MariaDB), or on H2 the whole database, as a failover or a backup's global lock
     * does: renewals wait for it.
     */
    private void lock(Connection locker, Statement statement) throws SQLException {
        if (TestDatabase.mariadb()) {
            statement.execute("LOCK TABLES " + table + " WRITE");
        } else if (TestDatabase.postgresql()) {
            locker.setAutoCommit(false);
            statement.execute("LOCK TABLE " + table + " IN ACCESS EXCLUSIVE MODE");
        } else {
            statement.execute("SET EXCLUSIVE 1");
        }
    }

    private static void unlock(Connection locker, Statement statement) throws SQLException {
        if (TestDatabase.mariadb()) {
            statement.execute("UNLOCK TABLES");
        } else if (TestDatabase.postgresql()) {
            locker.rollback();
        } else {
            statement.execute("SET EXCLUSIVE 0");
        }
    }

    @Test
    void aHungGetConnectionIsGivenUpInBoundedTimeAndTriedAgain() throws Exception {
        ProcessUniqueLease lease = acquire();
        ObjectIdGenerator generator = lease.generator();
        ObjectId first = generator.generate();
        int callsBefore = dataSource.calls.get();

        long hungAt = System.nanoTime();
        dataSource.hang(true);
        // The renewal a second later gives up on its connection after a second, and is tried again at once.
        // (A renewal blocked in getConnection() would never report AT_RISK.)
        assertThat(eventually(4, () -> changes.contains("HELD>AT_RISK"))).isTrue();
        assertThat(System.nanoTime() - hungAt).isLessThan(TimeUnit.MILLISECONDS.toNanos(3000));
        assertThat(eventually(4, () -> dataSource.calls.get() >= callsBefore + 3)).isTrue();
        assertThat(eventually(4, () -> lease.state() == State.LOST)).isTrue();
        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageContaining("refuses to mint in state LOST: the lease may have expired");

        // The pool answers again: the next renewal finds the slot still held, or takes it again.
        dataSource.hang(false);
        assertThat(eventually(5, () -> lease.state() == State.HELD)).isTrue();
        ObjectId again = generator.generate();
        assertThat(valueOf(again)).isEqualTo(valueOf(first));
        assertThat(again).isGreaterThan(first);
        assertThat(heldAndUnexpired(lease.slot())).isTrue();
        assertThat(changes).startsWith("HELD>AT_RISK", "AT_RISK>LOST").endsWith("LOST>HELD");
        // The connections that hung were given back when they came at last: none is held open.
        assertThat(eventually(2, () -> dataSource.open.get() == 0)).isTrue();
    }

    @Test
    void closeStopsLeasingAgain() throws Exception {
        ProcessUniqueLease lease = acquire();
        ObjectIdGenerator generator = lease.generator();
        generator.generate();
        // Another process takes slot 0, and every slot a lease could insert exists: leasing again fails.
        TestDatabase.execute(observer, "INSERT INTO " + table + " (slot, owner_token, expires_at, last_second)"
                + " VALUES (" + ProcessUniqueLease.MAX_SLOT + ", 'another process', TIMESTAMP '2100-01-01 00:00:00',"
                + " -1)");
        TestDatabase.execute(observer, "UPDATE " + table + " SET owner_token = 'another process',"
                + " expires_at = TIMESTAMP '2100-01-01 00:00:00' WHERE slot = 0");

        assertThat(eventually(3, () -> lease.state() == State.LOST)).isTrue();
        int calls = dataSource.calls.get();
        assertThat(eventually(4, () -> dataSource.calls.get() >= calls + 2)).as("tried again").isTrue();
        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessage("ProcessUniqueLease of slot 0 of table " + table + " (process-unique value 0000000000)"
                        + " refuses to mint in state LOST: the lease was lost (a renewal found the slot's lease"
                        + " expired, by the database's clock, or the slot taken by another process). It is leasing a"
                        + " slot again in the background; the generator mints again, with that slot, once one is"
                        + " held");

        lease.close();
        assertThat(lease.state()).isEqualTo(State.CLOSED);
        assertThat(changes).containsExactly("HELD>LOST", "LOST>CLOSED");
        assertThat(eventually(3, () -> renewalThreads().isEmpty())).as("renewal thread ended").isTrue();
        // Slot 0 is free again: a lease still trying would take it within its backoff (at most 1 s).
        TestDatabase.execute(observer, "UPDATE " + table + " SET owner_token = NULL, expires_at = NULL"
                + " WHERE slot = 0");
        int callsAtClose = dataSource.calls.get();
        Thread.sleep(1500);
        assertThat(dataSource.calls.get()).isEqualTo(callsAtClose);
        assertThat(TestDatabase.heldSlots(observer, table)).containsExactly(ProcessUniqueLease.MAX_SLOT);
        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageContaining("refuses to mint in state CLOSED");
    }

    private List<Thread> renewalThreads() {
        List<Thread> threads = new ArrayList<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith("oid-lease-renewal " + table) && thread.isAlive()) {
                threads.add(thread);
            }
        }
        return threads;
    }

    @Test
    void listenersAreCheckedAndRemovable() throws Exception {
        ProcessUniqueLease lease = acquire();
        List<String> heard = new CopyOnWriteArrayList<>();
        ProcessUniqueLease.StateListener listener = (source, previous, current) -> heard.add(previous + ">" + current);
        lease.addListener(listener);
        lease.removeListener(listener);

        assertThatNullPointerException().isThrownBy(() -> lease.addListener(null)).withMessage("listener");
        assertThatNullPointerException().isThrownBy(() -> lease.removeListener(null)).withMessage("listener");
        assertThat(lease.state()).isEqualTo(State.HELD);
        lease.close();
        assertThat(heard).isEmpty();
        assertThat(changes).containsExactly("HELD>CLOSED");
    }

    /**
     * A data source over the test pool that counts {@code getConnection()} calls and open connections, and whose
     * {@code getConnection()} can hang, as an exhausted pool's or an unreachable host's does.
     */
    static final class FaultyDataSource extends TestDataSource {
        final AtomicInteger calls = new AtomicInteger();
        final AtomicInteger open = new AtomicInteger();
        private final DataSource delegate;
        private volatile CountDownLatch hung = new CountDownLatch(0);

        FaultyDataSource(DataSource delegate) {
            this.delegate = delegate;
        }

        void hang(boolean hang) {
            if (hang) {
                hung = new CountDownLatch(1);
            } else {
                hung.countDown();
            }
        }

        @Override
        public Connection getConnection() throws SQLException {
            calls.incrementAndGet();
            try {
                hung.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("test: interrupted in getConnection()", e);
            }
            Connection connection = delegate.getConnection();
            open.incrementAndGet();
            AtomicBoolean closed = new AtomicBoolean();
            return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                    new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        if (method.getName().equals("close") && closed.compareAndSet(false, true)) {
                            open.decrementAndGet();
                        }
                        try {
                            return method.invoke(connection, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }
    }
}
