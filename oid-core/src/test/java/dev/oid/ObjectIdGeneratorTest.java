package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The generator's guarantees, driven by a test clock and fixed or seeded random sources. */
class ObjectIdGeneratorTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");
    /** {@link #T} as 8 hex digits. */
    private static final String T_HEX = "6955b900";
    private static final String T_PLUS_1_HEX = "6955b901";
    private static final long PROCESS_UNIQUE = 0x0102030405L;
    private static final int COUNTER_VALUES = 1 << 24;

    private static ObjectIdGenerator generator(InstantSource clock, long processUnique, int counterStart) {
        return ObjectIdGenerator.builder().clock(clock).random(new FixedRandom(processUnique, counterStart)).build();
    }

    @Test
    void seededGeneratorMintsExactIds() {
        // SplittableRandom(42): nextLong() has low 40 bits 262feb6e95, nextInt(2^24) is 0x3444a9.
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(T))
                .random(new SplittableRandom(42))
                .build();

        assertThat(generator.generate()).hasToString("6955b900262feb6e953444a9");
        assertThat(generator.generate()).hasToString("6955b900262feb6e953444aa");
        assertThat(generator.generate()).hasToString("6955b900262feb6e953444ab");
        assertThat(generator.generate(3)).extracting(ObjectId::toHexString).containsExactly(
                "6955b900262feb6e953444ac", "6955b900262feb6e953444ad", "6955b900262feb6e953444ae");
    }

    @Test
    void idIsClockSecondThenProcessUniqueThenCounter() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), 0xffff_0102030405L, 0xabcdef);

        // Only the low 40 bits of nextLong() are used.
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405" + "abcdef");
    }

    @Test
    void aRandomValueIsUniformOverEveryBaseNotFoldedOntoTheLowest() {
        // The first draw has 40 bits above the last base (2^40 - 256): folding it into range would give 254, a value
        // already as likely as any other; it is drawn again instead, and the second draw, 5, is the value.
        java.util.Iterator<Long> draws = java.util.List.of(0xff_ffff_ffffL, 5L).iterator();
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(InstantSource.fixed(T))
                .random(new java.util.random.RandomGenerator() {
                    @Override
                    public long nextLong() {
                        return draws.next();
                    }

                    @Override
                    public int nextInt(int bound) {
                        return 0;
                    }
                }).build();

        assertThat(generator.generate()).hasToString(T_HEX + "0000000005" + "000000");
        assertThat(draws).isExhausted();
    }

    @Test
    void truncatesTheClockToTheSecond() {
        ObjectIdGenerator generator =
                generator(InstantSource.fixed(Instant.parse("2017-11-24T06:19:05.999Z")), PROCESS_UNIQUE, 0);

        assertThat(generator.generate().instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
    }

    @Test
    void counterRunsOnIntoTheNextSecondAndWrapsToZero() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0xfffffe);

        // Batches of one: single ids let a thread reserve a small block ahead, whose unused values a new second
        // skips (below), batches reserve exactly what they mint.
        assertThat(generator.generate(1)[0]).hasToString(T_HEX + "0102030405fffffe");
        assertThat(generator.generate(1)[0]).hasToString(T_HEX + "0102030405ffffff");
        clock.advanceMillis(1000);
        assertThat(generator.generate(1)[0]).hasToString(T_PLUS_1_HEX + "0102030405000000");
    }

    @Test
    void counterRunsOnAcrossSecondsAsTheSpecificationPrescribes() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0x123456);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405123456");
        clock.advanceMillis(1000);
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405123457");
        // The thread used up its block of one within the second, so it reserves two now: 123458 and 123459.
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405123458");
        clock.advanceMillis(5000);
        // A new second skips the block's unused 123459: the counter runs on from the last value reserved.
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly("6955b906010203040512345a", "6955b906010203040512345b");
    }

    @Test
    void idsCarryTheClockSecondForAFull2To24IdsWhenTheCounterWrapsAtTheSecondsStart() {
        // A counter that merely continued from 0xffffff would wrap at once and stamp ids with the next second
        // while the clock still reads this one, putting them in the wrong range of a creation-time query.
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0xfffffe);
        generator.generate();
        clock.advanceMillis(1000);

        long second = T.getEpochSecond() + 1;
        for (int i = 0; i < COUNTER_VALUES; i++) {
            ObjectId id = generator.generate();
            if (id.timestamp() != second) {
                throw new AssertionError("id " + i + " " + id + " does not carry the clock's second " + second);
            }
        }
        // The second started at counter ffffff, so the counter wrapped after its first id: the rest of the second
        // runs with the next process-unique value, up to the counter value before ffffff; then ffffff again.
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030406ffffff");
    }

    @Test
    void threeTimes2To24IdsInOneFrozenSecondAllCarryThatSecond() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0);
        int total = 3 * COUNTER_VALUES;
        long previous = -1;
        for (int i = 0; i < total; i++) {
            ObjectId id = generator.generate();
            long key = key(id, PROCESS_UNIQUE);
            if (key <= previous || id.timestamp() != T.getEpochSecond()) {
                throw new AssertionError("id " + i + " " + id + " is not greater than the one before in " + T_HEX);
            }
            previous = key;
        }
        // Strictly increasing, so all distinct, and all in the clock's second: the process-unique value steps
        // from 0102030405 through 0102030407 instead of the counter wrapping or the second moving ahead.
        assertThat(previous).isEqualTo(T.getEpochSecond() << 32 | (3L * COUNTER_VALUES - 1));
        assertThat(generator.generate()).hasToString(T_HEX + "0102030408000000");
    }
    @Test
    void staysInTheSecondWithTheNextProcessUniqueValueWhenTheCounterWraps() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffffe);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405fffffe");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405ffffff");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030406000000");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030406000001");
    }

    @Test
    void returnsToTheBaseProcessUniqueValueInANewSecond() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0xffffff);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405ffffff");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030406000000"); // a block of two: 000000, 000001
        clock.advanceMillis(1000);
        // The base value again; the counter runs on after the last value reserved.
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000002");
    }
    @Test
    void keepsOrderWhenClockStepsBackWithinTheTolerance() {
        TestClock clock = new TestClock(T.plusMillis(500));
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0x100);
        ObjectId before = generator.generate();

        clock.set(T.minusSeconds(10));
        ObjectId previous = before;
        for (int i = 0; i < 10_000; i++) {
            ObjectId id = i % 100 == 0 ? generator.generate(3)[2] : generator.generate();
            assertThat(id).isGreaterThan(previous);
            // The generator keeps its last second until the clock catches up: at most 10 s ahead of it.
            assertThat(id.instant()).isEqualTo(T);
            previous = id;
            clock.advanceMillis(1);
        }

        clock.set(T.plusMillis(999));
        ObjectId sameSecond = generator.generate();
        assertThat(sameSecond).isGreaterThan(previous);
        assertThat(sameSecond.instant()).isEqualTo(T);

        clock.set(T.plusSeconds(1));
        ObjectId caughtUp = generator.generate();
        assertThat(caughtUp).isGreaterThan(sameSecond);
        // The counter runs on after the values the thread reserved in T (a block of at most 256).
        ObjectIdLayout layout = ObjectIdLayout.of(caughtUp);
        assertThat(caughtUp.toHexString()).startsWith(T_PLUS_1_HEX + "0102030405");
        assertThat(layout.counter()).isBetween(ObjectIdLayout.of(sameSecond).counter() + 1,
                ObjectIdLayout.of(sameSecond).counter() + 256);
    }

    @Test
    void followsTheClockBackBeyondTheToleranceWithANewProcessUniqueValue() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0x100);
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405000100");

        clock.set(T.minusSeconds(11));
        // 0x6955b8f5 = T - 11 s; base + 256 = 0102030505, a process-unique value this generator never used; the
        // counter runs on.
        assertThat(generator.generate()).hasToString("6955b8f5" + "0102030505000101");
        assertThat(generator.generate()).hasToString("6955b8f5" + "0102030505000102"); // a block: 102, 103
        clock.set(T);
        // Back in T with the new base: unique against the ids minted in T before the correction.
        assertThat(generator.generate()).hasToString(T_HEX + "0102030505000104");
    }

    @Test
    void aOneReadGlitchTo2106RecoversAtOnce() {
        GlitchClock clock = new GlitchClock(T, Instant.parse("2106-02-07T06:28:15Z"));
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0);
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405000000");

        clock.glitchNextRead();
        // The glitch read itself is the clock's latest second: that one id carries it, the counter running on.
        assertThat(generator.generate()).hasToString("ffffffff" + "0102030405000001");
        // The next read is true again: far more than the tolerance back, so the generator follows at once.
        for (int i = 0; i < 3 * COUNTER_VALUES / 1000; i++) {
            assertThat(generator.generate().timestamp()).isEqualTo(T.getEpochSecond());
        }
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .allMatch(hex -> hex.startsWith(T_HEX + "0102030505"));
    }

    @Test
    void aOneReadGlitchTenYearsAheadKeepsNoIdInTheFuture() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0);
        generator.generate();
        clock.set(T.plus(Duration.ofDays(3653)));
        ObjectId glitch = generator.generate();
        assertThat(glitch.instant()).isEqualTo(T.plus(Duration.ofDays(3653)));

        clock.set(T.plusSeconds(1));
        ObjectId after = generator.generate();
        assertThat(after).hasToString(T_PLUS_1_HEX + "0102030505000002");
    }

    @Test
    void aForwardJumpWithinTheToleranceKeepsIdsAheadOnlyUntilTheClockCatchesUp() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0);
        clock.set(T.plusSeconds(10));
        ObjectId ahead = generator.generate();
        clock.set(T.plusSeconds(1));
        ObjectId next = generator.generate();
        assertThat(next).isGreaterThan(ahead);
        assertThat(next.instant()).isEqualTo(T.plusSeconds(10));
        clock.set(T.plusSeconds(11));
        assertThat(generator.generate()).hasToString("6955b90b0102030405000002");
    }

    @Test
    void aZeroToleranceFollowsEveryStepBack() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock)
                .random(new FixedRandom(PROCESS_UNIQUE, 0)).clockStepTolerance(Duration.ZERO).build();
        generator.generate();
        clock.set(T.minusSeconds(1));
        assertThat(generator.generate()).hasToString("6955b8ff0102030505000001");
    }

    @Test
    void waitsForTheNextSecondWhenEveryValueOfTheSecondIsUsed() throws Exception {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock)
                .random(new FixedRandom(PROCESS_UNIQUE, 0)).maxSequence(2).build();
        assertThat(generator.generate(3)).extracting(ObjectId::toHexString).containsExactly(
                T_HEX + "0102030405000000", T_HEX + "0102030405000001", T_HEX + "0102030405000002");

        Thread ticker = new Thread(() -> {
            LockSupport.parkNanos(200_000_000L);
            clock.advanceMillis(1000);
        });
        ticker.start();
        ObjectId next = generator.generate();
        ticker.join();
        assertThat(next).hasToString(T_PLUS_1_HEX + "0102030405000000");
    }

    @Test
    void failsOnlyThatCallWhenTheSecondIsFullAndTheClockStandsStill() {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(InstantSource.fixed(T))
                .random(new FixedRandom(PROCESS_UNIQUE, 0)).maxSequence(1).build();
        generator.generate(2);

        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("ObjectIdGenerator used"
                + " every id of the second 2026-01-01T00:00:00Z (at least 1) and the clock did not move on to the next"
                + " second within 2 seconds");
    }
    @Test
    void bulkReadsTheClockOnce() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0);

        ObjectId[] ids = generator.generate(100_000);

        assertThat(clock.reads()).isEqualTo(1);
        assertThat(ids).hasSize(100_000).isSorted().doesNotHaveDuplicates();
        assertThat(ids[0]).hasToString(T_HEX + "0102030405000000");
        assertThat(ids[99_999]).hasToString(T_HEX + "010203040501869f");
    }

    @Test
    void singleIdsReadTheClockOnceEach() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0);

        for (int i = 0; i < 1000; i++) {
            generator.generate();
        }

        assertThat(clock.reads()).isEqualTo(1000);
    }

    @Test
    void bulkInterleavesWithSingleIdsInIncreasingOrder() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0);
        ObjectId previous = ObjectId.min(T);
        int minted = 0;
        for (int round = 0; round < 40; round++) {
            for (int single = 0; single < round % 7; single++) {
                ObjectId id = generator.generate();
                assertThat(id).isGreaterThan(previous);
                previous = id;
                minted++;
            }
            ObjectId[] batch = generator.generate(round % 5 + round);
            for (ObjectId id : batch) {
                assertThat(id).isGreaterThan(previous);
                previous = id;
                minted++;
            }
        }
        // One thread and a frozen clock: no counter value is skipped.
        assertThat(ObjectIdLayout.of(previous).counter()).isEqualTo(minted - 1);
    }

    @Test
    void bulkStaysInTheSecondWhenTheCounterWraps() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffff0);

        ObjectId[] ids = generator.generate(100);

        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(ids[15]).hasToString(T_HEX + "0102030405ffffff");
        assertThat(ids[16]).hasToString(T_HEX + "0102030406000000");
        assertThat(ids[99]).hasToString(T_HEX + "0102030406000053");
    }
    @Test
    void bulkOfZeroIsEmptyAndNegativeIsRejected() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0);

        assertThat(generator.generate(0)).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> generator.generate(-1))
                .withMessage("count must be 0 or more, found -1");
    }

    @Test
    void staysInTheLastSecondOf2106WhenItsCounterWraps() {
        ObjectIdGenerator generator = generator(
                InstantSource.fixed(Instant.ofEpochSecond(ObjectId.MAX_TIMESTAMP)), PROCESS_UNIQUE, 0xffffff);

        assertThat(generator.generate()).hasToString("ffffffff0102030405ffffff");
        assertThat(generator.generate()).hasToString("ffffffff0102030406000000");
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly("ffffffff0102030406000001", "ffffffff0102030406000002");
    }

    @Test
    void aClockAtInstantMaxOrMinFailsThatCallAndChangesNothing() {
        GlitchClock max = new GlitchClock(T, Instant.MAX);
        ObjectIdGenerator generator = generator(max, PROCESS_UNIQUE, 0);
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405000000");

        max.glitchNextRead();
        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("Clock reads "
                + "+1000000000-12-31T23:59:59.999999999Z, outside the ObjectId timestamp range 1970-01-01T00:00:00Z to "
                + "2106-02-07T06:28:15Z; no id was minted and the generator is unchanged");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405000001");

        GlitchClock min = new GlitchClock(T, Instant.MIN);
        ObjectIdGenerator other = generator(min, PROCESS_UNIQUE, 0);
        min.glitchNextRead();
        assertThatIllegalStateException().isThrownBy(() -> other.generate(5))
                .withMessageStartingWith("Clock reads -1000000000-01-01T00:00:00Z, outside the ObjectId timestamp range");
        assertThat(other.generate()).hasToString(T_HEX + "0102030405000000");
    }
    @Test
    void rejectsAClockBefore1970() {
        ObjectIdGenerator generator =
                generator(InstantSource.fixed(Instant.parse("1969-12-31T23:59:59.999Z")), PROCESS_UNIQUE, 0);

        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("Clock reads "
                + "1969-12-31T23:59:59.999Z, outside the ObjectId timestamp range 1970-01-01T00:00:00Z to "
                + "2106-02-07T06:28:15Z; no id was minted and the generator is unchanged");
        assertThatIllegalStateException().isThrownBy(() -> generator.generate(1));
    }

    @Test
    void rejectsAClockAfter2106() {
        ObjectIdGenerator generator =
                generator(InstantSource.fixed(Instant.parse("2106-02-07T06:28:16Z")), PROCESS_UNIQUE, 0);

        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageStartingWith("Clock reads 2106-02-07T06:28:16Z, outside the ObjectId timestamp range");
    }

    @Test
    void builderRejectsNull() {
        assertThatNullPointerException().isThrownBy(() -> ObjectIdGenerator.builder().clock(null))
                .withMessage("clock");
        assertThatNullPointerException().isThrownBy(() -> ObjectIdGenerator.builder().random(null))
                .withMessage("random");
        assertThatNullPointerException().isThrownBy(() -> ObjectIdGenerator.builder().clockStepTolerance(null))
                .withMessage("tolerance");
    }

    @Test
    void builderRejectsAToleranceThatIsNegativeFractionalOrTooLong() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdGenerator.builder().clockStepTolerance(Duration.ofSeconds(-1)))
                .withMessage("Clock-step tolerance must be whole seconds from 0 to 4294967295, found PT-1S");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdGenerator.builder().clockStepTolerance(Duration.ofMillis(1500)))
                .withMessage("Clock-step tolerance must be whole seconds from 0 to 4294967295, found PT1.5S");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdGenerator.builder().clockStepTolerance(Duration.ofSeconds(1L << 32)))
                .withMessageEndingWith("found PT1193046H28M16S");
    }

    @Test
    void generatorsWithDefaultRandomHaveDifferentProcessUniqueValues() {
        String first = ObjectIdLayout.of(ObjectIdGenerator.builder().build().generate()).processUnique();
        String second = ObjectIdLayout.of(ObjectIdGenerator.builder().build().generate()).processUnique();

        // Equal with probability 2^-40.
        assertThat(first).isNotEqualTo(second);
    }

    @Test
    void defaultGeneratorUsesTheSystemClockAndIsShared() {
        Instant before = Instant.now();
        ObjectId id = ObjectId.generate();
        Instant after = Instant.now();

        assertThat(id.timestamp()).isBetween(before.getEpochSecond(), after.getEpochSecond());
        assertThat(ObjectIdGenerator.defaultGenerator()).isSameAs(ObjectIdGenerator.defaultGenerator());
        assertThat(ObjectIdLayout.of(ObjectIdGenerator.defaultGenerator().generate()).processUnique())
                .isEqualTo(ObjectIdLayout.of(id).processUnique());
        assertThat(ObjectId.generate()).isGreaterThan(id);
    }

    @Test
    void defaultGeneratorIsCreatedOnFirstUseNotAtClassInitialisation() throws Exception {
        // A fresh copy of the class, initialised, as an ahead-of-time image would hold it.
        URL classes = ObjectIdGenerator.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, null)) {
            Class<?> copy = Class.forName(ObjectIdGenerator.class.getName(), true, loader);
            assertThat(copy).isNotSameAs(ObjectIdGenerator.class);
            Field field = copy.getDeclaredField("defaultGenerator");
            field.setAccessible(true);
            assertThat(field.get(null)).isNull();

            Method defaultGenerator = copy.getMethod("defaultGenerator");
            Object created = defaultGenerator.invoke(null);
            assertThat(created).isNotNull().isSameAs(field.get(null)).isSameAs(defaultGenerator.invoke(null));
        }
    }

    /**
     * Timestamp and sequence of an id of a generator whose process-unique base is {@code base}: the sequence,
     * {@code step << 24 | counter}, is the id's low 8 bytes less {@code base << 24}, from 0 to 2^32 - 1.
     */
    static long key(ObjectId id, long base) {
        long sequence = id.low() - (base << 24);
        if (sequence < 0 || sequence >= 1L << 32) {
            throw new AssertionError(id + " is not from a generator with the process-unique base "
                    + Long.toHexString(base));
        }
        return id.timestamp() << 32 | sequence;
    }

    @Test
    void keyOrderIsIdOrderForOneProcessUniqueValue() {
        ObjectId[] ids = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffff0).generate(40);
        long[] keys = Arrays.stream(ids).mapToLong(id -> key(id, PROCESS_UNIQUE)).toArray();

        assertThat(keys).isSorted().doesNotHaveDuplicates();
        assertThat(keys[0]).isEqualTo(T.getEpochSecond() << 32 | 0xfffff0);
        assertThat(keys[39]).isEqualTo(T.getEpochSecond() << 32 | 0x1000017);
    }

    /** A clock at a fixed instant that reads another instant once when told to. */
    static final class GlitchClock implements InstantSource {
        private final Instant normal;
        private final Instant glitch;
        private volatile boolean glitchNext;

        GlitchClock(Instant normal, Instant glitch) {
            this.normal = normal;
            this.glitch = glitch;
        }

        void glitchNextRead() {
            glitchNext = true;
        }

        @Override
        public Instant instant() {
            if (glitchNext) {
                glitchNext = false;
                return glitch;
            }
            return normal;
        }

        @Override
        public long millis() {
            if (glitchNext) {
                // Like InstantSource.fixed(Instant.MAX): the instant has no millisecond count.
                glitchNext = glitch == Instant.MAX || glitch == Instant.MIN; // instant() names it next

                return glitch.toEpochMilli();
            }
            return normal.toEpochMilli();
        }
    }
}
