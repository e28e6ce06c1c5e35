package dev.oid.lease;

import dev.oid.ObjectIdGenerator;
import dev.oid.ProcessUniqueSource;
import java.lang.System.Logger.Level;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
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
 * {@link IllegalStateException} naming the slot, table and {@linkplain #state() state}: when the JVM stalled (a
 * garbage-collection pause or a suspended process longer than that), or when renewals failed because the database
 * could not be reached or locked the table. The generator's ids carry the wall clock's time as read at the latest
 * renewal plus the monotonic time since, so that each call reads one clock, as the default generator's calls do: a
 * step of the wall clock shows in the ids from the next renewal on.
 *
 * <p><b>Recovery.</b> {@code acquire} waits at most 30 seconds for its connection (HikariCP's default) and bounds
 * its statements as a renewal does. Each renewal waits at most a third of the ttl (1 to 5 seconds) for a
 * connection and as long for its statement, and twice that for a connection that stops answering (a network
 * timeout, set back when the connection is given back to its pool); a failed one is tried again at once, with a
 * backoff from 100 ms doubling up to that time, for
 * as long as it takes. Minting resumes if a renewal finds the row still held by this lease and not expired. A
 * renewal that finds it expired or taken makes the lease lease a slot again in the background (its old slot if
 * still free, else the lowest free one, else a new one; with the same backoff plus jitter), and the same
 * generator mints again with the slot it then holds, from a fresh counter, in seconds after that slot's
 * {@code last_second}. {@link #state()} and {@link #addListener(StateListener)} follow this.
 *
 * <p><b>Ids of a slot's successive holders never meet.</b> The row also records the last second (Unix time, by
 * the holder's own clock) that ids with the slot's value may carry: the holder's clock plus the ttl at each
 * renewal, and on release the last second it minted in. The generator refuses to mint later seconds than the
 * recorded one, and the next holder mints only in later seconds than it ({@code acquire} waits for its clock to
 * pass it, never longer than the ttl plus 2 seconds; slots whose record is further ahead of the acquiring
 * process's clock are passed over). So even hosts whose clocks disagree, or a holder that resumes after its slot
 * was re-leased, never mint an id that another holder of the slot mints.
 *
 * <pre>{@code
 * try (ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30))) {
 *     ObjectIdGenerator generator = lease.generator();   // ids carry the slot, e.g. 0000000003
 *     ObjectId id = generator.generate();                 // IllegalStateException once the lease may have lapsed
 * }
 * }</pre>
 *
 * <p><b>Snapshots and meters.</b> With the CRaC API ({@code org.crac}) present, each lease is a CRaC resource:
 * before a checkpoint it releases its slot ({@link State#CHECKPOINTED}: the generator refuses), after the restore it
 * leases a slot again with a new owner token, so copies restored from one checkpoint never share one.
 * {@link LeaseMetrics} binds the lease's Micrometer meters, {@link #validUntil()} tells until when the generator
 * mints without another renewal.
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
    /** Tries of a renewal statement that the database refuses as a conflict with a concurrent one. */
    private static final int MAX_CONFLICT_RETRIES = 5;
    /** How long {@code acquire} waits for its connection: 30 seconds, as long as HikariCP's default. */
    private static final Duration ACQUIRE_CONNECTION_WAIT = Duration.ofSeconds(30);
    /** The first pause after a failed attempt, doubled after each further failure up to the step time. */
    private static final long FIRST_BACKOFF_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final System.Logger LOG = System.getLogger(ProcessUniqueLease.class.getName());

    /**
     * What a lease can do now. The generator mints in {@link #HELD} and {@link #AT_RISK} only.
     *
     * <p>A lease starts {@code HELD}. Failed renewals make it {@code AT_RISK}, a successful one {@code HELD} again.
     * It is {@code LOST} from the moment it may have lapsed (no renewal succeeded within 90% of the ttl) or a renewal
     * found the slot expired or taken; it then keeps trying in the background, and is {@code HELD} again once a
     * renewal finds its slot still held, or once it has leased a slot again (its old one if free, else another)
     * and this process's clock is past the slot's {@code last_second}. {@code CHECKPOINTED} lasts from a CRaC
     * checkpoint to the restore, which leases a slot again. {@code CLOSED} is final.
     *
     * @since 0.1.0
     */
    public enum State {
        /** A slot is held and the last renewal succeeded: the generator mints. */
        HELD,
        /**
         * A slot is held but the last renewal failed (the database cannot be reached, is slow or locks the table):
         * the generator still mints until 90% of the ttl after the last successful renewal, and renewals are
         * retried at once, with a short backoff.
         */
        AT_RISK,
        /**
         * No slot is certainly held: the lease may have lapsed, or was found expired or taken by another process.
         * The generator refuses; in the background the lease renews its slot if it still can, else leases a slot
         * again, with exponential backoff.
         */
        LOST,
        /**
         * A CRaC checkpoint is being taken, or this process was restored from one and has not yet leased a slot
         * again: before the checkpoint the renewals stopped and the slot was released (so every copy restored from
         * the checkpoint has to lease a slot of its own, with a new owner token), and the generator refuses. After
         * the restore the lease leases a slot again (its old one if free, else another) and is {@code HELD}
         * ({@code LOST} until this process's clock passes the last second recorded for the slot), or {@code LOST}
         * if the database could not be reached, leasing again in the background.
         *
         * @since 0.1.0
         */
        CHECKPOINTED,
        /** {@link ProcessUniqueLease#close()} was called: the generator refuses for good, the slot is released. */
        CLOSED
    }

    /**
     * Hears of a lease's {@linkplain State state} changes, in the order they happen, on the lease's renewal thread
     * (or on the thread that calls {@link ProcessUniqueLease#close()}). It must return quickly: the next renewal
     * waits for it. An exception it throws is logged and ignored.
     *
     * @since 0.1.0
     */
    @FunctionalInterface
    public interface StateListener {

        /**
         * Called after {@code lease} changed from {@code previous} to {@code current} (never equal).
         *
         * @param lease the lease
         * @param previous the state before
         * @param current the state now
         */
        void stateChanged(ProcessUniqueLease lease, State previous, State current);
    }

    private final LeaseTable sql;
    private final String table;
    private final Duration ttl;
    /** The clock of the ids and of the seconds recorded in the table: the system clock, a test clock in tests. */
    private final InstantSource clock;
    /** How long after the start of a successful renewal the generator may mint: 90% of the ttl. */
    private final long validNanos;
    /** A third of the ttl: the renewal interval. */
    private final long intervalNanos;
    /** A third of the ttl, 1 to 5 seconds: the connection wait, the statement time and the longest backoff. */
    private final long stepNanos;
    private final ObjectIdGenerator generator;
    /** The renewal thread; a new one after each restore from a checkpoint. */
    private volatile Thread renewal;
    /** The CRaC resource of this lease, when the CRaC API is present; referenced so that it stays registered. */
    private final @Nullable Object checkpointResource;
    /** Connections for renewals, each waited for at most the step time. */
    private final LeaseConnections connections;
    private final List<StateListener> listeners = new CopyOnWriteArrayList<>();
    /** What {@link LeaseMetrics} counts: renewals, refusals, slots leased again. */
    private final List<Events> events = new CopyOnWriteArrayList<>();
    /** State changes not yet delivered, queued under the lock of this in the order they happened. */
    private final Queue<State[]> changes = new ConcurrentLinkedQueue<>();
    /** Held while listeners are called, so that they hear of the changes one at a time and in order. */
    private final Object delivery = new Object();
    /** The latest holding: the current one, or the one lost last. Written under the lock of this. */
    private volatile Holding latest;
    /** What the generator may do now; replaced (under the lock of this) by renewals, loss and close. */
    private volatile Permit permit;
    /**
     * The wall clock and the monotonic clock read together, at the latest renewal (or claim, or restore): the
     * {@link MintingClock} tells the time as this wall clock reading plus the monotonic time since.
     */
    private volatile Anchor anchor;

    /** A reading of the wall clock, in milliseconds since the epoch, and of {@link System#nanoTime()}. */
    private record Anchor(long millis, long nanos) { }

    /** One holding of a slot: from its claim to its loss or release. */
    private static final class Holding {
        final long slot;
        final String owner;
        /** The value as the generator's source names it: one object for the whole holding. */
        final ProcessUniqueSource.Assignment assignment;
        /** The last second the slot's previous holder may have minted in; ids must carry later seconds. */
        final long notBefore;
        /** "slot 3 of table oid_process_unique_lease (process-unique value 0000000003)". */
        final String name;
        /** The latest second the generator was asked to approve: at release, the last second ids may carry. */
        final AtomicLong latestSecond = new AtomicLong(Long.MIN_VALUE);

        Holding(String table, long slot, String owner, long notBefore) {
            this.slot = slot;
            this.owner = owner;
            this.assignment = ProcessUniqueSource.Assignment.of(slot);
            this.notBefore = notBefore;
            this.name = "slot " + slot + " of table " + table + " (process-unique value "
                    + HexFormat.of().formatHex(assignment.toBytes()) + ")";
        }
    }

    /** Hears of renewals, refusals and slots leased again: {@link LeaseMetrics}'s meters. It must return quickly. */
    interface Events {

        /** A renewal statement took {@code nanos}: renewed, found the slot lost, or failed. */
        void renewal(RenewalOutcome outcome, long nanos);

        /** The generator refused a {@code generate} call. */
        void refused();

        /** A slot was leased again, after a loss or a restore from a checkpoint. */
        void reacquired();
    }

    /** How a renewal ended. */
    enum RenewalOutcome {
        /** The row was still held by this lease and its expiry was extended. */
        SUCCESS,
        /** The row was found expired or taken: the lease is lost. */
        LOST,
        /** No answer: the database could not be reached, timed out or failed the statement. */
        FAILURE
    }

    /** A slot just claimed: whose previous holder may have minted up to {@code notBefore}. */
    private record Claim(long slot, String owner, long notBefore, long lastSecond, long startNanos) { }

    /**
     * The generator's permission: in {@code state}, mint with {@code holding} until {@code deadlineNanos} ids whose
     * second is at most {@code lastSecond}; no holding when the slot is known lost or the lease closed.
     */
    private record Permit(State state, @Nullable Holding holding, long renewedNanos, long deadlineNanos,
            long lastSecond) {
        Permit in(State next) {
            return new Permit(next, holding, renewedNanos, deadlineNanos, lastSecond);
        }
    }

    private ProcessUniqueLease(LeaseConnections connections, LeaseTable sql, String table,
            Duration ttl, InstantSource clock, Claim claim) {
        this.clock = clock;
        this.sql = sql;
        this.table = table;
        this.ttl = ttl;
        this.validNanos = ttl.toNanos() / 10 * 9;
        this.intervalNanos = ttl.toNanos() / 3;
        this.stepNanos = stepNanos(ttl);
        this.connections = connections;
        Holding holding = new Holding(table, claim.slot(), claim.owner(), claim.notBefore());
        this.latest = holding;
        this.permit = new Permit(State.HELD, holding, claim.startNanos(), claim.startNanos() + validNanos,
                claim.lastSecond());
        this.anchor = new Anchor(clock.millis(), System.nanoTime());
        this.generator = ObjectIdGenerator.builder().clock(new MintingClock()).processUnique(this::approve).build();
        this.renewal = newRenewalThread("oid-lease-renewal " + table);
        this.checkpointResource = LeaseCheckpoint.register(this);
    }

    private Thread newRenewalThread(String name) {
        Thread thread = new Thread(this::renewUntilStopped, name);
        thread.setDaemon(true);
        return thread;
    }

    /** The registered CRaC resource, or {@code null} without the CRaC API: for tests. */
    @Nullable Object checkpointResource() {
        return checkpointResource;
    }

    /** Whether the renewal thread must stop: the lease is closed, or checkpointed. */
    private static boolean stopped(State state) {
        return state == State.CLOSED || state == State.CHECKPOINTED;
    }

    /**
     * Leases the lowest free slot of the table {@value #DEFAULT_TABLE}, creating the table if it is absent: the same
     * as {@code builder(dataSource).ttl(ttl).acquire()}.
     *
     * <p>Before it returns, it waits for this process's clock to pass the last second in which the slot's previous
     * holder may have minted (usually no wait, at most a second after a holder that released the slot just now;
     * never longer than the ttl plus 2 seconds: slots whose previous holder's clock was further ahead are passed
     * over), so that the generator can mint at once.
     *
     * @param dataSource the database, a server that every process reaches (never an in-memory or embedded
     *        database, see {@link Builder#allowEmbeddedDatabase(boolean)}); a connection is taken for the
     *        acquisition, each renewal and the release, and given back at once
     * @param ttl how long the lease lasts without renewal (renewed every third of it), from 1 second to 1 day; a
     *        stalled JVM or unreachable database stops the generator after 90% of it
     * @return the lease, whose generator can mint at once
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code ttl} is shorter than 1 second or longer than 1 day, or
     *         {@code dataSource} is an in-memory or embedded database (see {@link Builder#acquire()})
     * @throws IllegalStateException if the table exists with other column types or another primary key than
     *         {@code acquire} creates it with (the message shows the DDL)
     * @throws SQLException if the database fails, gives no connection within 30 seconds, no slot could be claimed, or
     *         the thread was interrupted while waiting or this process's clock did not pass the previous holder's last
     *         second in time (the slot is then released)
     */
    public static ProcessUniqueLease acquire(DataSource dataSource, Duration ttl) throws SQLException {
        return builder(dataSource).ttl(ttl).acquire();
    }

    /**
     * Leases the lowest free slot of {@code table}, creating it if it is absent: the same as
     * {@code builder(dataSource).ttl(ttl).table(table).acquire()}; see {@link #acquire(DataSource, Duration)}.
     * Processes that must not share values use the same table.
     *
     * @param dataSource the database, a server that every process reaches; a connection is taken for the
     *        acquisition, each renewal and the release, and given back at once
     * @param ttl how long the lease lasts without renewal, from 1 second to 1 day
     * @param table the table's name, a plain SQL identifier optionally qualified by a schema ({@code ids.leases})
     * @return the lease, whose generator can mint at once
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code ttl} is shorter than 1 second or longer than 1 day,
     *         {@code table} is not a plain identifier, or {@code dataSource} is an in-memory or embedded database
     * @throws IllegalStateException if the table exists with other column types or another primary key than
     *         {@code acquire} creates it with (the message shows the DDL)
     * @throws SQLException if the database fails, gives no connection within 30 seconds, no slot could be claimed, or
     *         the thread was interrupted while waiting or this process's clock did not pass the previous holder's last
     *         second in time (the slot is then released)
     */
    public static ProcessUniqueLease acquire(DataSource dataSource, Duration ttl, String table) throws SQLException {
        return builder(dataSource).ttl(ttl).table(table).acquire();
    }

    /**
     * Returns a builder of a lease from {@code dataSource}, with the ttl of 30 seconds and the table
     * {@value #DEFAULT_TABLE} unless set.
     *
     * <pre>{@code
     * ProcessUniqueLease lease = ProcessUniqueLease.builder(dataSource)
     *         .ttl(Duration.ofSeconds(10))
     *         .table("ids.oid_process_unique_lease")
     *         .acquire();
     * }</pre>
     *
     * @param dataSource the database, a server that every process reaches; a connection is taken for the
     *        acquisition, each renewal and the release, and given back at once
     * @return a new builder
     * @throws NullPointerException if {@code dataSource} is {@code null}
     * @since 0.1.0
     */
    public static Builder builder(DataSource dataSource) {
        return new Builder(dataSource);
    }

    private static ProcessUniqueLease acquire(Builder builder) throws SQLException {
        DataSource dataSource = builder.dataSource;
        Duration ttl = builder.ttl;
        String table = builder.table;
        ProcessUniqueLease lease = null;
        LeaseConnections connections = new LeaseConnections(dataSource, table, stepNanos(ttl));
        try (Connection connection = connections.connect(builder.connectionWait.toNanos())) {
            if (!builder.allowEmbedded) {
                refuseEmbedded(connection);
            }
            boolean autoCommit = LeaseTable.autoCommit(connection);
            try {
                LeaseTable sql = LeaseTable.of(connection, table, ttl);
                sql.ensureExists(connection);
                Claim claim = claim(connection, sql, table, ttl, builder.clock, -1);
                lease = new ProcessUniqueLease(connections, sql, table, ttl, builder.clock, claim);
            } finally {
                LeaseTable.restore(connection, autoCommit);
            }
        } finally {
            if (lease == null) {
                connections.shutdown();
            }
        }
        lease.renewal.start();
        Holding holding = lease.latest;
        try {
            if (!lease.awaitPreviousHolder(holding)) {
                lease.close();
                throw new SQLException("This process's clock did not pass "
                        + Instant.ofEpochSecond(holding.notBefore) + ", the last second the previous holder of "
                        + holding.name + " may have minted in, within twice the ttl (" + lease.ttl + ") plus 2"
                        + " seconds, so its generator could not mint; the lease was released");
            }
        } catch (InterruptedException e) {
            lease.close();
            Thread.currentThread().interrupt();
            throw new SQLException("Interrupted while waiting for the clock to pass the last second the previous"
                    + " holder of " + holding.name + " may have minted in; the lease was released", e);
        }
        return lease;
    }

    /** Refuses a database that lives inside this process: every process would lease slot 0 of its own table. */
    private static void refuseEmbedded(Connection connection) throws SQLException {
        String url = connection.getMetaData().getURL();
        String embedded = url == null ? null : LeaseTable.embedded(url);
        if (embedded != null) {
            throw new IllegalArgumentException("ProcessUniqueLease refuses " + LeaseTable.withoutParameters(url)
                    + ", " + embedded + ": such a database belongs to the process that opened it, so every process"
                    + " would lease slot 0 of a table of its own and mint the same ids as the others in every second."
                    + " Lease from a database server that all processes reach (PostgreSQL and MariaDB are tested), or,"
                    + " in a test with a single process, allow it with"
                    + " ProcessUniqueLease.builder(dataSource).allowEmbeddedDatabase(true)");
        }
    }

    /** A new owner token: 128 random bits as 32 hex digits, one per holding. */
    private static String newOwner() {
        byte[] token = new byte[16];
        RANDOM.nextBytes(token);
        return HexFormat.of().formatHex(token);
    }

    /**
     * Claims a slot: {@code preferred} if it is free or expired (a lease taking its own slot again; -1 for none),
     * else the lowest free or expired one, else a new one.
     */
    private static Claim claim(Connection connection, LeaseTable sql, String table, Duration ttl, InstantSource clock,
            long preferred) throws SQLException {
        String owner = newOwner();
        // A previous holder's last second up to this far ahead of our clock is waited for; further, passed over.
        long maxWaitSeconds = ttl.toSeconds() + 2;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<LeaseTable.Candidate> candidates;
            try {
                candidates = new ArrayList<>();
                LeaseTable.Candidate own = preferred < 0 || round > 0 ? null : sql.candidate(connection, preferred);
                if (own != null) {
                    candidates.add(own);
                }
                candidates.addAll(sql.candidates(connection));
            } catch (SQLException e) {
                if (LeaseTable.isConflict(e)) {
                    continue; // a serialization failure or deadlock with another process: read again
                }
                throw e;
            }
            for (LeaseTable.Candidate candidate : candidates) {
                if (candidate.lastSecond() > wallSecond(clock) + maxWaitSeconds) {
                    continue;
                }
                long start = System.nanoTime();
                long lastSecond = Math.max(candidate.lastSecond(), lastSecondWithin(clock, ttl));
                if (sql.takeOver(connection, candidate, owner, lastSecond)) {
                    return new Claim(candidate.slot(), owner, candidate.lastSecond(), lastSecond, start);
                }
            }
            long slot;
            try {
                slot = sql.nextSlot(connection);
            } catch (SQLException e) {
                if (LeaseTable.isConflict(e)) {
                    continue;
                }
                throw e;
            }
            if (slot > MAX_SLOT) {
                throw new SQLException("Every slot of table " + table + " up to " + MAX_SLOT + " exists and none is"
                        + " free: no process-unique value left to lease");
            }
            long start = System.nanoTime();
            long lastSecond = lastSecondWithin(clock, ttl);
            if (sql.insert(connection, slot, owner, lastSecond)) {
                return new Claim(slot, owner, -1, lastSecond, start);
            }
            // Another process inserted that slot first: look again.
        }
        throw new SQLException("Could not lease a slot of table " + table + " in " + MAX_ROUNDS + " rounds: other"
                + " processes took every free slot and every new one first");
    }

    /** A third of the ttl, 1 to 5 seconds: the connection wait, the statement time and the longest backoff. */
    private static long stepNanos(Duration ttl) {
        return TimeUnit.SECONDS.toNanos(LeaseTable.timeoutSeconds(ttl));
    }

    /** The current second of this process's wall clock, the clock of the ids. */
    private static long wallSecond(InstantSource clock) {
        return Math.floorDiv(clock.millis(), 1000);
    }

    /** The last second ids can carry if minting stops within {@code ttl} from now (read after the start time). */
    private static long lastSecondWithin(InstantSource clock, Duration ttl) {
        return Math.floorDiv(clock.millis() + ttl.toMillis(), 1000);
    }

    /**
     * Waits until this process's clock is past the last second the slot's previous holder may have minted in.
     *
     * @return whether it is past it; false if it was not within twice the ttl plus 2 seconds
     */
    private boolean awaitPreviousHolder(Holding holding) throws InterruptedException {
        long giveUp = System.nanoTime() + 2 * ttl.toNanos() + TimeUnit.SECONDS.toNanos(2);
        while (wallSecond(clock) <= holding.notBefore && System.nanoTime() - giveUp < 0) {
            Thread.sleep(1000 - Math.floorMod(clock.millis(), 1000) + 1);
        }
        return wallSecond(clock) > holding.notBefore;
    }

    /**
     * The generator's source: ids of the seconds {@code firstSecond} to {@code lastSecond} may be returned only while
     * this lease holds a slot, and only in seconds its fence allows.
     */
    private ProcessUniqueSource.Assignment approve(long firstSecond, long lastSecond) {
        Permit current = permit;
        // The deadline was checked when the generator read its clock for these seconds (MintingClock), with the
        // one reading of the monotonic clock that a call makes; here the slot and the fence.
        Holding holding = refuseUnlessPermitted(current, firstSecond);
        if (lastSecond != firstSecond) {
            refuseUnlessPermitted(current, lastSecond);
        }
        // Only approved seconds are recorded for the release, never a refused reading far ahead: they are within
        // the bound recorded in the table, which the next holder waits for anyway.
        if (lastSecond > holding.latestSecond.get()) {
            holding.latestSecond.accumulateAndGet(lastSecond, Math::max);
        }
        // Read again after latestSecond is raised: close() and a loss replace the permit first and read
        // latestSecond after, so ids approved here either are counted by them or are refused now.
        Permit after = permit;
        if (after.holding() != holding) {
            throw refused(refusal(after, System.nanoTime()));
        }
        return holding.assignment;
    }

    private Holding refuseUnlessPermitted(Permit current, long second) {
        Holding holding = current.holding();
        if (holding == null) {
            throw refused(refusal(current, System.nanoTime()));
        }
        if (second <= holding.notBefore || second > current.lastSecond()) {
            throw refused("ProcessUniqueLease of " + holding.name + " refuses to mint an id of"
                    + " second " + Instant.ofEpochSecond(second) + " in state " + current.state() + ": ids with this"
                    + " value must carry a second after " + Instant.ofEpochSecond(holding.notBefore) + " (the last"
                    + " one its previous holder may have minted in, by that holder's clock) and not after "
                    + Instant.ofEpochSecond(current.lastSecond()) + " (recorded in the table for the next holder)."
                    + " This process's clock has stepped back or ahead, or the slot was just leased again; it mints"
                    + " again when the clock is in that range (or after the next renewal)");
        }
        return holding;
    }

    /**
     * The clock of the lease's generator. Each {@code generate} call reads it once, and that one reading of the
     * monotonic clock serves twice: it refuses the call once the lease may have lapsed (90% of the ttl after the last
     * successful renewal's start), and it tells the time of the ids: the wall clock as read at the latest renewal
     * plus the monotonic time since, so that a call costs one clock reading, as the default generator's does. A step
     * of the wall clock shows in the ids from the next renewal on (a third of the ttl at most); a lease given a test
     * clock tells that clock's time.
     */
    private final class MintingClock implements InstantSource {

        private final boolean systemClock = clock == InstantSource.system();

        @Override
        public long millis() {
            Permit current = permit;
            long now = System.nanoTime();
            if (current.holding() == null || now - current.deadlineNanos() >= 0) {
                throw refused(refusal(current, now));
            }
            if (!systemClock) {
                return clock.millis();
            }
            Anchor at = anchor;
            return at.millis() + Math.floorDiv(now - at.nanos(), 1_000_000L);
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis());
        }

        @Override
        public String toString() {
            return "the clock of " + ProcessUniqueLease.this;
        }
    }

    /** Reads the wall clock and the monotonic clock together for the {@link MintingClock}. */
    private void reanchor() {
        anchor = new Anchor(clock.millis(), System.nanoTime());
    }

    /** The generator's refusal, counted by the {@link Events}. */
    private IllegalStateException refused(String message) {
        for (Events observer : events) {
            observer.refused();
        }
        return new IllegalStateException(message);
    }

    /** Adds {@code observer} of renewals, refusals and slots leased again. */
    void addEvents(Events observer) {
        events.add(Objects.requireNonNull(observer, "observer"));
    }

    /** Why the generator refuses under {@code current} at {@code now}, when it holds no slot or may have lapsed. */
    private String refusal(Permit current, long now) {
        String prefix = "ProcessUniqueLease of " + latest.name + " refuses to mint in state ";
        if (current.state() == State.CLOSED) {
            return prefix + "CLOSED: the lease was closed and its slot released";
        }
        if (current.state() == State.CHECKPOINTED) {
            return prefix + "CHECKPOINTED: a CRaC checkpoint is in progress, so its slot was released; after the"
                    + " restore the lease leases a slot again (with a new owner token) and the generator mints with"
                    + " it";
        }
        if (current.holding() == null) {
            return prefix + "LOST: the lease was lost (a renewal found the slot's lease expired, by the database's"
                    + " clock, or the slot taken by another process). It is leasing a slot again in the background;"
                    + " the generator mints again, with that slot, once one is held";
        }
        return prefix + "LOST: the lease may have expired, as no renewal succeeded for "
                + millis(now - current.renewedNanos()) + " ms (one must within " + millis(validNanos) + " ms, 90% of"
                + " the ttl of " + ttl + "). A stalled JVM (a garbage-collection pause, a suspended process) or a"
                + " database that cannot be reached or locks the table does this, and the slot may now be another"
                + " process's. Renewals go on in the background: minting resumes if one finds the slot still held by"
                + " this lease, or once the lease has leased a slot again";
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    /**
     * The renewal thread, until the lease is closed: renews every third of the ttl, retries failed renewals at once
     * with a short backoff, and leases a slot again when the one it held is lost.
     */
    private void renewUntilStopped() {
        try {
            for (;;) {
                if (permit.holding() == null) {
                    reacquire(latest.slot); // after a restore whose leasing again failed
                }
                Holding lost = keepHolding();
                reacquire(lost.slot);
            }
        } catch (InterruptedException e) {
            // closed or checkpointed
        }
    }

    /**
     * Renews the current holding until a renewal finds it expired or taken.
     *
     * @return the holding, once known lost
     * @throws InterruptedException when the lease is closed
     */
    private Holding keepHolding() throws InterruptedException {
        int failures = 0;
        long next = permit.renewedNanos() + intervalNanos;
        for (;;) {
            sleepUntil(next);
            Permit before = permit;
            Holding holding = before.holding();
            if (stopped(before.state()) || holding == null) {
                throw new InterruptedException("closed");
            }
            reanchor();
            long start = System.nanoTime();
            long lastSecond = Math.max(before.lastSecond(), lastSecondWithin(clock, ttl));
            boolean renewed;
            try {
                renewed = renewRetryingConflicts(holding, lastSecond);
            } catch (SQLException | RuntimeException e) {
                renewal(RenewalOutcome.FAILURE, start);
                if (stopped(permit.state())) {
                    throw new InterruptedException("closed"); // the interruption may have failed the statement
                }
                failures++;
                boolean lapsed = System.nanoTime() - before.deadlineNanos() >= 0;
                if (failures == 1) {
                    LOG.log(Level.WARNING, "Renewing the lease of " + holding.name + " failed; retrying at once, the"
                            + " generator stops minting " + millis(validNanos) + " ms after the last successful"
                            + " renewal unless one succeeds", e);
                } else {
                    LOG.log(Level.DEBUG, "Renewing the lease of " + holding.name + " failed again (" + failures
                            + " times in a row)", e);
                }
                // LOST stays LOST (also while a slot leased again waits for its fence) until a renewal succeeds.
                change(holding, lapsed || before.state() == State.LOST ? State.LOST : State.AT_RISK);
                next = System.nanoTime() + backoffNanos(failures);
                continue;
            }
            renewal(renewed ? RenewalOutcome.SUCCESS : RenewalOutcome.LOST, start);
            if (!renewed) {
                markLost(holding);
                return holding;
            }
            if (failures > 0) {
                LOG.log(Level.INFO, "Renewed the lease of " + holding.name + " after " + failures + " failed"
                        + " renewals");
            }
            failures = 0;
            renewedAt(holding, start, lastSecond);
            next = start + intervalNanos;
        }
    }

    private void renewal(RenewalOutcome outcome, long start) {
        long nanos = System.nanoTime() - start;
        for (Events observer : events) {
            observer.renewal(outcome, nanos);
        }
    }

    private void reacquired() {
        for (Events observer : events) {
            observer.reacquired();
        }
    }

    /** One renewal statement, tried again at once when the database refuses it as a conflict with a concurrent one. */
    private boolean renewRetryingConflicts(Holding holding, long lastSecond) throws SQLException {
        try (Connection connection = connections.connect(stepNanos)) {
            for (int attempt = 1;; attempt++) {
                try {
                    return sql.renew(connection, holding.slot, holding.owner, lastSecond);
                } catch (SQLException e) {
                    if (attempt >= MAX_CONFLICT_RETRIES || !LeaseTable.isConflict(e)) {
                        throw e;
                    }
                }
            }
        }
    }

    /** A renewal of {@code holding} that started at {@code start} succeeded: the generator may mint on. */
    private void renewedAt(Holding holding, long start, long lastSecond) {
        synchronized (this) {
            Permit current = permit;
            if (current.holding() != holding) {
                return; // closed meanwhile
            }
            // A slot leased again stays LOST until the clock passed its previous holder's last second.
            State next = current.state() == State.LOST && wallSecond(clock) <= holding.notBefore ? State.LOST
                    : State.HELD;
            permit = new Permit(next, holding, start, start + validNanos, lastSecond);
            queue(current.state(), next);
        }
        deliver();
    }

    /** Records that {@code holding}, still the current one, is in {@code next} now (AT_RISK, LOST or HELD). */
    private void change(Holding holding, State next) {
        synchronized (this) {
            Permit current = permit;
            if (current.holding() != holding || current.state() == next) {
                return;
            }
            permit = current.in(next);
            queue(current.state(), next);
        }
        deliver();
    }

    /** A renewal found {@code holding} expired or taken: the generator refuses until a slot is leased again. */
    private void markLost(Holding holding) {
        synchronized (this) {
            Permit current = permit;
            if (current.holding() != holding) {
                return;
            }
            permit = new Permit(State.LOST, null, current.renewedNanos(), current.renewedNanos(),
                    current.lastSecond());
            queue(current.state(), State.LOST);
        }
        LOG.log(Level.ERROR, "The lease of " + holding.name + " was lost (a renewal found it expired, by the"
                + " database's clock, or taken): its generator refuses to mint until a slot is leased again, which"
                + " is tried in the background");
        deliver();
    }

    /**
     * Leases a slot again after {@code lostSlot} was lost, with exponential backoff, until one is held.
     *
     * @throws InterruptedException when the lease is closed
     */
    private void reacquire(long lostSlot) throws InterruptedException {
        for (int failures = 0;; ) {
            if (stopped(permit.state())) {
                throw new InterruptedException("closed");
            }
            Claim claim;
            try (Connection connection = connections.connect(stepNanos)) {
                boolean autoCommit = LeaseTable.autoCommit(connection);
                try {
                    claim = claim(connection, sql, table, ttl, clock, lostSlot);
                    if (installed(claim)) {
                        Thread.currentThread().setName("oid-lease-renewal " + table + " slot " + claim.slot());
                        reacquired();
                        LOG.log(Level.INFO, "Leased " + latest.name + " after the lease of slot " + lostSlot
                                + " was lost: its generator mints with it");
                        deliver();
                        return;
                    }
                    // Closed or checkpointed while claiming: the slot is this lease's no longer.
                    sql.release(connection, claim.slot(), claim.owner(), claim.notBefore());
                    throw new InterruptedException("closed");
                } finally {
                    LeaseTable.restore(connection, autoCommit);
                }
            } catch (SQLException | RuntimeException e) {
                if (stopped(permit.state())) {
                    throw new InterruptedException("closed");
                }
                failures++;
                LOG.log(failures == 1 ? Level.WARNING : Level.DEBUG, "Leasing a slot of table " + table + " again"
                        + " failed (" + failures + " times in a row); trying again with backoff", e);
                sleepUntil(System.nanoTime() + backoffNanos(failures));
            }
        }
    }

    /** Makes {@code claim} the current holding, unless the lease was closed or checkpointed; returns whether it did. */
    private boolean installed(Claim claim) {
        synchronized (this) {
            Permit current = permit;
            if (stopped(current.state())) {
                return false;
            }
            Holding holding = new Holding(table, claim.slot(), claim.owner(), claim.notBefore());
            latest = holding;
            reanchor();
            State next = wallSecond(clock) > holding.notBefore ? State.HELD : State.LOST;
            permit = new Permit(next, holding, claim.startNanos(), claim.startNanos() + validNanos,
                    claim.lastSecond());
            queue(current.state(), next);
            return true;
        }
    }

    /**
     * Sleeps until {@code target} (by {@link System#nanoTime()}), meanwhile marking the lease LOST at the moment it
     * may lapse, and HELD once the clock passed the fence of a slot leased again.
     *
     * @throws InterruptedException when the lease is closed
     */
    private void sleepUntil(long target) throws InterruptedException {
        for (;;) {
            long now = System.nanoTime();
            Permit current = permit;
            if (stopped(current.state())) {
                throw new InterruptedException("closed");
            }
            Holding holding = current.holding();
            long wake = target;
            if (holding != null) {
                boolean lapsed = now - current.deadlineNanos() >= 0;
                if (lapsed && current.state() != State.LOST) {
                    change(holding, State.LOST);
                } else if (!lapsed && current.state() == State.LOST) {
                    long untilFence = (holding.notBefore + 1) * 1000 - clock.millis();
                    if (untilFence <= 0) {
                        change(holding, State.HELD);
                    } else {
                        wake = earlier(wake, now + TimeUnit.MILLISECONDS.toNanos(untilFence + 1));
                    }
                }
                if (!lapsed) {
                    wake = earlier(wake, current.deadlineNanos());
                }
            }
            if (target - now <= 0) {
                return;
            }
            if (wake - now > 0) {
                TimeUnit.NANOSECONDS.sleep(wake - now);
            }
        }
    }

    private static long earlier(long a, long b) {
        return a - b <= 0 ? a : b;
    }

    /**
     * The pause after {@code failures} failed attempts in a row: 100 ms doubled per failure up to the step time
     * (a third of the ttl, 1 to 5 seconds), of which a random half is taken off so that processes spread out.
     */
    private long backoffNanos(int failures) {
        long full = Math.min(stepNanos, FIRST_BACKOFF_NANOS << Math.min(failures - 1, 20));
        return full / 2 + ThreadLocalRandom.current().nextLong(full / 2 + 1);
    }

    /** Queues a state change for the listeners; called under the lock of this, so changes queue in order. */
    private void queue(State previous, State next) {
        if (previous != next) {
            changes.add(new State[] {previous, next});
        }
    }

    /** Tells the listeners of the queued changes, in order; never under the lock of this. */
    private void deliver() {
        synchronized (delivery) {
            for (State[] change = changes.poll(); change != null; change = changes.poll()) {
                for (StateListener listener : listeners) {
                    try {
                        listener.stateChanged(this, change[0], change[1]);
                    } catch (RuntimeException | Error e) {
                        if (e instanceof VirtualMachineError) {
                            throw e;
                        }
                        LOG.log(Level.WARNING, "A state listener of the lease of table " + table + " threw; ignored",
                                e);
                    }
                }
            }
        }
    }

    /**
     * Returns the generator that mints with this lease's value; the same instance on every call, for the lease's
     * whole life, also after it leased a slot again.
     *
     * <p>Its ids carry the held slot as their process-unique value; as for every generator with an assigned value
     * ({@link ObjectIdGenerator.Builder#processUnique(byte[])}), a second holds at most 16,777,216 of them, and a
     * clock stepping back further than 10 seconds stops it until the clock is back. Every {@code generate} call
     * throws {@link IllegalStateException}, naming the slot, the table and the {@linkplain #state() state}, while
     * the lease is {@link State#LOST} (it may have expired without a successful renewal, or was found lost and is
     * being leased again) or {@link State#CLOSED}, and for seconds outside the slot's fence. After a slot is leased
     * again the generator mints with it, from a fresh counter, in seconds after the slot's previous holder's last
     * one.
     *
     * @return the generator of this lease
     */
    public ObjectIdGenerator generator() {
        return generator;
    }

    /**
     * Returns the process-unique value: the slot as 5 big-endian bytes.
     *
     * @return a new array of 5 bytes: of the slot held now, or last held if none is
     */
    public byte[] processUnique() {
        return latest.assignment.toBytes();
    }

    /**
     * Returns the leased slot: the one held now, or the one held last while the lease is {@link State#LOST} or
     * {@link State#CLOSED}. It changes when the lease leases another slot after losing one.
     *
     * @return the slot number, 0 to {@value #MAX_SLOT}
     */
    public long slot() {
        return latest.slot;
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
     * Returns what the lease can do now. {@link State#LOST} as soon as the lease may have lapsed, also before the
     * renewal thread noticed (and told the listeners).
     *
     * @return the state, never {@code null}
     */
    public State state() {
        Permit current = permit;
        if (current.holding() != null && current.state() != State.LOST && current.state() != State.CLOSED
                && System.nanoTime() - current.deadlineNanos() >= 0) {
            return State.LOST;
        }
        return current.state();
    }

    /**
     * Returns until when the generator may mint without another successful renewal: 90% of the ttl after the start of
     * the last successful renewal, as measured by this process's monotonic clock and expressed on its wall clock. The
     * row's expiry in the table, by the database's clock, is a tenth of the ttl later.
     *
     * @return the instant, or {@code null} while no slot is held ({@link State#LOST} after a renewal found the slot
     *         lost, {@link State#CHECKPOINTED}, {@link State#CLOSED})
     * @since 0.1.0
     */
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable Instant validUntil() {
        Permit current = permit;
        if (current.holding() == null) {
            return null;
        }
        long remaining = current.deadlineNanos() - System.nanoTime();
        return clock.instant().plusNanos(remaining);
    }

    /**
     * Returns whether the generator may mint now: the lease holds a slot and a renewal succeeded within 90% of the
     * ttl ({@link State#HELD} or {@link State#AT_RISK}).
     *
     * @return {@code true} while a slot is certainly held
     */
    public boolean isValid() {
        State state = state();
        return state == State.HELD || state == State.AT_RISK;
    }

    /**
     * Adds a listener of state changes: it hears of every change from now on, in order, on the lease's renewal
     * thread (or the thread that calls {@link #close()}). Call {@link #state()} for the state it starts from.
     *
     * @param listener the listener; it must return quickly, and what it throws is logged and ignored
     * @throws NullPointerException if {@code listener} is {@code null}
     */
    public void addListener(StateListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes a listener added with {@link #addListener(StateListener)}; nothing if it was not added.
     *
     * @param listener the listener
     * @throws NullPointerException if {@code listener} is {@code null}
     */
    public void removeListener(StateListener listener) {
        listeners.remove(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Stops the renewals, any leasing again and the generator, and releases the slot, recording the last second the
     * generator minted in so that the slot's next holder mints only in later seconds. Idempotent. If the release
     * fails (the database cannot be reached), the failure is logged and the slot becomes free when its lease
     * expires.
     */
    @Override
    public void close() {
        Holding holding;
        synchronized (this) {
            Permit current = permit;
            if (current.state() == State.CLOSED) {
                return;
            }
            permit = new Permit(State.CLOSED, null, current.renewedNanos(), current.renewedNanos(),
                    current.lastSecond());
            holding = latest;
            queue(current.state(), State.CLOSED);
        }
        renewal.interrupt();
        deliver();
        // Read after the permit refuses: every id approved before has raised latestSecond already.
        long lastSecond = Math.max(holding.notBefore, holding.latestSecond.get());
        try (Connection connection = connections.connect(stepNanos)) {
            sql.release(connection, holding.slot, holding.owner, lastSecond);
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Releasing " + holding.name + " failed; the slot becomes free when its lease"
                    + " expires, " + ttl + " after the last renewal", e);
        } finally {
            connections.shutdown();
        }
    }

    /**
     * Before a CRaC checkpoint: stops the renewals, any leasing again and the generator ({@link State#CHECKPOINTED}),
     * waits for the renewal thread to end, and releases the slot as {@link #close()} does, so that no copy restored
     * from the checkpoint holds it by the owner token frozen into the checkpoint. Nothing if the lease is closed or
     * checkpointed already. A failed release is logged: the slot then becomes free when its lease expires, and the
     * restored copies lease other slots meanwhile.
     */
    void beforeCheckpoint() {
        Holding holding;
        Thread thread;
        synchronized (this) {
            Permit current = permit;
            if (stopped(current.state())) {
                return;
            }
            permit = new Permit(State.CHECKPOINTED, null, current.renewedNanos(), current.renewedNanos(),
                    current.lastSecond());
            holding = latest;
            thread = renewal;
            queue(current.state(), State.CHECKPOINTED);
        }
        thread.interrupt();
        deliver();
        try {
            // It ends at once, or when the statement or connection wait under way gives up (the step time each).
            thread.join(millis(3 * stepNanos));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            LOG.log(Level.WARNING, "The renewal thread of the lease of " + holding.name + " did not end before the"
                    + " checkpoint; it ends without renewing");
        }
        // Read after the permit refuses: every id approved before has raised latestSecond already.
        long lastSecond = Math.max(holding.notBefore, holding.latestSecond.get());
        try (Connection connection = connections.connect(stepNanos)) {
            sql.release(connection, holding.slot, holding.owner, lastSecond);
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Releasing " + holding.name + " before a checkpoint failed; the slot becomes free"
                    + " when its lease expires, " + ttl + " after the last renewal, and the restored process leases"
                    + " another one meanwhile", e);
        }
    }

    /**
     * After a restore from a CRaC checkpoint: leases a slot again with a new owner token (the old slot if it is
     * free, else the lowest free one, else a new one), waits for this process's clock to pass the slot's last
     * second as {@code acquire} does, and starts a new renewal thread; the same generator then mints with that
     * slot. If the database cannot be reached, the lease is {@link State#LOST} and leases a slot again in the
     * background. Nothing unless the lease is {@link State#CHECKPOINTED}.
     */
    void afterRestore() {
        if (permit.state() != State.CHECKPOINTED) {
            return;
        }
        long lostSlot = latest.slot;
        Claim claim = null;
        try (Connection connection = connections.connect(stepNanos)) {
            boolean autoCommit = LeaseTable.autoCommit(connection);
            try {
                claim = claim(connection, sql, table, ttl, clock, lostSlot);
                if (!installedAfterRestore(claim)) {
                    sql.release(connection, claim.slot(), claim.owner(), claim.notBefore()); // closed meanwhile
                    return;
                }
            } finally {
                LeaseTable.restore(connection, autoCommit);
            }
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "Leasing a slot of table " + table + " again after a restore failed; trying again"
                    + " in the background, the generator refuses until then", e);
            claim = null;
        }
        Holding holding;
        synchronized (this) {
            Permit current = permit;
            if (current.state() == State.CLOSED) {
                return;
            }
            if (claim == null && current.state() == State.CHECKPOINTED) {
                permit = new Permit(State.LOST, null, current.renewedNanos(), current.renewedNanos(),
                        current.lastSecond());
                queue(State.CHECKPOINTED, State.LOST);
            }
            holding = permit.holding();
            renewal = newRenewalThread("oid-lease-renewal " + table + " slot " + latest.slot);
            renewal.start();
        }
        deliver();
        if (holding != null) {
            reacquired();
            LOG.log(Level.INFO, "Leased " + holding.name + " after a restore from a checkpoint: its generator mints"
                    + " with it");
            try {
                awaitPreviousHolder(holding);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Makes {@code claim} the current holding, unless the lease was closed meanwhile; returns whether it did. */
    private boolean installedAfterRestore(Claim claim) {
        synchronized (this) {
            Permit current = permit;
            if (current.state() != State.CHECKPOINTED) {
                return false;
            }
            Holding holding = new Holding(table, claim.slot(), claim.owner(), claim.notBefore());
            latest = holding;
            reanchor();
            State next = wallSecond(clock) > holding.notBefore ? State.HELD : State.LOST;
            permit = new Permit(next, holding, claim.startNanos(), claim.startNanos() + validNanos,
                    claim.lastSecond());
            queue(State.CHECKPOINTED, next);
            return true;
        }
    }

    /**
     * Describes the lease.
     *
     * @return the slot, table, value, ttl and {@linkplain #state() state}, e.g.
     *         {@code ProcessUniqueLease[slot 3 of table oid_process_unique_lease (process-unique value 0000000003),
     *         ttl PT30S, HELD]}
     */
    @Override
    public String toString() {
        return "ProcessUniqueLease[" + latest.name + ", ttl " + ttl + ", " + state() + "]";
    }

    /**
     * Builds a {@link ProcessUniqueLease}: the data source, the ttl, the table, and whether an embedded database is
     * allowed. Each setter checks its argument at once; {@link #acquire()} leases the slot.
     *
     * <pre>{@code
     * ProcessUniqueLease lease = ProcessUniqueLease.builder(dataSource)
     *         .ttl(Duration.ofSeconds(10))
     *         .acquire();
     * }</pre>
     *
     * @since 0.1.0
     */
    public static final class Builder {
        private final DataSource dataSource;
        private Duration ttl = Duration.ofSeconds(30);
        private String table = DEFAULT_TABLE;
        private boolean allowEmbedded;
        private InstantSource clock = InstantSource.system();
        private Duration connectionWait = ACQUIRE_CONNECTION_WAIT;

        private Builder(DataSource dataSource) {
            this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        }

        /**
         * Sets how long the lease lasts without renewal; it is renewed every third of it, and a stalled JVM or
         * unreachable database stops the generator after 90% of it.
         *
         * @param ttl from 1 second to 1 day; 30 seconds unless set
         * @return this builder
         * @throws NullPointerException if {@code ttl} is {@code null}
         * @throws IllegalArgumentException if {@code ttl} is shorter than 1 second or longer than 1 day
         */
        public Builder ttl(Duration ttl) {
            Objects.requireNonNull(ttl, "ttl");
            if (ttl.compareTo(MIN_TTL) < 0 || ttl.compareTo(MAX_TTL) > 0) {
                throw new IllegalArgumentException("A lease's ttl must be from 1 second to 1 day, found " + ttl);
            }
            this.ttl = ttl;
            return this;
        }

        /**
         * Sets the table to lease from, created if absent. Processes that must not share values use the same table.
         *
         * @param table a plain SQL identifier (letters, digits, '_'), optionally qualified by a schema
         *        ({@code ids.leases}), never quoted; {@value #DEFAULT_TABLE} unless set
         * @return this builder
         * @throws NullPointerException if {@code table} is {@code null}
         * @throws IllegalArgumentException if {@code table} is not a plain identifier
         */
        public Builder table(String table) {
            Objects.requireNonNull(table, "table");
            if (!TABLE_NAME.matcher(table).matches()) {
                throw new IllegalArgumentException("Lease table name must be a plain SQL identifier, optionally"
                        + " qualified by a schema (letters, digits, '_'), found \"" + table + "\"");
            }
            this.table = table;
            return this;
        }

        /**
         * Allows a database that lives inside this process: H2 in memory or in embedded file mode, HSQLDB in memory
         * or a file, Derby embedded. {@link #acquire()} refuses them unless allowed, because only the process that
         * opened such a database uses it: every process would lease slot 0 of a table of its own, and they would mint
         * the same ids. Allow it only in tests with a single process.
         *
         * @param allow {@code true} to allow an embedded database; {@code false} unless set
         * @return this builder
         */
        public Builder allowEmbeddedDatabase(boolean allow) {
            this.allowEmbedded = allow;
            return this;
        }

        /** For tests: how long {@code acquire} waits for its connection instead of 30 seconds. */
        Builder connectionWait(Duration wait) {
            this.connectionWait = Objects.requireNonNull(wait, "wait");
            return this;
        }

        /** For tests: the clock of the ids and of the seconds recorded in the table. */
        Builder clock(InstantSource clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Leases the lowest free slot of the table, creating the table if it is absent; see
         * {@link ProcessUniqueLease#acquire(DataSource, Duration)}.
         *
         * @return the lease, whose generator can mint at once
         * @throws IllegalArgumentException if the data source is an in-memory or embedded database (H2
         *         {@code mem:} or embedded file mode, HSQLDB {@code mem:}, {@code file:} or {@code res:}, Derby
         *         embedded) and that was not {@linkplain #allowEmbeddedDatabase(boolean) allowed}
         * @throws IllegalStateException if the table exists with other column types or another primary key than
         *         {@code acquire} creates it with (the message shows the DDL for this database)
         * @throws SQLException if the database fails, gives no connection within 30 seconds, no slot could be
         *         claimed, or the thread was interrupted while waiting or this process's clock did not pass the
         *         previous holder's last second in time (the slot is then released)
         */
        public ProcessUniqueLease acquire() throws SQLException {
            return ProcessUniqueLease.acquire(this);
        }
    }
}
