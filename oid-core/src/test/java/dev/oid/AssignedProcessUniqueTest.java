package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * A generator with an assigned process-unique value ({@code Builder.processUnique}) uses that value and no other:
 * no stepping when a second's counter values are used up, no new value when the clock steps back; and a guard
 * ({@code Builder.guard}) approves every call's ids before they are returned.
 */
class AssignedProcessUniqueTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");
    private static final String T_HEX = "6955b900";
    private static final String T_PLUS_1_HEX = "6955b901";
    private static final byte[] SLOT_7 = {0, 0, 0, 0, 7};

    /** A random source whose process-unique draw must not happen: only the counter start is read. */
    private static RandomGenerator counterStartOnly(int counterStart) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                throw new AssertionError("nextLong() read although the process-unique value is assigned");
            }

            @Override
            public int nextInt(int bound) {
                assertThat(bound).isEqualTo(1 << 24);
                return counterStart;
            }
        };
    }

    private static ObjectIdGenerator.Builder assigned(InstantSource clock, byte[] value, int counterStart) {
        return ObjectIdGenerator.builder().clock(clock).random(counterStartOnly(counterStart)).processUnique(value);
    }

    @Test
    void idsCarryTheAssignedValueBigEndianAndTheBuilderCopiesIt() {
        byte[] value = {0x01, 0x02, 0x03, 0x04, 0x05};
        ObjectIdGenerator.Builder builder = assigned(InstantSource.fixed(T), value, 0xabcdef);
        value[0] = 0x7f;
        ObjectIdGenerator generator = builder.build();

        assertThat(generator.generate()).hasToString(T_HEX + "0102030405" + "abcdef");
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly(T_HEX + "0102030405" + "abcdf0", T_HEX + "0102030405" + "abcdf1");
    }

    @Test
    void theHighestValueFitsAndKeepsIdsInOrder() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = assigned(clock, new byte[] {-1, -1, -1, -1, -1}, 0xfffffe).build();

        ObjectId first = generator.generate();
        ObjectId last = generator.generate();
        clock.advanceMillis(1000);
        ObjectId next = generator.generate();

        assertThat(first).hasToString(T_HEX + "ffffffffff" + "fffffe");
        assertThat(last).hasToString(T_HEX + "ffffffffff" + "ffffff");
        assertThat(next).hasToString(T_PLUS_1_HEX + "ffffffffff" + "000000");
        assertThat(first).isLessThan(last);
        assertThat(last).isLessThan(next);
    }

    @Test
    void rejectsAValueThatIsNotFiveBytes() {
        ObjectIdGenerator.Builder builder = ObjectIdGenerator.builder();

        assertThatIllegalArgumentException().isThrownBy(() -> builder.processUnique(new byte[4]))
                .withMessage("A process-unique value must be exactly 5 bytes, found 4");
        assertThatIllegalArgumentException().isThrownBy(() -> builder.processUnique(new byte[6]))
                .withMessage("A process-unique value must be exactly 5 bytes, found 6");
        assertThatIllegalArgumentException().isThrownBy(() -> builder.processUnique(new byte[0]))
                .withMessage("A process-unique value must be exactly 5 bytes, found 0");
        assertThatNullPointerException().isThrownBy(() -> builder.processUnique(null)).withMessage("fiveBytes");
        assertThatNullPointerException().isThrownBy(() -> builder.guard(null)).withMessage("guard");
    }

    @Test
    void aSecondHoldsTheCounterValuesOfTheOneValueThenTheGeneratorWaitsForTheNextSecond() throws Exception {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0).build();
        ObjectId previous = null;
        for (int i = 0; i < 1 << 24; i++) {
            ObjectId id = generator.generate();
            if (i % 65_536 == 0 || i == (1 << 24) - 1) {
                assertThat(id.toHexString()).startsWith(T_HEX + "0000000007");
                if (previous != null) {
                    assertThat(id).isGreaterThan(previous);
                }
                previous = id;
            }
        }
        assertThat(previous).hasToString(T_HEX + "0000000007" + "ffffff");

        // All 16,777,216 values of the second are used: no step to 0000000008 (another process's value), the
        // generator waits for the clock's next second instead.
        Thread ticker = new Thread(() -> {
            LockSupport.parkNanos(200_000_000L);
            clock.advanceMillis(1000);
        });
        ticker.start();
        ObjectId next = generator.generate();
        ticker.join();
        assertThat(next).hasToString(T_PLUS_1_HEX + "0000000007" + "000000");
    }

    @Test
    void failsOnlyThatCallWhenTheSecondIsFullAndTheClockStandsStill() {
        ObjectIdGenerator generator = assigned(InstantSource.fixed(T), SLOT_7, 0).maxSequence(1).build();
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly(T_HEX + "0000000007000000", T_HEX + "0000000007000001");

        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("ObjectIdGenerator minted"
                + " all 2 ids of the second 2026-01-01T00:00:00Z and the clock did not move on to the next second"
                + " within 2 seconds (an assigned process-unique value never steps to another value)");
    }

    @Test
    void keepsTheLastSecondWhenTheClockStepsBackWithinTheTolerance() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0x100).build();
        ObjectId before = generator.generate();

        clock.set(T.minusSeconds(10));
        ObjectId after = generator.generate();

        assertThat(after).hasToString(T_HEX + "0000000007" + "000101");
        assertThat(after).isGreaterThan(before);
    }

    @Test
    void refusesWhenTheClockStepsBackBeyondTheToleranceAndResumesWithTheSameValueWhenItIsBack() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0x100).build();
        ObjectId before = generator.generate();

        clock.set(T.minusSeconds(11));
        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("Clock reads"
                + " 2025-12-31T23:59:49Z, 11 seconds before the last second this generator minted in"
                + " (2026-01-01T00:00:00Z), beyond its clock-step tolerance of 10 seconds. Its process-unique value is"
                + " assigned, so it cannot switch to another value to follow the clock back: it mints again when the"
                + " clock reads 2025-12-31T23:59:50Z or later (or use a new value). No id was minted and the generator"
                + " is unchanged");
        assertThatIllegalStateException().isThrownBy(() -> generator.generate(3))
                .withMessageStartingWith("Clock reads 2025-12-31T23:59:49Z, 11 seconds before");

        // Unchanged: back within the tolerance it continues in its last second, with its one value.
        clock.set(T.minusSeconds(10));
        ObjectId resumed = generator.generate();
        assertThat(resumed).hasToString(T_HEX + "0000000007" + "000101");
        assertThat(resumed).isGreaterThan(before);
        clock.set(T.plusSeconds(1));
        assertThat(generator.generate()).hasToString(T_PLUS_1_HEX + "0000000007" + "000000");
    }

    @Test
    void aOneReadGlitchFarAheadStopsTheGeneratorUntilTheClockCatchesUpInsteadOfSwitchingValues() {
        ObjectIdGeneratorTest.GlitchClock clock =
                new ObjectIdGeneratorTest.GlitchClock(T, Instant.parse("2106-02-07T06:28:15Z"));
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0).build();
        assertThat(generator.generate()).hasToString(T_HEX + "0000000007000000");
        clock.glitchNextRead();
        assertThat(generator.generate()).hasToString("ffffffff" + "0000000007000000");

        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageContaining("beyond its clock-step tolerance of 10 seconds")
                .withMessageContaining("(or use a new value)");
    }

    @Test
    void aGeneratorWithoutAnAssignedValueStillSteps() {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(InstantSource.fixed(T))
                .random(new FixedRandom(0x0000000007L, 0xffffff)).build();

        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly(T_HEX + "0000000007ffffff", T_HEX + "0000000008000000");
    }

    @Test
    void theGuardSeesTheSecondOfEveryCallAfterTheClockWasRead() {
        TestClock clock = new TestClock(T);
        List<Long> seen = new ArrayList<>();
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0).guard(second -> {
            // The clock was read for these ids before the guard is asked.
            assertThat(clock.reads()).isPositive();
            seen.add(second);
        }).build();

        generator.generate();
        generator.generate();
        clock.advanceMillis(1000);
        generator.generate(5);
        clock.set(T.minusSeconds(3));
        generator.generate(); // within the tolerance: the last second, T + 1

        assertThat(seen).containsExactly(T.getEpochSecond(), T.getEpochSecond(), T.getEpochSecond() + 1,
                T.getEpochSecond() + 1);
    }

    @Test
    void aRefusingGuardStopsEveryCallAndRefusedIdsAreNeverReturnedLater() {
        TestClock clock = new TestClock(T);
        boolean[] refuse = {false};
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock)
                .random(new FixedRandom(0x0102030405L, 0)).guard(second -> {
                    if (refuse[0]) {
                        throw new IllegalStateException("refused in " + Instant.ofEpochSecond(second));
                    }
                }).build();
        assertThat(generator.generate()).hasToString(T_HEX + "0102030405000000");

        refuse[0] = true;
        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessage("refused in 2026-01-01T00:00:00Z");
        assertThatIllegalStateException().isThrownBy(() -> generator.generate(4))
                .withMessage("refused in 2026-01-01T00:00:00Z");
        assertThat(generator.generate(0)).isEmpty();

        refuse[0] = false;
        ObjectId next = generator.generate();
        assertThat(next.toHexString()).startsWith(T_HEX + "0102030405");
        // The values of the refused calls are not handed out again.
        assertThat(Integer.parseInt(next.toHexString().substring(18), 16)).isGreaterThanOrEqualTo(6);
    }

    @Test
    void theToleranceStillApplies() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = assigned(clock, SLOT_7, 0).clockStepTolerance(Duration.ZERO).build();
        generator.generate();
        clock.set(T.minusSeconds(1));

        assertThatIllegalStateException().isThrownBy(generator::generate)
                .withMessageContaining("1 seconds before the last second");
    }
}
