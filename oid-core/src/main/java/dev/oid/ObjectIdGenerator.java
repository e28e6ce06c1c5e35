package dev.oid;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Mints {@link ObjectId}s following the MongoDB ObjectId specification, with stronger guarantees than the
 * specification asks for.
 *
 * <p>An id is the clock's current second (unsigned 32-bit), a 5-byte process-unique value and a 24-bit
 * counter. Each generator draws its process-unique value and the first counter value from its random source
 * ({@link SecureRandom} by default) and reads time from its clock ({@link InstantSource#system()} by default).
 * The counter starts at a random value and runs on across seconds, one value per id, wrapping from 16,777,215
 * to 0, as the specification prescribes.
 *
 * <p>Guarantees, for every generator and any number of threads, at any minting rate:
 * <ul>
 *   <li><b>No duplicates.</b> A generator never returns the same id twice.</li>
 *   <li><b>True to the clock.</b> An id's timestamp is never later than the latest second the clock has
 *       shown; with a steady clock it is the current second. A generator never moves into a second its clock
 *       has not reached, however many ids are minted: when a second's counter values run out it continues with
 *       the next process-unique values (at most 255 of them) in that second, and past at least 4,278,190,080 ids
 *       in a second it waits for the clock's next second, for up to 2 seconds, then throws
 *       {@link IllegalStateException}.</li>
 *   <li><b>Monotonic per thread.</b> The ids one thread gets from one generator strictly increase, also when
 *       the clock steps back by up to the {@linkplain Builder#clockStepTolerance(Duration) clock-step
 *       tolerance} (10 seconds by default): the generator then keeps its last second until the clock catches
 *       up, so ids are at most that tolerance ahead of the clock. Ids handed to different threads are unique
 *       but not ordered with each other.</li>
 *   <li><b>Bounded clock faults.</b> When the clock steps back by more than the tolerance, the generator
 *       follows the clock at once with a process-unique value it has not used before (the previous one + 256),
 *       so it still never repeats an id; ids minted after such a correction are smaller than ids minted before
 *       it. A clock reading outside 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z fails that call only, with
 *       {@link IllegalStateException}, and changes nothing.</li>
 *   <li><b>Assigned values stay assigned.</b> A generator given its process-unique value
 *       ({@link Builder#processUnique(byte[])}, or a {@link ProcessUniqueSource} such as a lease) uses that value
 *       and no other: a second holds its 16,777,216 counter values, and a clock further back than the tolerance
 *       makes each call fail with {@link IllegalStateException} until the clock is back within it.</li>
 * </ul>
 *
 * <p>The long form of these rules, the deviations from the specification they imply (all keeping the 12-byte
 * layout, so every driver reads the ids as its own) and their effect on collisions between processes are in
 * <a href="https://github.com/oid-dev/oid/blob/main/docs/generator.md">docs/generator.md</a>.
 *
 * <p>Platform threads reserve small blocks of counter values (at most 256), so the counters of one thread's
 * consecutive ids may jump when other threads mint too; virtual threads (Java 21 and later, detected at run time)
 * keep no per-thread state.
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

    /** Default clock-step tolerance in seconds. */
    private static final long DEFAULT_TOLERANCE_SECONDS = 10;

    private static volatile @Nullable ObjectIdGenerator defaultGenerator;

    private final IdSequence sequence;

    private ObjectIdGenerator(Builder builder) {
        this.sequence = new IdSequence(builder.clock, builder.random != null ? builder.random : new SecureRandom(),
                builder.toleranceSeconds, builder.maxSequence, builder.processUnique, builder.source);
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
        return sequence.next();
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
        return count == 0 ? new ObjectId[0] : sequence.next(count);
    }

    /**
     * Draws a new process-unique base and counter start from the random source and continues with them, as
     * a new process would; called for the default generator after a restore from a checkpoint.
     */
    void reseed() {
        sequence.reseed();
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
        private long maxSequence = IdSequence.MAX_SEQUENCE;
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
