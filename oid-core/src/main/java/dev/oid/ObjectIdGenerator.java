package dev.oid;

import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * Mints {@link ObjectId}s following the MongoDB ObjectId specification, with stronger guarantees than the
 * specification asks for.
 *
 * <p>Each generator owns a 5-byte process-unique value, drawn once from its random source
 * ({@link SecureRandom} by default), and a 24-bit counter, and reads time from its clock
 * ({@link InstantSource#system()} by default). An id is the current second (unsigned 32-bit), the process-unique
 * value and the next counter value. The counter's first value is random too, as the MongoDB ObjectId
 * specification asks; it then counts up by one per id and starts again from 0 at each new second, so every
 * second holds 16,777,216 ids before its counter values run out.
 *
 * <p>Guarantees, for every generator and any number of threads:
 * <ul>
 *   <li><b>No duplicates.</b> A generator never returns the same id twice. When the counter values of a second
 *       run out (after 16,777,216 ids in that second, fewer in the generator's very first second, whose
 *       counter starts at its random value), the generator moves on to the next second instead of wrapping
 *       around and repeating an earlier id.</li>
 *   <li><b>Monotonic per thread.</b> The ids one thread gets from one generator strictly increase, also
 *       when the clock steps backwards: the generator keeps its last second until the clock catches up.
 *       Ids handed to different threads are unique but not ordered with each other.</li>
 *   <li><b>Current time.</b> The clock is read for every id (once per call of {@link #generate(int)}); an
 *       id's timestamp is the clock's second, or later only when the clock stepped back or a second's
 *       counter values ran out.</li>
 * </ul>
 * To stay fast under contention, each thread reserves small blocks of counter values at a time (at most 256),
 * so the counters of one thread's consecutive ids may jump when other threads mint too.
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
 * @since 0.1.0
 */
public final class ObjectIdGenerator {

    private static final int COUNTER_BITS = 24;
    private static final int COUNTER_MASK = (1 << COUNTER_BITS) - 1;
    private static final long COUNTER_VALUES = 1L << COUNTER_BITS;
    private static final long PROCESS_UNIQUE_MASK = (1L << 40) - 1;
    /** The largest block of counter values a thread reserves at once. */
    private static final int MAX_BLOCK = 256;
    /** No id has been reserved yet. */
    private static final long NONE = -1L;

    private static volatile ObjectIdGenerator defaultGenerator;

    private final InstantSource clock;
    /** Bytes 4-8 of every id, already shifted into place above the counter. */
    private final long processUniqueBits;
    /** Counter value of the first id. */
    private final int counterStart;
    /**
     * The last reserved id as {@code timestamp << 24 | counter}, or {@link #NONE}. Strictly increases: it is
     * the single source of uniqueness and order.
     */
    private final AtomicLong last = new AtomicLong(NONE);
    /** Each thread's current block of reserved counter values. */
    private final ThreadLocal<Block> blocks = ThreadLocal.withInitial(Block::new);

    private ObjectIdGenerator(InstantSource clock, RandomGenerator random) {
        this.clock = clock;
        this.processUniqueBits = (random.nextLong() & PROCESS_UNIQUE_MASK) << COUNTER_BITS;
        this.counterStart = random.nextInt(1 << COUNTER_BITS);
    }

    /**
     * Returns the default generator: system clock, process-unique value and counter start from
     * {@link SecureRandom}.
     *
     * <p>It is created on first use, not in a static initialiser, so that an ahead-of-time image or a
     * checkpoint taken before the first id does not freeze its random values into every copy started from
     * it.
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
                }
            }
        }
        return generator;
    }

    /**
     * Returns a builder for a generator with its own process-unique value, counter, clock and random source.
     *
     * @return a new builder with the system clock and {@link SecureRandom}
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Mints a new id.
     *
     * @return an id never returned before by this generator, greater than every id this generator returned
     *         earlier to the calling thread
     * @throws IllegalStateException if the clock reads a time outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15Z, or if every id up to the last second of 2106 has been used
     */
    public ObjectId generate() {
        long second = currentSecond();
        Block block = blocks.get();
        if (block.remaining > 0 && second <= block.timestamp) {
            block.remaining--;
            return idOf(block.next++);
        }
        return refill(block, second);
    }

    /**
     * Mints {@code count} new ids with a single clock read, for batch inserts.
     *
     * <p>The ids are in increasing order. Their timestamp is the second of that clock read, or a later second
     * when the clock stepped back (the generator keeps its last second) or when the counter runs out of values
     * for a second (more than 16,777,216 ids: later ids move on to the next second).
     *
     * @param count how many ids to mint, 0 or more
     * @return a new array of {@code count} ids, in increasing order; each is unique for this generator and
     *         greater than every id this generator returned earlier to the calling thread
     * @throws IllegalArgumentException if {@code count} is negative
     * @throws IllegalStateException if the clock reads a time outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15Z, or if every id up to the last second of 2106 has been used
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
        Block block = blocks.get();
        int i = 0;
        // First what is left of the thread's block, so that the counter stays consecutive.
        while (i < count && block.remaining > 0 && second <= block.timestamp) {
            block.remaining--;
            ids[i++] = idOf(block.next++);
        }
        if (i < count) {
            // Later single ids of this thread must be greater than this batch.
            block.remaining = 0;
        }
        while (i < count) {
            long first = reserve(second, count - i);
            int reserved = blockSize(first, count - i);
            for (int j = 0; j < reserved; j++) {
                ids[i++] = idOf(first + j);
            }
        }
        return ids;
    }

    private ObjectId refill(Block block, long second) {
        if (block.remaining == 0 && second <= block.timestamp) {
            // The thread used up its block within the second: reserve more at once next time.
            block.size = Math.min(block.size * 2, MAX_BLOCK);
        } else if (block.remaining > 0) {
            // The second changed before the block was used up: its values are skipped, so reserve fewer.
            block.size = Math.max(block.size / 2, 1);
        }
        long first = reserve(second, block.size);
        block.timestamp = first >>> COUNTER_BITS;
        block.next = first + 1;
        block.remaining = blockSize(first, block.size) - 1;
        return idOf(first);
    }

    /**
     * Reserves up to {@code wanted} consecutive counter values that do not wrap around.
     *
     * @return the first reserved id as {@code timestamp << 24 | counter}; the number reserved is
     *         {@link #blockSize(long, int)}
     */
    private long reserve(long second, int wanted) {
        for (;;) {
            long previous = last.get();
            long timestamp;
            long counter;
            if (previous == NONE) {
                timestamp = second;
                counter = counterStart;
            } else {
                long lastTimestamp = previous >>> COUNTER_BITS;
                if (second > lastTimestamp) {
                    // A new second: the counter starts again, so the second has all 2^24 values to give.
                    timestamp = second;
                    counter = 0;
                } else {
                    // Clock behind or in the same second: keep the last second, and move on to the next one
                    // when its counter values run out, so that the id is still greater than every earlier one.
                    counter = (previous + 1) & COUNTER_MASK;
                    timestamp = counter == 0 ? lastTimestamp + 1 : lastTimestamp;
                    if (timestamp > ObjectId.MAX_TIMESTAMP) {
                        throw new IllegalStateException("ObjectIdGenerator has used every id up to "
                                + "2106-02-07T06:28:15Z, the last second an ObjectId timestamp can hold");
                    }
                }
            }
            long first = (timestamp << COUNTER_BITS) | counter;
            long lastReserved = first + blockSize(first, wanted) - 1;
            if (last.compareAndSet(previous, lastReserved)) {
                return first;
            }
        }
    }

    private static int blockSize(long first, int wanted) {
        return (int) Math.min(wanted, COUNTER_VALUES - (first & COUNTER_MASK));
    }

    private ObjectId idOf(long reserved) {
        return new ObjectId((int) (reserved >>> COUNTER_BITS), processUniqueBits | (reserved & COUNTER_MASK));
    }

    private long currentSecond() {
        long second = Math.floorDiv(clock.millis(), 1000L);
        if (second < 0 || second > ObjectId.MAX_TIMESTAMP) {
            throw new IllegalStateException("Clock reads " + clock.instant()
                    + ", outside the ObjectId timestamp range 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z");
        }
        return second;
    }

    /** 64 bytes in front of a {@link Block}'s fields (superclass fields are laid out first). */
    @SuppressWarnings("unused")
    private abstract static class BlockPaddingBefore {
        long p0, p1, p2, p3, p4, p5, p6, p7;
    }

    /** The fields of a {@link Block}, written for every id by the thread that owns it. */
    private abstract static class BlockFields extends BlockPaddingBefore {
        /** Second of the block, or -1 before the first reservation. */
        long timestamp = -1;
        /** Next id of the block as {@code timestamp << 24 | counter}. */
        long next;
        /** Ids left in the block. */
        int remaining;
        /** Size of the next block to reserve, adapted to the thread's rate. */
        int size = 1;
    }

    /**
     * A thread's block of reserved counter values; touched by its own thread only. Padded by 64 bytes on each
     * side: the garbage collector may move the blocks of two threads next to each other, and without padding they
     * would share a cache line that both threads write for every id.
     */
    @SuppressWarnings("unused")
    private static final class Block extends BlockFields {
        long q0, q1, q2, q3, q4, q5, q6, q7;
    }

    /**
     * Builds an {@link ObjectIdGenerator} with a chosen clock and random source.
     *
     * <p>The random source is read twice, at {@link #build()}: {@code nextLong()} for the process-unique
     * value (its low 40 bits) and {@code nextInt(16777216)} for the first counter value, so a seeded source
     * gives reproducible ids.
     *
     * @since 0.1.0
     */
    public static final class Builder {
        private InstantSource clock = InstantSource.system();
        private RandomGenerator random;

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
         * Creates the generator, drawing its process-unique value and first counter value now.
         *
         * @return a new generator
         */
        public ObjectIdGenerator build() {
            return new ObjectIdGenerator(clock, random != null ? random : new SecureRandom());
        }
    }
}
