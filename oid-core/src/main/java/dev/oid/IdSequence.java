package dev.oid;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The sequence behind an {@link ObjectIdGenerator}: the clock reading, the process-unique base and the counter,
 * the reservations that keep ids unique and per-thread ordered, and the corrections of clock faults. The rules it
 * follows are the generator's class comment and docs/generator.md; the bit layout of a reserved value is
 * {@code second << 32 | step << 24 | counter}, an id's low 8 bytes {@code base << 24} plus the sequence.
 */
final class IdSequence {

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
    static final long MAX_SEQUENCE = SEQUENCE_MASK - 1;
    /** The largest sequence value of a second with an assigned process-unique value: the counter only. */
    private static final long MAX_ASSIGNED_SEQUENCE = (1L << COUNTER_BITS) - 1;
    /** How long {@code generate} waits for the next second when a second's sequence is used up. */
    private static final long EXHAUSTED_WAIT_NANOS = 2_000_000_000L;
    /** How many different assignments in a row one call accepts from a {@link ProcessUniqueSource}. */
    private static final int MAX_ASSIGNMENT_SWITCHES = 64;

    /** {@code Thread.isVirtual()} on Java 21 and later, {@code null} before. */
    private static final @Nullable MethodHandle IS_VIRTUAL = isVirtualHandle();

    private final InstantSource clock;
    private final boolean systemClock;
    private final long toleranceSeconds;
    private final long maxSequence;
    /** Whether the process-unique value was assigned: no stepping, no corrections (see the generator's class comment). */
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

    /**
     * A sequence with its first process-unique base and counter start drawn now.
     *
     * @param processUnique an assigned value (5 bytes, checked), or {@code null}
     * @param source the source of assigned values, or {@code null}; not both
     * @param maxSequence the largest sequence value of a second (smaller only in tests)
     */
    IdSequence(InstantSource clock, RandomGenerator random, long toleranceSeconds, long maxSequence,
            byte @Nullable [] processUnique, @Nullable ProcessUniqueSource source) {
        this.clock = clock;
        this.systemClock = clock == InstantSource.system();
        this.toleranceSeconds = toleranceSeconds;
        this.source = source;
        this.assigned = processUnique != null || source != null;
        this.maxSequence = assigned ? Math.min(maxSequence, MAX_ASSIGNED_SEQUENCE) : maxSequence;
        this.random = random;
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

    /** The next id: {@link ObjectIdGenerator#generate()}. */
    ObjectId next() {
        long millis = currentMillis();
        if (IS_VIRTUAL != null && isVirtual()) {
            long second = checkedSecond(millis);
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
        // The clock reads the block's second: compared in milliseconds, so the fast path divides nothing.
        if (block.remaining > 0 && millis >= block.firstMillis && millis < block.firstMillis + 1000
                && block.era == era) {
            block.remaining--;
            Era blockEra = block.era;
            ObjectId id = blockEra.idOf(block.next++);
            if (source == null || approved(blockEra, block.second, block.second, 0)) {
                return id;
            }
            block.remaining = 0; // another value is assigned now: the block's values are not used
            millis = currentMillis();
        }
        return refill(block, checkedSecond(millis));
    }

    /** The next {@code count} ids, 1 or more: {@link ObjectIdGenerator#generate(int)}. */
    ObjectId[] next(int count) {
        ObjectId[] ids = new ObjectId[count];
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
            block.firstMillis = reservedSecond * 1000;
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
     * a new process would: {@link ObjectIdGenerator#reseed()}.
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
        return checkedSecond(currentMillis());
    }

    /** The clock's reading in milliseconds since the epoch. */
    private long currentMillis() {
        if (systemClock) {
            return System.currentTimeMillis();
        }
        try {
            return clock.millis();
        } catch (ArithmeticException e) {
            throw outOfRange(e);
        }
    }

    /** The second of a clock reading, checked to be in the range of the timestamp. */
    private long checkedSecond(long millis) {
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
        /** {@code second * 1000}: the first millisecond of the block's second ({@code -1000} before the first). */
        long firstMillis = -1000;
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
}
