package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.SplittableRandom;
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
    void truncatesTheClockToTheSecond() {
        ObjectIdGenerator generator =
                generator(InstantSource.fixed(Instant.parse("2017-11-24T06:19:05.999Z")), PROCESS_UNIQUE, 0);

        assertThat(generator.generate().instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
    }

    @Test
    void counterWrapsToZeroWhenTheSecondChanges() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0xfffffe);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405fffffe");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405ffffff");
        clock.advanceMillis(1000);
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000000");
    }

    @Test
    void counterStartsAgainAtZeroInEachNewSecond() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0x123456);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405123456");
        clock.advanceMillis(1000);
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000000");
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000001");
    }

    @Test
    void idsCarryTheClockSecondForAFull2To24IdsAfterAHighCounter() {
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
        assertThat(generator.generate().timestamp()).isEqualTo(second + 1);
    }

    @Test
    void neverRepeatsPast16777216IdsInOneSecond() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0);
        int total = COUNTER_VALUES + 1000;
        long previous = -1;
        int inFirstSecond = 0;
        int inNextSecond = 0;
        for (int i = 0; i < total; i++) {
            ObjectId id = generator.generate();
            long key = key(id);
            if (key <= previous) {
                throw new AssertionError("id " + i + " " + id + " is not greater than the one before");
            }
            previous = key;
            if (id.timestamp() == T.getEpochSecond()) {
                inFirstSecond++;
            } else if (id.timestamp() == T.getEpochSecond() + 1) {
                inNextSecond++;
            }
        }
        // Strictly increasing, so all distinct; the counter's 2^24 values fill the first second, then the
        // generator moves on to the next second instead of wrapping back.
        assertThat(inFirstSecond).isEqualTo(COUNTER_VALUES);
        assertThat(inNextSecond).isEqualTo(1000);
        assertThat(previous).isEqualTo((T.getEpochSecond() + 1) << 24 | 999);
    }

    @Test
    void movesToTheNextSecondWhenTheCounterWrapsWithinASecond() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffffe);

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405fffffe");
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405ffffff");
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000000");
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0102030405000001");
    }

    @Test
    void keepsOrderWhenClockStepsBackAnHour() {
        TestClock clock = new TestClock(T.plusMillis(500));
        ObjectIdGenerator generator = generator(clock, PROCESS_UNIQUE, 0x100);
        ObjectId before = generator.generate();

        clock.set(T.minusSeconds(3600));
        ObjectId previous = before;
        for (int i = 0; i < 10_000; i++) {
            ObjectId id = i % 100 == 0 ? generator.generate(3)[2] : generator.generate();
            assertThat(id).isGreaterThan(previous);
            // The generator keeps its last second until the clock catches up.
            assertThat(id.instant()).isEqualTo(T);
            previous = id;
            clock.advanceMillis(359);
        }
        assertThat(clock.millis()).isLessThan(T.toEpochMilli());

        clock.set(T.plusMillis(999));
        ObjectId sameSecond = generator.generate();
        assertThat(sameSecond).isGreaterThan(previous);
        assertThat(sameSecond.instant()).isEqualTo(T);

        clock.set(T.plusSeconds(1));
        ObjectId caughtUp = generator.generate();
        assertThat(caughtUp).isGreaterThan(sameSecond);
        assertThat(caughtUp.instant()).isEqualTo(T.plusSeconds(1));
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
    void bulkMovesToTheNextSecondWhenTheCounterWraps() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffff0);

        ObjectId[] ids = generator.generate(100);

        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(ids[15]).hasToString(T_HEX + "0102030405ffffff");
        assertThat(ids[16]).hasToString(T_PLUS_1_HEX + "0102030405000000");
        assertThat(ids[99]).hasToString(T_PLUS_1_HEX + "0102030405000053");
    }

    @Test
    void bulkOfZeroIsEmptyAndNegativeIsRejected() {
        ObjectIdGenerator generator = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0);

        assertThat(generator.generate(0)).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> generator.generate(-1))
                .withMessage("count must be 0 or more, found -1");
    }

    @Test
    void refusesToRepeatAfterTheLastSecondOf2106() {
        ObjectIdGenerator generator = generator(
                InstantSource.fixed(Instant.ofEpochSecond(ObjectId.MAX_TIMESTAMP)), PROCESS_UNIQUE, 0xffffff);

        assertThat(generator.generate()).hasToString("ffffffff0102030405ffffff");
        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageContaining("used every id up to 2106-02-07T06:28:15Z");
        assertThatIllegalStateException().isThrownBy(() -> generator.generate(2))
                .withMessageContaining("used every id up to 2106-02-07T06:28:15Z");
    }

    @Test
    void rejectsAClockBefore1970() {
        ObjectIdGenerator generator =
                generator(InstantSource.fixed(Instant.parse("1969-12-31T23:59:59.999Z")), PROCESS_UNIQUE, 0);

        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("Clock reads "
                + "1969-12-31T23:59:59.999Z, outside the ObjectId timestamp range 1970-01-01T00:00:00Z to "
                + "2106-02-07T06:28:15Z");
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

    /** Timestamp and counter of an id whose process-unique value is known to be constant. */
    static long key(ObjectId id) {
        return id.timestamp() << 24 | (id.low() & 0xFF_FFFF);
    }

    @Test
    void keyOrderIsIdOrderForOneProcessUniqueValue() {
        ObjectId[] ids = generator(InstantSource.fixed(T), PROCESS_UNIQUE, 0xfffff0).generate(40);
        long[] keys = Arrays.stream(ids).mapToLong(ObjectIdGeneratorTest::key).toArray();

        assertThat(keys).isSorted().doesNotHaveDuplicates();
        assertThat(keys[0]).isEqualTo(T.getEpochSecond() << 24 | 0xfffff0);
    }
}
