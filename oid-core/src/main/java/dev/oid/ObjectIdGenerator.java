package dev.oid;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Mints {@link ObjectId}s following the MongoDB ObjectId specification, with stronger guarantees than the
 * specification asks for.
 *
 * <p>An id is the clock's current second (unsigned 32-bit), a 5-byte process-unique value and a 24-bit
 * counter. Each generator draws its process-unique value and the first counter value from its random source
 * ({@link SecureRandom} by default) and reads time from its clock ({@link InstantSource#system()} by default).
 *
 * <p>Guarantees, for every generator and any number of threads, at any minting rate:
 * <ul>
 *   <li><b>No duplicates.</b> A generator never returns the same id twice.</li>
 *   <li><b>True to the clock.</b> An id's timestamp is never later than the latest second the clock has
 *       shown; with a steady clock it is the current second. A generator never moves into a second its clock
 *       has not reached, however many ids are minted.</li>
 *   <li><b>Monotonic per thread.</b> The ids one thread gets from one generator strictly increase, also when
 *       the clock steps back by up to the {@linkplain Builder#clockStepTolerance(Duration) clock-step
 *       tolerance} (10 seconds by default): the generator then keeps its last second until the clock catches
 *       up, so ids are at most that tolerance ahead of the clock. Ids handed to different threads are unique
 *       but not ordered with each other.</li>
 *   <li><b>Bounded clock faults.</b> When the clock steps back by more than the tolerance (a clock corrected
 *       after running ahead, or a single bad reading in the future followed by the true time), the generator
 *       follows the clock at once and switches to a process-unique value it has not used before (the previous
 *       one + 256, see below), so it still never repeats an id. This is the one place where per-thread order
 *       is given up: ids minted after such a correction are smaller than ids minted before it. (The generator
 *       also corrects this way, with any step back, when the clock is behind the last second and all ids of
 *       that second are used, a rate never seen in practice.) A clock
 *       reading outside 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z fails that call only, with
 *       {@link IllegalStateException}, and changes nothing; no reading can disable a generator (except one with
 *       an assigned process-unique value, see below).</li>
 * </ul>
 *
 * <p><b>The counter</b> follows the specification: it starts at a random value and runs on across seconds, one
 * value per id, wrapping from 16,777,215 to 0. Two processes that drew the same process-unique value therefore mint
 * the same id only where their counters meet in a common second, not in every second they share.
 *
 * <p><b>Deviations from the MongoDB ObjectId specification</b>, all keeping the 12-byte layout (so every driver
 * reads the ids as its own):
 * <ul>
 *   <li><b>Process-unique stepping.</b> When the counter wraps within a second, the generator stays in that
 *       second and continues with the next process-unique value (base + 1, + 2, ... up to base + 255), so within
 *       a second (process-unique value, counter) acts as one increasing 32-bit sequence; at each new second it
 *       returns to the base value, the counter running on. A second thus holds at least 4,278,190,080 ids
 *       (4,294,967,295 less the counter value it started at). The specification lets the counter wrap around
 *       (repeating ids after 16,777,216 ids in a second); generators that move into the next second instead
 *       stamp ids in the future under load.</li>
 *   <li><b>Exhaustion.</b> Past a second's ids (far beyond any measured rate), {@code generate} waits for the
 *       clock's next second, for up to 2 seconds, and then throws {@link IllegalStateException}.</li>
 * </ul>
 * Effect on cross-process collisions: two processes can only mint the same id in a second if the ranges of
 * process-unique values they use in that second overlap, and then only where their counters meet. A process uses
 * one value in a second unless its counter wraps in it (two values) or it mints more than 16,777,216 ids in it
 * ({@code k = ceil(n / 16777216)} values, or one more). The chance that two random 40-bit bases give overlapping
 * ranges of {@code k1} and {@code k2} values is about {@code (k1 + k2 - 1) / 2^40}. Each correction of a backward
 * clock step moves the base by 256 values, disjoint from every value used before, for the next 4,294,967,294
 * corrections. docs/generator.md and docs/fleet-uniqueness.md work these figures out for fleets.
 *
 * <p><b>Assigned process-unique values.</b> A generator built with
 * {@link Builder#processUnique(byte[]) processUnique(fiveBytes)} uses that value and no other, for processes that
 * are handed distinct values (oid-lease-jdbc leases them from a SQL table), so that two of them can never mint the
 * same id. Stepping and corrections would use values that belong to other processes, so such a generator
 * <ul>
 *   <li>never steps: a second holds the 16,777,216 counter values of that one value (its counter starts again at
 *       0 in each new second; the first second from the random counter start); past them {@code generate} waits
 *       for the clock's next second, for up to 2 seconds, and then throws {@link IllegalStateException};</li>
 *   <li>never follows the clock back beyond the tolerance: within it, it keeps its last second as every generator
 *       does; further back, each call fails with {@link IllegalStateException} (no id minted, the generator
 *       unchanged) until the clock is back within the tolerance of the last second minted in. A clock fault
 *       that far can therefore stop such a generator until the clock catches up: give the process a new value
 *       (a new lease) to mint at once.</li>
 * </ul>
 * A value that a process holds only for a time comes from a {@link ProcessUniqueSource}
 * ({@link Builder#processUnique(ProcessUniqueSource)}), which approves every call's ids before they are returned
 * and can replace the value while the generator lives.
 *
 * <p>Speed: platform threads reserve small blocks of values at a time (at most 256), so the counters of one
 * thread's consecutive ids may jump when other threads mint too. Virtual threads (Java 21 and later, detected
 * at run time) keep no per-thread state at all: they take each id straight from the generator's shared atomic
 * sequence, so a million parked virtual threads retain nothing of the generator.
 *
 * <pre>{@code
 * ObjectId id = ObjectIdGenerator.defaultGenerator().generate();
 * ObjectId[] batch = ObjectIdGenerator.defaultGenerator().generate(500);   // one clock read
 *
 * // A test clock and a seeded random source give reproducible ids.
 * ObjectIdGenerator seeded = ObjectIdGenerator.builder()
 *         .clock(InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z")))
 *         .random(new SplittableRandom(42))
 *         .build();
 * }</pre>
 *
 * <p>This class is thread-safe.
 *
 * @see <a href="https://github.com/mongodb/specifications/blob/master/source/bson-objectid/objectid.md">MongoDB
 *      ObjectId specification</a>
 * @since 0.1.0
 */
public final class ObjectIdGenerator {

    private static final int COUNTER_BITS = 24;
    private static final long COUNTER_MASK = (1L << COUNTER_BITS) - 1;
    private static final int SEQUENCE_BITS = 32;
    private static final long SEQUENCE_MASK = (1L << SEQUENCE_BITS) - 1;
    /** Process-unique values a second's sequence can step through: {@value}. */
    private static final int PROCESS_UNIQUE_STEPS = 256;
    /**
     * Number of possible bases: {@code 0 .. 2^40 - 256}, so that base + 255 still fits in 40 bits and an id's
     * low 8 bytes, {@code base << 24 + sequence}, never overflow (which would break the order).
     */
    private static final long BASES = (1L << 40) - PROCESS_UNIQUE_STEPS + 1;
    /** The largest block of counter values a platform thread reserves at once. */
    private static final int MAX_BLOCK = 256;
    /**
     * No id has been reserved yet in an {@link Era}. Never a reserved value: a second's sequence ends at
     * 2^32 - 2, so no reserved value has all its low 32 bits set.
     */
    private static final long NONE = -1L;
    /** {@link #reserve} found its era replaced; never a reserved value either (see {@link #NONE}). */
    private static final long RETRY = 0xFFFF_FFFFL;
    /**
     * The largest sequence value of a second: {@value}, so a second holds 4,294,967,295 ids less the counter value
     * it started at.
     */
    private static final long MAX_SEQUENCE = SEQUENCE_MASK - 1;
    /** The largest sequence value of a second with an assigned process-unique value: the counter only. */
    private static final long MAX_ASSIGNED_SEQUENCE = (1L << COUNTER_BITS) - 1;
    /** Default clock-step tolerance in seconds. */
    private static final long DEFAULT_TOLERANCE_SECONDS = 10;
    /** How long {@code generate} waits for the next second when a second's sequence is used up. */
    private static final long EXHAUSTED_WAIT_NANOS = 2_000_000_000L;
    /** How many different assignments in a row one call accepts from a {@link ProcessUniqueSource}. */
    private static final int MAX_ASSIGNMENT_SWITCHES = 64;

    /** {@code Thread.isVirtual()} on Java 21 and later, {@code null} before. */
    private static final @Nullable MethodHandle IS_VIRTUAL = isVirtualHandle();

    private static volatile @Nullable ObjectIdGenerator defaultGenerator;

    private final InstantSource clock;
    private final boolean systemClock;
    private final long toleranceSeconds;
    private final long maxSequence;
    /** Whether the process-unique value was assigned: no stepping, no corrections (see the class comment). */
    private final boolean assigned;
    /** Approves ids and names their value before they are returned; {@code null} for none. */
    private final @Nullable ProcessUniqueSource source;
    private final RandomGenerator random;
    /**
     * The current era: a process-unique base and the sequence reserved under it. Replaced on a backward clock
     * correction beyond the tolerance, on a reseed and when a source assigns another value; blocks reserved in an
     * older era are not used again.
     */
    private volatile Era era;
    /** Each platform thread's current block of reserved values (virtual threads do not use it). */
    private final ThreadLocal<Block> blocks = ThreadLocal.withInitial(Block::new);

    private ObjectIdGenerator(Builder builder) {
        this.clock = builder.clock;
        this.systemClock = builder.clock == InstantSource.system();
        this.toleranceSeconds = builder.toleranceSeconds;
        byte[] processUnique = builder.processUnique;
        this.source = builder.source;
        this.assigned = processUnique != null || source != null;
        this.maxSequence = assigned ? Math.min(builder.maxSequence, MAX_ASSIGNED_SEQUENCE) : builder.maxSequence;
        this.random = builder.random != null ? builder.random : new SecureRandom();
        long base;
        if (processUnique != null) {
            base = ProcessUniqueSource.Assignment.of(processUnique).value();
        } else if (source != null) {
            base = 0; // a placeholder: the first approval replaces this era by one of the source's assignment
        } else {
            base = randomBase(random);
        }
        int counterStart = random.nextInt(1 << COUNTER_BITS);
        this.era = new Era(base, counterStart, null);
    }

    /**
     * Returns the default generator: system clock, process-unique value and counter start from
     * {@link SecureRandom}, the default clock-step tolerance of 10 seconds.
     *
     * <p>It is created on first use, not in a static initialiser, so that an ahead-of-time image or a
     * checkpoint taken before the first id does not freeze its random values into every copy started from
     * it. When the CRaC API ({@code org.crac}) is on the class or module path, the default generator also
     * draws a new process-unique value and counter start after every restore from a checkpoint, so copies
     * restored from one checkpoint never share them. Like a new process, the restored copy is then unique
     * against ids minted before the checkpoint with the odds of two processes (the new value is random, never
     * within 255 of the old one), and its ids are not ordered after those of the checkpointed process.
     *
     * @return the shared default generator
     */
    public static ObjectIdGenerator defaultGenerator() {
        ObjectIdGenerator generator = defaultGenerator;
        if (generator == null) {
            synchronized (ObjectIdGenerator.class) {
                generator = defaultGenerator;
                if (generator == null) {
                    generator = builder().build();
                    defaultGenerator = generator;
                    CheckpointRestore.reseedOnRestore(generator);
                }
            }
        }
        return generator;
    }

    /**
     * Returns a builder for a generator with its own process-unique value, counter, clock and random source.
     *
     * @return a new builder with the system clock, {@link SecureRandom} and a 10-second clock-step tolerance
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Mints a new id.
     *
     * @return an id never returned before by this generator, whose timestamp is not later than the latest
     *         second the clock has shown, and greater than every id this generator returned earlier to the
     *         calling thread (except across a backward clock correction larger than the tolerance)
     * @throws IllegalStateException if the clock reads a time outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15Z (this call fails, the generator is unchanged), or if the current second's ids
     *         are used up (at least 4,278,190,080; 16,777,216 with an assigned process-unique value) and the clock
     *         did not move on within 2 seconds, or, with an assigned process-unique value, if the clock reads
     *         further back than the tolerance from the last second minted in (this call fails, the generator is
     *         unchanged), or if the generator's {@link ProcessUniqueSource} refuses the id
     */
    public ObjectId generate() {
        long second = currentSecond();
        if (IS_VIRTUAL != null && isVirtual()) {
            int switches = 0;
            for (;;) {
                Era current = era;
                long reserved = reserve(current, second, 1);
                if (reserved != RETRY) {
                    long reservedSecond = reserved >>> SEQUENCE_BITS;
                    if (source == null || approved(current, reservedSecond, reservedSecond, switches++)) {
                        return current.idOf(reserved);
                    }
                }
                second = currentSecond(); // the era changed: decide on a fresh reading
            }
        }
        Block block = blocks.get();
        if (block.remaining > 0 && second == block.second && block.era == era) {
            block.remaining--;
            Era blockEra = block.era;
            ObjectId id = blockEra.idOf(block.next++);
            if (source == null || approved(blockEra, second, second, 0)) {
                return id;
            }
            block.remaining = 0; // another value is assigned now: the block's values are not used
            second = currentSecond();
        }
        return refill(block, second);
    }

    /**
     * Mints {@code count} new ids with a single clock read, for batch inserts.
     *
     * <p>The ids are in increasing order and carry the second of that clock read, or the generator's last
     * second if the clock stepped back by no more than the tolerance.
     *
     * @param count how many ids to mint, 0 or more
     * @return a new array of {@code count} ids, in increasing order (unless another thread's clock reading
     *         makes the generator follow a backward correction while the batch is reserved); each is unique
     *         for this generator and greater than every id this generator returned earlier to the calling thread
     * @throws IllegalArgumentException if {@code count} is negative
     * @throws IllegalStateException if the clock reads a time outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15Z (the generator is unchanged), or if the second's ids run out (see the class
     *         comment) and the clock does not move on within 2 seconds, or, with an assigned process-unique value,
     *         if the clock reads further back than the tolerance from the last second minted in, or if the
     *         generator's {@link ProcessUniqueSource} refuses the ids (it is asked once, for the first and the last
     *         second of the batch)
     */
    public ObjectId[] generate(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more, found " + count);
        }
        ObjectId[] ids = new ObjectId[count];
        if (count == 0) {
            return ids;
        }
        long second = currentSecond();
        boolean platformThread = IS_VIRTUAL == null || !isVirtual();
        int switches = 0;
        for (;;) {
            long firstSecond = Long.MAX_VALUE;
            long lastSecond = -1;
            @Nullable Era used = null;
            boolean oneEra = true;
            int i = 0;
            if (platformThread) {
                Block block = blocks.get();
                // First what is left of the thread's block, so that the counter stays consecutive.
                Era blockEra = block.era;
                while (i < count && block.remaining > 0 && second == block.second && blockEra == era) {
                    block.remaining--;
                    ids[i++] = blockEra.idOf(block.next++);
                    used = blockEra;
                    firstSecond = second;
                    lastSecond = second;
                }
                if (i < count) {
                    // Later single ids of this thread must be greater than this batch.
                    block.remaining = 0;
                }
            }
            while (i < count) {
                Era current = era;
                long first = reserve(current, second, count - i);
                if (first == RETRY) {
                    second = currentSecond();
                    continue;
                }
                int reserved = blockSize(first, count - i);
                for (int j = 0; j < reserved; j++) {
                    ids[i++] = current.idOf(first + j);
                }
                oneEra &= used == null || used == current;
                used = current;
                long reservedSecond = first >>> SEQUENCE_BITS;
                firstSecond = Math.min(firstSecond, reservedSecond);
                lastSecond = Math.max(lastSecond, reservedSecond); // a reservation stays in one second
            }
            if (source == null || oneEra && approved(used, firstSecond, lastSecond, switches++)) {
                return ids;
            }
            // The source assigned another value meanwhile: mint the whole batch again with it.
            second = currentSecond();
        }
    }

    private ObjectId refill(Block block, long second) {
        if (block.remaining == 0 && second == block.second) {
            // The thread used up its block within the second: reserve more at once next time.
            block.size = Math.min(block.size * 2, MAX_BLOCK);
        } else if (block.remaining > 0) {
            // The second changed before the block was used up: its values are skipped, so reserve fewer.
            block.size = Math.max(block.size / 2, 1);
        }
        long clockSecond = second;
        int switches = 0;
        for (;;) {
            Era current = era;
            long first = reserve(current, clockSecond, block.size);
            if (first == RETRY) {
                clockSecond = currentSecond();
                continue;
            }
            long reservedSecond = first >>> SEQUENCE_BITS;
            if (source != null && !approved(current, reservedSecond, reservedSecond, switches++)) {
                clockSecond = currentSecond();
                continue;
            }
            block.era = current;
            block.second = reservedSecond;
            block.next = first + 1;
            block.remaining = blockSize(first, block.size) - 1;
            return current.idOf(first);
        }
    }

    /**
     * Asks the {@link ProcessUniqueSource} to approve ids of the seconds {@code firstSecond} to {@code lastSecond}
     * reserved in {@code used}. When it names another assignment than {@code used}'s, the generator continues
     * with that one (a new era) and the caller must reserve again.
     *
     * @param switches how many times the caller was sent back to reserve again already
     * @return whether the ids may be returned
     * @throws IllegalStateException if the source refuses, returns {@code null}, or returns a new assignment on
     *         every call
     */
    private boolean approved(Era used, long firstSecond, long lastSecond, int switches) {
        ProcessUniqueSource.Assignment assignment = source.approve(firstSecond, lastSecond);
        if (assignment == null) { // also never the placeholder era's assignment
            throw new IllegalStateException("The ProcessUniqueSource " + source + " returned null: it must return"
                    + " an assignment or throw IllegalStateException to refuse; no id was minted");
        }
        if (assignment == used.assignment) {
            return true;
        }
        if (switches >= MAX_ASSIGNMENT_SWITCHES) {
            throw new IllegalStateException("The ProcessUniqueSource " + source + " returned another assignment on"
                    + " each of " + MAX_ASSIGNMENT_SWITCHES + " approvals of one call: it must return the same"
                    + " Assignment object for as long as it holds the value; no id was minted");
        }
        int counterStart;
        synchronized (random) {
            counterStart = random.nextInt(1 << COUNTER_BITS);
        }
        synchronized (this) {
            if (era == used) {
                era = new Era(assignment.value(), counterStart, assignment);
            }
        }
        return false;
    }

    /**
     * Reserves up to {@code wanted} consecutive values of a second's sequence in {@code current}.
     *
     * @return the first reserved value as {@code second << 32 | sequence} (the number reserved is
     *         {@link #blockSize(long, int)}), or {@link #RETRY} if {@code current} is no longer the generator's
     *         era: the caller must reserve again in the new one, whose base its ids must carry
     */
    private long reserve(Era current, long clockSecond, int wanted) {
        long waitDeadline = 0;
        long second = clockSecond;
        for (;;) {
            long previous = current.get();
            long timestamp;
            long sequence;
            if (previous == NONE) {
                timestamp = second;
                sequence = current.firstSequence;
            } else {
                long lastSecond = previous >>> SEQUENCE_BITS;
                long lastSequence = previous & SEQUENCE_MASK;
                if (second > lastSecond) {
                    // A new second: back to the base process-unique value. With a random value the counter runs
                    // on (the specification's counter: processes that drew the same value rarely meet); an
                    // assigned value is the process's own, so its counter starts again at 0 for a full second.
                    timestamp = second;
                    sequence = assigned ? 0 : nextCounter(lastSequence);
                } else if (lastSecond - second > toleranceSeconds
                        || lastSequence >= maxSequence && second < lastSecond && !assigned) {
                    // The clock went back further than the tolerance (or the last second is full while the
                    // clock is behind it): follow the clock with a process-unique base never used before. An
                    // assigned value has no other value to switch to: refuse until the clock is back.
                    if (assigned) {
                        throw clockBehind(lastSecond, second);
                    }
                    correct(current, lastSequence);
                    return RETRY;
                } else if (lastSequence >= maxSequence) {
                    // Every value of the clock's second is used: wait for the next second, never move ahead.
                    if (waitDeadline == 0) {
                        waitDeadline = System.nanoTime() + EXHAUSTED_WAIT_NANOS;
                    } else if (System.nanoTime() - waitDeadline > 0) {
                        throw new IllegalStateException("ObjectIdGenerator used every id of the second "
                                + Instant.ofEpochSecond(lastSecond) + " (" + (assigned
                                        ? (maxSequence + 1) + " with an assigned process-unique value, which never"
                                                + " steps to another value"
                                        : "at least " + (maxSequence + 1 - Math.min(maxSequence, COUNTER_MASK)))
                                + ") and the clock did not move on to the next second within 2 seconds");
                    }
                    LockSupport.parkNanos(100_000);
                    second = Math.max(second, currentSecond());
                    if (era != current) {
                        return RETRY;
                    }
                    continue;
                } else {
                    // Same second, or the clock slightly behind: keep the last second, take the next values.
                    timestamp = lastSecond;
                    sequence = lastSequence + 1;
                }
            }
            long first = timestamp << SEQUENCE_BITS | sequence;
            long lastReserved = first + Math.min(wanted, maxSequence - sequence + 1) - 1;
            if (current.compareAndSet(previous, lastReserved)) {
                return first;
            }
            if (era != current) {
                return RETRY;
            }
        }
    }

    /** The refusal of a generator with an assigned value whose clock is further back than the tolerance. */
    private IllegalStateException clockBehind(long lastSecond, long clockSecond) {
        return new IllegalStateException("Clock reads " + Instant.ofEpochSecond(clockSecond) + ", "
                + (lastSecond - clockSecond) + " seconds before the last second this generator minted in ("
                + Instant.ofEpochSecond(lastSecond) + "), beyond its clock-step tolerance of " + toleranceSeconds
                + " seconds. Its process-unique value is assigned, so it cannot switch to another value to follow"
                + " the clock back: it mints again when the clock reads "
                + Instant.ofEpochSecond(lastSecond - toleranceSeconds) + " or later (or use a new value). No id was"
                + " minted and the generator is unchanged");
    }

    /**
     * The counter value a new second starts at after {@code lastSequence}: the next one, wrapping at 2^24 (and,
     * for tests that shrink a second, at the largest sequence value).
     */
    private long nextCounter(long lastSequence) {
        long counter = lastSequence + 1 & COUNTER_MASK;
        return counter <= maxSequence ? counter : 0;
    }

    /**
     * Replaces {@code stale} by an era with the next base, unless another thread did already; the counter runs on
     * from {@code lastSequence}.
     */
    private void correct(Era stale, long lastSequence) {
        Era next = new Era((stale.base + PROCESS_UNIQUE_STEPS) % BASES, nextCounter(lastSequence), null);
        synchronized (this) {
            if (era == stale) {
                era = next;
            }
        }
    }

    /**
     * Draws a new process-unique base and counter start from the random source and continues with them, as
     * a new process would; called for the default generator after a restore from a checkpoint.
     */
    void reseed() {
        synchronized (this) {
            long current = era.base;
            long base;
            int counterStart;
            synchronized (random) {
                do {
                    // Never within 255 of the current base, whose steps this second may already have used.
                    base = randomBase(random);
                } while (Math.abs(base - current) < PROCESS_UNIQUE_STEPS);
                counterStart = random.nextInt(1 << COUNTER_BITS);
            }
            era = new Era(base, counterStart, null);
        }
    }

    /** The number of values {@link #reserve} reserved from {@code first} when asked for {@code wanted}. */
    private int blockSize(long first, int wanted) {
        return (int) Math.min(wanted, maxSequence - (first & SEQUENCE_MASK) + 1);
    }

    private long currentSecond() {
        long millis;
        if (systemClock) {
            millis = System.currentTimeMillis();
        } else {
            try {
                millis = clock.millis();
            } catch (ArithmeticException e) {
                throw outOfRange(e);
            }
        }
        long second = Math.floorDiv(millis, 1000L);
        if (second < 0 || second > ObjectId.MAX_TIMESTAMP) {
            throw outOfRange(null);
        }
        return second;
    }

    private IllegalStateException outOfRange(@Nullable ArithmeticException cause) {
        Object reading;
        try {
            reading = clock.instant();
        } catch (RuntimeException e) {
            reading = "a time that cannot be read (" + e + ")";
        }
        return new IllegalStateException("Clock reads " + reading + ", outside the ObjectId timestamp range"
                + " 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z; no id was minted and the generator is unchanged",
                cause);
    }

    private static boolean isVirtual() {
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable e) {
            throw new AssertionError("Thread.isVirtual() failed", e);
        }
    }

    private static @Nullable MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual",
                    MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // Java 17 to 20: no virtual threads
        }
    }

    /**
     * A uniform process-unique base, {@code 0 .. BASES - 1}: the low 40 bits of {@code nextLong()}, drawn again when
     * they fall on one of the 255 values above the last base (folding them onto the range would make bases 0 to
     * 254, the slots a lease hands out first, twice as likely as the others).
     */
    private static long randomBase(RandomGenerator random) {
        long bits;
        do {
            bits = random.nextLong() & ((1L << 40) - 1);
        } while (bits >= BASES);
        return bits;
    }

    /**
     * A process-unique base and the sequence reserved under it, as {@code second << 32 | sequence} (the
     * sequence is {@code step << 24 | counter}), or {@link #NONE} before the first reservation.
     */
    @SuppressWarnings("serial") // never serialized
    private static final class Era extends AtomicLong {
        /** The base process-unique value, 0 to 2^40 - 256. */
        final long base;
        /** {@code base << 24}: an id's low 8 bytes are {@code baseBits + sequence}. */
        final long baseBits;
        /** The sequence value of the era's first id. */
        final long firstSequence;
        /** The assignment of a {@link ProcessUniqueSource} that the base is the value of; else {@code null}. */
        final ProcessUniqueSource.@Nullable Assignment assignment;

        Era(long base, long firstSequence, ProcessUniqueSource.@Nullable Assignment assignment) {
            super(NONE);
            this.base = base;
            this.baseBits = base << COUNTER_BITS;
            this.firstSequence = firstSequence;
            this.assignment = assignment;
        }

        ObjectId idOf(long reserved) {
            return new ObjectId((int) (reserved >>> SEQUENCE_BITS), baseBits + (reserved & SEQUENCE_MASK));
        }
    }

    /** 64 bytes in front of a {@link Block}'s fields (superclass fields are laid out first). */
    @SuppressWarnings("unused")
    private abstract static class BlockPaddingBefore {
        long p0, p1, p2, p3, p4, p5, p6, p7;
    }

    /** The fields of a {@link Block}, written for every id by the thread that owns it. */
    private abstract static class BlockFields extends BlockPaddingBefore {
        /** The era the block was reserved in, or {@code null} before the first reservation. */
        @Nullable Era era;
        /** Second of the block, or -1 before the first reservation. */
        long second = -1;
        /** Next value of the block as {@code second << 32 | sequence}. */
        long next;
        /** Ids left in the block. */
        int remaining;
        /** Size of the next block to reserve, adapted to the thread's rate. */
        int size = 1;
    }

    /**
     * A platform thread's block of reserved values; touched by its own thread only. Padded by 64 bytes on each
     * side: the garbage collector may move the blocks of two threads next to each other, and without padding they
     * would share a cache line that both threads write for every id.
     */
    @SuppressWarnings("unused")
    private static final class Block extends BlockFields {
        long q0, q1, q2, q3, q4, q5, q6, q7;
    }

    /**
     * Builds an {@link ObjectIdGenerator} with a chosen clock, random source and clock-step tolerance.
     *
     * <p>The random source is read twice at {@link #build()}: {@code nextLong()} for the process-unique
     * value (its low 40 bits, reduced modulo 2^40 - 255 so that 255 steps above it still fit; not read when a
     * value is {@linkplain #processUnique(byte[]) assigned}) and {@code nextInt(16777216)} for the first counter
     * value, so a seeded source gives reproducible ids. A generator with a {@link ProcessUniqueSource} also reads
     * {@code nextInt(16777216)} for the first counter value of each assignment it receives.
     *
     * @since 0.1.0
     */
    public static final class Builder {
        private InstantSource clock = InstantSource.system();
        private @Nullable RandomGenerator random;
        private long toleranceSeconds = DEFAULT_TOLERANCE_SECONDS;
        private long maxSequence = MAX_SEQUENCE;
        private byte @Nullable [] processUnique;
        private @Nullable ProcessUniqueSource source;

        private Builder() {
        }

        /**
         * Sets the clock read for every id (at millisecond precision, truncated to the second).
         *
         * @param clock the clock, for example a fixed or stepping test clock
         * @return this builder
         * @throws NullPointerException if {@code clock} is {@code null}
         */
        public Builder clock(InstantSource clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Sets the random source of the process-unique value and the first counter value.
         *
         * @param random the random source; {@link SecureRandom} unless set
         * @return this builder
         * @throws NullPointerException if {@code random} is {@code null}
         */
        public Builder random(RandomGenerator random) {
            this.random = Objects.requireNonNull(random, "random");
            return this;
        }

        /**
         * Sets how far the clock may step back before the generator follows it: the bound on how long ids can
         * be ahead of the clock.
         *
         * <p>When the clock reads a second at most {@code tolerance} before the generator's last second, the
         * generator keeps its last second, so ids keep increasing per thread and are at most {@code tolerance}
         * ahead of the clock until it catches up. When the clock reads further back, the generator follows it
         * at once with a new process-unique value (no repeats; ids minted after are smaller than ids minted
         * before). Clock steps of NTP and pauses of virtual machines are seconds; the default is 10 seconds.
         *
         * @param tolerance whole seconds from 0 (always follow the clock) to 4294967295
         * @return this builder
         * @throws NullPointerException if {@code tolerance} is {@code null}
         * @throws IllegalArgumentException if {@code tolerance} is negative, not a whole number of seconds, or
         *         longer than 4294967295 seconds
         * @since 0.1.0
         */
        public Builder clockStepTolerance(Duration tolerance) {
            Objects.requireNonNull(tolerance, "tolerance");
            if (tolerance.isNegative() || tolerance.getNano() != 0 || tolerance.getSeconds() > ObjectId.MAX_TIMESTAMP) {
                throw new IllegalArgumentException("Clock-step tolerance must be whole seconds from 0 to "
                        + ObjectId.MAX_TIMESTAMP + ", found " + tolerance);
            }
            this.toleranceSeconds = tolerance.getSeconds();
            return this;
        }

        /**
         * Assigns the 5-byte process-unique value (bytes 4-8 of every id) instead of drawing it at random, for
         * processes that are handed distinct values, as {@code dev.oid.lease.ProcessUniqueLease} (oid-lease-jdbc)
         * does.
         *
         * <p>The generator then uses this value and no other: it never steps to the next values when a second's
         * 16,777,216 counter values are used up (it waits for the next second instead, for up to 2 seconds, then
         * throws {@link IllegalStateException}), and never switches values when the clock steps back beyond the
         * {@linkplain #clockStepTolerance(Duration) tolerance} (each call throws {@link IllegalStateException}
         * until the clock is back within the tolerance of the last second minted in). See the class comment.
         *
         * @param fiveBytes the value, big-endian, exactly 5 bytes; copied
         * @return this builder
         * @throws NullPointerException if {@code fiveBytes} is {@code null}
         * @throws IllegalArgumentException if {@code fiveBytes} is not exactly 5 bytes long
         * @since 0.1.0
         */
        public Builder processUnique(byte[] fiveBytes) {
            ProcessUniqueSource.Assignment.of(fiveBytes); // checks it
            this.processUnique = fiveBytes.clone();
            this.source = null;
            return this;
        }

        /**
         * Takes the process-unique value from a source that approves every call's ids before they are returned
         * and can withdraw the value or replace it by another while the generator lives: a lease that may lapse,
         * be lost and be taken again (oid-lease-jdbc's {@code ProcessUniqueLease}).
         *
         * <p>The generator then behaves as with an {@linkplain #processUnique(byte[]) assigned value} (no stepping,
         * no correction with another value), and asks the source once per {@code generate()} and once per
         * {@code generate(int)}, after it read the clock and reserved the ids, with their first and last second.
         * The ids are returned only if the source returns the same {@link ProcessUniqueSource.Assignment} object
         * whose value they carry; when it returns another one, the generator continues with that value (counter
         * from a random start, then from 0 at each new second) and mints the call's ids again. When it throws, the
         * call throws that exception. The values of refused ids are never handed out later. Replaces a value set
         * with {@link #processUnique(byte[])}.
         *
         * @param source the source, called on the minting threads; it must be thread-safe and fast
         * @return this builder
         * @throws NullPointerException if {@code source} is {@code null}
         * @since 0.1.0
         */
        public Builder processUnique(ProcessUniqueSource source) {
            this.source = Objects.requireNonNull(source, "source");
            this.processUnique = null;
            return this;
        }

        /** For tests: the largest sequence value of a second (default 2^32 - 2). */
        Builder maxSequence(long maxSequence) {
            this.maxSequence = maxSequence;
            return this;
        }

        /**
         * Creates the generator, drawing its process-unique value and first counter value now.
         *
         * @return a new generator
         */
        public ObjectIdGenerator build() {
            return new ObjectIdGenerator(this);
        }
    }
}
