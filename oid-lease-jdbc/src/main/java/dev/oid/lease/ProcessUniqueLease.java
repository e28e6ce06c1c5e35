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
import java.util.HexFormat;
import java.util.List;
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
    /** Tries of a renewal or release statement that the database refuses as a conflict with a concurrent one. */
    private static final int MAX_CONFLICT_RETRIES = 5;
    private static final System.Logger LOG = System.getLogger(ProcessUniqueLease.class.getName());

    private final DataSource dataSource;
    private final LeaseTable sql;
    private final String table;
    private final Duration ttl;
    /** The clock of the ids and of the seconds recorded in the table: the system clock, a test clock in tests. */
    private final InstantSource clock;
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

    private ProcessUniqueLease(DataSource dataSource, LeaseTable sql, String table, Duration ttl,
            InstantSource clock, String owner, long slot, long notBefore, long lastSecond, long startNanos) {
        this.dataSource = dataSource;
        this.clock = clock;
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
        this.generator = ObjectIdGenerator.builder().clock(clock).processUnique(this::approve).build();
        this.renewal = new Thread(this::renewUntilClosed, "oid-lease-renewal " + table + " slot " + slot);
        renewal.setDaemon(true);
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
     * @throws SQLException if the database fails, no slot could be claimed, or the thread was interrupted while
     *         waiting or this process's clock did not pass the previous holder's last second in time (the slot is
     *         then released)
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
     * @throws SQLException if the database fails, no slot could be claimed, or the thread was interrupted while
     *         waiting or this process's clock did not pass the previous holder's last second in time (the slot is
     *         then released)
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
        byte[] token = new byte[16];
        new SecureRandom().nextBytes(token);
        String owner = HexFormat.of().formatHex(token);
        ProcessUniqueLease lease;
        try (Connection connection = dataSource.getConnection()) {
            if (!builder.allowEmbedded) {
                refuseEmbedded(connection);
            }
            boolean autoCommit = LeaseTable.autoCommit(connection);
            try {
                LeaseTable sql = LeaseTable.of(connection, table, ttl);
                sql.ensureExists(connection);
                lease = claim(connection, dataSource, sql, table, ttl, owner, builder.clock);
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

    private static ProcessUniqueLease claim(Connection connection, DataSource dataSource, LeaseTable sql,
            String table, Duration ttl, String owner, InstantSource clock) throws SQLException {
        // A previous holder's last second up to this far ahead of our clock is waited for; further, passed over.
        long maxWaitSeconds = ttl.toSeconds() + 2;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<LeaseTable.Candidate> candidates;
            try {
                candidates = sql.candidates(connection);
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
                    return new ProcessUniqueLease(dataSource, sql, table, ttl, clock, owner, candidate.slot(),
                            candidate.lastSecond(), lastSecond, start);
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
                return new ProcessUniqueLease(dataSource, sql, table, ttl, clock, owner, slot, -1, lastSecond, start);
            }
            // Another process inserted that slot first: look again.
        }
        throw new SQLException("Could not lease a slot of table " + table + " in " + MAX_ROUNDS + " rounds: other"
                + " processes took every free slot and every new one first");
    }

    /** The current second of this process's wall clock, the clock of the ids. */
    private static long wallSecond(InstantSource clock) {
        return Math.floorDiv(clock.millis(), 1000);
    }

    /** The last second ids can carry if minting stops within {@code ttl} from now (read after the start time). */
    private static long lastSecondWithin(InstantSource clock, Duration ttl) {
        return Math.floorDiv(clock.millis() + ttl.toMillis(), 1000);
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
        while (wallSecond(clock) <= notBefore && System.nanoTime() - giveUp < 0) {
            Thread.sleep(1000 - Math.floorMod(clock.millis(), 1000) + 1);
        }
        return wallSecond(clock) > notBefore;
    }

    /**
     * The generator's source: ids of the seconds {@code firstSecond} to {@code lastSecond} may be returned only while
     * this lease holds, and only in seconds its fence allows.
     */
    private ProcessUniqueSource.Assignment approve(long firstSecond, long lastSecond) {
        Permit current = permit;
        refuseUnlessPermitted(current, firstSecond);
        refuseUnlessPermitted(current, lastSecond);
        // Only approved seconds are recorded for the release, never a refused reading far ahead: they are within
        // the bound recorded in the table, which the next holder waits for anyway.
        if (lastSecond > latestSecond.get()) {
            latestSecond.accumulateAndGet(lastSecond, Math::max);
        }
        // Read again after latestSecond is raised: close() sets the permit first and reads latestSecond after, so
        // ids approved here either are counted by close() or are refused now.
        Permit after = permit;
        if (after.refusal() != null) {
            throw new IllegalStateException(after.refusal());
        }
        return assignment;
    }

    private void refuseUnlessPermitted(Permit current, long second) {
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
        long lastSecond = Math.max(before.lastSecond(), lastSecondWithin(clock, ttl));
        boolean renewed;
        try {
            renewed = renewRetryingConflicts(lastSecond);
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

    /** One renewal statement, tried again at once when the database refuses it as a conflict with a concurrent one. */
    private boolean renewRetryingConflicts(long lastSecond) throws SQLException {
        for (int attempt = 1;; attempt++) {
            try {
                return sql.renew(dataSource, slot, owner, lastSecond, statementTimeoutSeconds());
            } catch (SQLException e) {
                if (attempt >= MAX_CONFLICT_RETRIES || !LeaseTable.isConflict(e)) {
                    throw e;
                }
            }
        }
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
         * @throws SQLException if the database fails, no slot could be claimed, or the thread was interrupted while
         *         waiting or this process's clock did not pass the previous holder's last second in time (the slot
         *         is then released)
         */
        public ProcessUniqueLease acquire() throws SQLException {
            return ProcessUniqueLease.acquire(this);
        }
    }
}
