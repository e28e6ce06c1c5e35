package dev.oid.lease;

import dev.oid.ObjectIdGenerator;
import dev.oid.ProcessUniqueSource;
import java.lang.System.Logger.Level;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * A process-unique value leased from a SQL table, so that no two live processes mint ids with the same one, and
 * the {@link ObjectIdGenerator} that mints with it for as long as the lease is certainly held.
 *
 * <p>{@link #acquire(DataSource, Duration)} claims the lowest free slot of the table
 * {@value #DEFAULT_TABLE} (created if absent): a row nobody holds, or whose lease expired by the database's
 * clock. The slot number, as 5 big-endian bytes, is the process-unique value (bytes 4-8) of every id the
 * {@linkplain #generator() generator} mints. Claims are single conditional statements (an {@code UPDATE} of a row
 * that is still free or expired, an {@code INSERT} of the next slot that the primary key refuses to a second
 * process), so competing processes never get the same slot. A daemon thread renews the lease every third of its
 * ttl; {@link #close()} releases the slot.
 *
 * <p><b>When the generator refuses to mint.</b> Each renewal sets the row's expiry to the database's clock plus
 * the ttl. The generator mints only until 90% of the ttl after the start of the last successful renewal, as
 * measured by this process's monotonic clock ({@link System#nanoTime()}, never the wall clock), so it stops before
 * the database can consider the lease expired. From then on every {@code generate} call throws
 * {@link IllegalStateException} naming the slot and table: when the JVM stalled (a garbage-collection pause or a
 * suspended process longer than that), or when renewals failed because the database could not be reached. Minting
 * resumes only if a later renewal finds the row still held by this lease and not expired; a renewal that finds it
 * expired or taken marks the lease lost for good. Acquire a new lease then.
 *
 * <p><b>Ids of a slot's successive holders never meet.</b> The row also records the last second (Unix time, by
 * the holder's own clock) that ids with the slot's value may carry: the holder's clock plus the ttl at each
 * renewal, and on release the last second it minted in. The generator refuses to mint later seconds than the
 * recorded one, and the next holder mints only in later seconds than it ({@code acquire} waits for its clock to
 * pass it, never longer than the ttl plus 2 seconds; slots whose record is further ahead of the acquiring
 * process's clock are passed over). So even hosts whose clocks disagree, or a holder that resumes after its slot was re-leased, never mint an
 * id that another holder of the slot mints.
 *
 * <pre>{@code
 * try (ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30))) {
 *     ObjectIdGenerator generator = lease.generator();   // ids carry the slot, e.g. 0000000003
 *     ObjectId id = generator.generate();                 // IllegalStateException once the lease may have lapsed
 * }
 * }</pre>
 *
 * <p>This class is thread-safe.
 *
 * @since 0.1.0
 */
public final class ProcessUniqueLease implements AutoCloseable {

    /** The table {@link #acquire(DataSource, Duration)} leases from: {@value}. */
    public static final String DEFAULT_TABLE = "oid_process_unique_lease";

    /** The highest slot: {@value}, the largest 5-byte value. */
    public static final long MAX_SLOT = (1L << 40) - 1;

    private static final Duration MIN_TTL = Duration.ofSeconds(1);
    private static final Duration MAX_TTL = Duration.ofDays(1);
    /** A table name, optionally qualified by a schema: plain SQL identifiers only, never quoted. */
    private static final Pattern TABLE_NAME =
            Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}(\\.[A-Za-z_][A-Za-z0-9_]{0,62})?");
    /** Rounds of reading candidates and trying to claim one before {@code acquire} gives up. */
    private static final int MAX_ROUNDS = 1000;
    private static final System.Logger LOG = System.getLogger(ProcessUniqueLease.class.getName());

    private final DataSource dataSource;
    private final LeaseTable sql;
    private final String table;
    private final Duration ttl;
    /** How long after the start of a successful renewal the generator may mint: 90% of the ttl. */
    private final long validNanos;
    private final String owner;
    private final long slot;
    private final byte[] value;
    /** The value as the generator's source names it: one object for this lease's whole holding of the slot. */
    private final ProcessUniqueSource.Assignment assignment;
    /** The last second the slot's previous holder may have minted in; ids must carry later seconds. */
    private final long notBefore;
    /** "slot 3 of table oid_process_unique_lease (process-unique value 0000000003)". */
    private final String name;
    /** The latest second the generator was asked to approve: at release, the last second ids may carry. */
    private final AtomicLong latestSecond = new AtomicLong(Long.MIN_VALUE);
    private final ObjectIdGenerator generator;
    private final Thread renewal;
    /** What the generator may do now; replaced (under the lock of this) by renewals, loss and close. */
    private volatile Permit permit;
    /** Written under the lock of this. */
    private volatile boolean closed;

    /**
     * The generator's permission: mint until {@code deadlineNanos} ids whose second is at most {@code lastSecond},
     * unless {@code refusal} says why never again.
     */
    private record Permit(long renewedNanos, long deadlineNanos, long lastSecond, @Nullable String refusal) { }

    private ProcessUniqueLease(DataSource dataSource, LeaseTable sql, String table, Duration ttl, String owner,
            long slot, long notBefore, long lastSecond, long startNanos) {
        this.dataSource = dataSource;
        this.sql = sql;
        this.table = table;
        this.ttl = ttl;
        this.validNanos = ttl.toNanos() / 10 * 9;
        this.owner = owner;
        this.slot = slot;
        this.value = new byte[5];
        for (int i = 0; i < 5; i++) {
            value[i] = (byte) (slot >>> 8 * (4 - i));
        }
        this.assignment = ProcessUniqueSource.Assignment.of(slot);
        this.notBefore = notBefore;
        this.name = "slot " + slot + " of table " + table + " (process-unique value " + HexFormat.of().formatHex(value)
                + ")";
        this.permit = new Permit(startNanos, startNanos + validNanos, lastSecond, null);
        this.generator = ObjectIdGenerator.builder().processUnique(this::approve).build();
        this.renewal = new Thread(this::renewUntilClosed, "oid-lease-renewal " + table + " slot " + slot);
        renewal.setDaemon(true);
    }

    /**
     * Leases the lowest free slot of the table {@value #DEFAULT_TABLE}, creating the table if it is absent.
     *
     * <p>Before it returns, it waits for this process's clock to pass the last second in which the slot's previous
     * holder may have minted (usually no wait, at most a second after a holder that released the slot just now;
     * never longer than the ttl plus 2 seconds: slots whose previous holder's clock was further ahead are passed
     * over), so that the generator can mint at once.
     *
     * @param dataSource the database; a connection is taken for the acquisition, each renewal and the release,
     *        and given back at once
     * @param ttl how long the lease lasts without renewal (renewed every third of it), from 1 second to 1 day; a
     *        stalled JVM or unreachable database stops the generator after 90% of it
     * @return the lease, whose generator can mint at once
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code ttl} is shorter than 1 second or longer than 1 day
     * @throws SQLException if the database fails, no slot could be claimed, or the thread was interrupted while
     *         waiting or this process's clock did not pass the previous holder's last second in time (the slot is
     *         then released)
     */
    public static ProcessUniqueLease acquire(DataSource dataSource, Duration ttl) throws SQLException {
        return acquire(dataSource, ttl, DEFAULT_TABLE);
    }

    /**
     * Leases the lowest free slot of {@code table}, creating it if it is absent; see
     * {@link #acquire(DataSource, Duration)}. Processes that must not share values use the same table.
     *
     * @param dataSource the database; a connection is taken for the acquisition, each renewal and the release,
     *        and given back at once
     * @param ttl how long the lease lasts without renewal, from 1 second to 1 day
     * @param table the table's name, a plain SQL identifier optionally qualified by a schema ({@code ids.leases})
     * @return the lease, whose generator can mint at once
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code ttl} is shorter than 1 second or longer than 1 day, or
     *         {@code table} is not a plain identifier
     * @throws SQLException if the database fails, no slot could be claimed, or the thread was interrupted while
     *         waiting or this process's clock did not pass the previous holder's last second in time (the slot is
     *         then released)
     */
    public static ProcessUniqueLease acquire(DataSource dataSource, Duration ttl, String table) throws SQLException {
        Objects.requireNonNull(dataSource, "dataSource");
        Objects.requireNonNull(ttl, "ttl");
        Objects.requireNonNull(table, "table");
        if (ttl.compareTo(MIN_TTL) < 0 || ttl.compareTo(MAX_TTL) > 0) {
            throw new IllegalArgumentException("A lease's ttl must be from 1 second to 1 day, found " + ttl);
        }
        if (!TABLE_NAME.matcher(table).matches()) {
            throw new IllegalArgumentException("Lease table name must be a plain SQL identifier, optionally"
                    + " qualified by a schema (letters, digits, '_'), found \"" + table + "\"");
        }
        byte[] token = new byte[16];
        new SecureRandom().nextBytes(token);
        String owner = HexFormat.of().formatHex(token);
        ProcessUniqueLease lease;
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = LeaseTable.autoCommit(connection);
            try {
                LeaseTable sql = LeaseTable.of(connection, table, ttl);
                sql.ensureExists(connection);
                lease = claim(connection, dataSource, sql, table, ttl, owner);
            } finally {
                LeaseTable.restore(connection, autoCommit);
            }
        }
        lease.renewal.start();
        try {
            if (!lease.awaitPreviousHolder()) {
                lease.close();
                throw new SQLException("This process's clock did not pass " + Instant.ofEpochSecond(lease.notBefore)
                        + ", the last second the previous holder of " + lease.name + " may have minted in, within twice"
                        + " the ttl (" + lease.ttl + ") plus 2 seconds, so its generator could not mint; the lease was"
                        + " released");
            }
        } catch (InterruptedException e) {
            lease.close();
            Thread.currentThread().interrupt();
            throw new SQLException("Interrupted while waiting for the clock to pass the last second the previous"
                    + " holder of " + lease.name + " may have minted in; the lease was released", e);
        }
        return lease;
    }

    private static ProcessUniqueLease claim(Connection connection, DataSource dataSource, LeaseTable sql,
            String table, Duration ttl, String owner) throws SQLException {
        // A previous holder's last second up to this far ahead of our clock is waited for; further, passed over.
        long maxWaitSeconds = ttl.toSeconds() + 2;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            for (LeaseTable.Candidate candidate : sql.candidates(connection)) {
                if (candidate.lastSecond() > wallSecond() + maxWaitSeconds) {
                    continue;
                }
                long start = System.nanoTime();
                long lastSecond = Math.max(candidate.lastSecond(), lastSecondWithin(ttl));
                if (sql.takeOver(connection, candidate, owner, lastSecond)) {
                    return new ProcessUniqueLease(dataSource, sql, table, ttl, owner, candidate.slot(),
                            candidate.lastSecond(), lastSecond, start);
                }
            }
            long slot = sql.nextSlot(connection);
            if (slot > MAX_SLOT) {
                throw new SQLException("Every slot of table " + table + " up to " + MAX_SLOT + " exists and none is"
                        + " free: no process-unique value left to lease");
            }
            long start = System.nanoTime();
            long lastSecond = lastSecondWithin(ttl);
            if (sql.insert(connection, slot, owner, lastSecond)) {
                return new ProcessUniqueLease(dataSource, sql, table, ttl, owner, slot, -1, lastSecond, start);
            }
            // Another process inserted that slot first: look again.
        }
        throw new SQLException("Could not lease a slot of table " + table + " in " + MAX_ROUNDS + " rounds: other"
                + " processes took every free slot and every new one first");
    }

    /** The current second of this process's wall clock, the clock of the ids. */
    private static long wallSecond() {
        return Math.floorDiv(System.currentTimeMillis(), 1000);
    }

    /** The last second ids can carry if minting stops within {@code ttl} from now (read after the start time). */
    private static long lastSecondWithin(Duration ttl) {
        return Math.floorDiv(System.currentTimeMillis() + ttl.toMillis(), 1000);
    }

    /** How long a renewal or release statement may take: a third of the ttl, at least a second. */
    private int statementTimeoutSeconds() {
        return (int) Math.max(1, ttl.toSeconds() / 3);
    }

    /**
     * Waits until this process's clock is past the last second the slot's previous holder may have minted in.
     *
     * @return whether it is past it; false if it was not within twice the ttl plus 2 seconds
     */
    private boolean awaitPreviousHolder() throws InterruptedException {
        long giveUp = System.nanoTime() + 2 * ttl.toNanos() + TimeUnit.SECONDS.toNanos(2);
        while (wallSecond() <= notBefore && System.nanoTime() - giveUp < 0) {
            Thread.sleep(1000 - Math.floorMod(System.currentTimeMillis(), 1000) + 1);
        }
        return wallSecond() > notBefore;
    }

    /**
     * The generator's source: ids of the seconds {@code firstSecond} to {@code lastSecond} may be returned only while
     * this lease holds, and only in seconds its fence allows.
     */
    private ProcessUniqueSource.Assignment approve(long firstSecond, long lastSecond) {
        check(firstSecond);
        if (lastSecond != firstSecond) {
            check(lastSecond);
        }
        return assignment;
    }

    /** The ids of second {@code second} may be returned only while this lease holds. */
    private void check(long second) {
        if (second > latestSecond.get()) {
            latestSecond.accumulateAndGet(second, Math::max);
        }
        // Read after latestSecond is raised: close() sets the permit first and reads latestSecond after.
        Permit current = permit;
        if (current.refusal() != null) {
            throw new IllegalStateException(current.refusal());
        }
        long now = System.nanoTime();
        if (now - current.deadlineNanos() >= 0) {
            throw new IllegalStateException("ProcessUniqueLease of " + name + " refuses to mint: the lease may have"
                    + " expired, as no renewal succeeded for " + millis(now - current.renewedNanos()) + " ms (one must"
                    + " within " + millis(validNanos) + " ms, 90% of the ttl of " + ttl + "). A stalled JVM (a"
                    + " garbage-collection pause, a suspended process) or a database that cannot be reached does"
                    + " this, and the slot may now be another process's. Minting resumes if a renewal finds the slot"
                    + " still held by this lease; otherwise acquire a new lease");
        }
        if (second <= notBefore || second > current.lastSecond()) {
            throw new IllegalStateException("ProcessUniqueLease of " + name + " refuses to mint an id of second "
                    + Instant.ofEpochSecond(second) + ": ids with this value must carry a second after "
                    + Instant.ofEpochSecond(notBefore) + " (the last one its previous holder may have minted in, by"
                    + " that holder's clock) and not after " + Instant.ofEpochSecond(current.lastSecond())
                    + " (recorded in the table for the next holder). This process's clock has stepped back or"
                    + " ahead; it mints again when the clock is back in that range (or after the next renewal)");
        }
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    /** The renewal thread: renews every third of the ttl until the lease is closed or lost. */
    private void renewUntilClosed() {
        long interval = ttl.toNanos() / 3;
        for (;;) {
            try {
                TimeUnit.NANOSECONDS.sleep(interval);
            } catch (InterruptedException e) {
                return; // closed
            }
            if (!renew()) {
                return;
            }
        }
    }

    /** One renewal; returns whether to go on. */
    private boolean renew() {
        Permit before = permit;
        if (before.refusal() != null) {
            return false;
        }
        long start = System.nanoTime();
        long lastSecond = Math.max(before.lastSecond(), lastSecondWithin(ttl));
        boolean renewed;
        try {
            renewed = sql.renew(dataSource, slot, owner, lastSecond, statementTimeoutSeconds());
        } catch (SQLException | RuntimeException e) {
            if (permit.refusal() != null) {
                return false; // closed meanwhile (the interruption may have failed the statement)
            }
            LOG.log(Level.WARNING, "Renewing the lease of " + name + " failed; the generator stops minting "
                    + millis(validNanos) + " ms after the last successful renewal unless one succeeds", e);
            return true;
        }
        synchronized (this) {
            if (permit.refusal() != null) {
                return false;
            }
            if (renewed) {
                permit = new Permit(start, start + validNanos, lastSecond, null);
                return true;
            }
            permit = new Permit(start, start, before.lastSecond(), "ProcessUniqueLease of " + name + " refuses to"
                    + " mint: the lease was lost (a renewal found the slot's lease expired, by the database's clock, or"
                    + " the slot taken by another process). Acquire a new lease");
        }
        LOG.log(Level.ERROR, "The lease of " + name + " was lost: its generator refuses to mint from now on");
        return false;
    }

    /**
     * Returns the generator that mints with this lease's value; the same instance on every call.
     *
     * <p>Its ids carry the slot as their process-unique value; as for every generator with an assigned value
     * ({@link ObjectIdGenerator.Builder#processUnique(byte[])}), a second holds at most 16,777,216 of them, and a
     * clock stepping back further than 10 seconds stops it until the clock is back. Every {@code generate} call
     * throws {@link IllegalStateException}, naming this lease, once the lease may have expired without a
     * successful renewal, was lost or closed.
     *
     * @return the generator of this lease
     */
    public ObjectIdGenerator generator() {
        return generator;
    }

    /**
     * Returns the process-unique value: the slot as 5 big-endian bytes.
     *
     * @return a new array of 5 bytes
     */
    public byte[] processUnique() {
        return value.clone();
    }

    /**
     * Returns the leased slot.
     *
     * @return the slot number, 0 to {@value #MAX_SLOT}
     */
    public long slot() {
        return slot;
    }

    /**
     * Returns the table the slot is leased from.
     *
     * @return the table's name as given to {@code acquire}
     */
    public String table() {
        return table;
    }

    /**
     * Returns the lease's ttl.
     *
     * @return how long the lease lasts without renewal
     */
    public Duration ttl() {
        return ttl;
    }

    /**
     * Returns whether the generator may mint now: the lease is neither closed nor lost and a renewal succeeded
     * within 90% of the ttl.
     *
     * @return {@code true} while the lease is certainly held
     */
    public boolean isValid() {
        Permit current = permit;
        return current.refusal() == null && System.nanoTime() - current.deadlineNanos() < 0;
    }

    /**
     * Stops the renewals and the generator, and releases the slot, recording the last second the generator minted
     * in so that the slot's next holder mints only in later seconds. Idempotent. If the release fails (the
     * database cannot be reached), the failure is logged and the slot becomes free when its lease expires.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            Permit current = permit;
            permit = new Permit(current.renewedNanos(), current.renewedNanos(), current.lastSecond(),
                    "ProcessUniqueLease of " + name + " refuses to mint: the lease was closed and its slot released");
        }
        renewal.interrupt();
        // Read after the permit refuses: every id approved before has raised latestSecond already.
        long lastSecond = Math.max(notBefore, latestSecond.get());
        try {
            sql.release(dataSource, slot, owner, lastSecond, statementTimeoutSeconds());
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Releasing " + name + " failed; the slot becomes free when its lease expires, "
                    + ttl + " after the last renewal", e);
        }
    }

    /**
     * Describes the lease.
     *
     * @return the slot, table, value, ttl and whether it may mint, e.g.
     *         {@code ProcessUniqueLease[slot 3 of table oid_process_unique_lease (process-unique value 0000000003),
     *         ttl PT30S, valid]}
     */
    @Override
    public String toString() {
        Permit current = permit;
        String state = closed ? "closed" : current.refusal() != null ? "lost" : isValid() ? "valid" : "expired";
        return "ProcessUniqueLease[" + name + ", ttl " + ttl + ", " + state + "]";
    }
}
