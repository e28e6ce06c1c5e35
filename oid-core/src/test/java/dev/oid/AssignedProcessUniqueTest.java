package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * A generator with an assigned process-unique value ({@code Builder.processUnique}) uses that value and no other:
 * no stepping when a second's counter values are used up, no new value when the clock steps back. A
 * {@link ProcessUniqueSource} approves every call's ids before they are returned and can replace the value.
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
        assertThatNullPointerException().isThrownBy(() -> builder.processUnique((byte[]) null)).withMessage("fiveBytes");
        assertThatNullPointerException().isThrownBy(() -> builder.processUnique((ProcessUniqueSource) null))
                .withMessage("source");
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

        assertThatIllegalStateException().isThrownBy(generator::generate).withMessage("ObjectIdGenerator used"
                + " every id of the second 2026-01-01T00:00:00Z (2 with an assigned process-unique value, which never"
                + " steps to another value) and the clock did not move on to the next second within 2 seconds");
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
    void theSourceSeesTheSecondsOfEveryCallAfterTheClockWasRead() {
        TestClock clock = new TestClock(T);
        ProcessUniqueSource.Assignment slot7 = ProcessUniqueSource.Assignment.of(SLOT_7);
        List<String> seen = new ArrayList<>();
        ObjectIdGenerator generator = sourced(clock, 0, (first, last) -> {
            // The clock was read for these ids before the source is asked.
            assertThat(clock.reads()).isPositive();
            seen.add((first - T.getEpochSecond()) + ".." + (last - T.getEpochSecond()));
            return slot7;
        });

        assertThat(generator.generate()).hasToString(T_HEX + "0000000007000000");
        generator.generate();
        clock.advanceMillis(1000);
        assertThat(generator.generate(5)[4]).hasToString(T_PLUS_1_HEX + "0000000007000004");
        clock.set(T.minusSeconds(3));
        generator.generate(); // within the tolerance: the last second, T + 1

        // The first call is asked twice: the generator learns its value from the first answer, mints again.
        assertThat(seen).containsExactly("0..0", "0..0", "0..0", "1..1", "1..1");
    }

    @Test
    void aBatchThatWaitsForTheNextSecondIsApprovedForBothSeconds() throws Exception {
        TestClock clock = new TestClock(T);
        ProcessUniqueSource.Assignment slot7 = ProcessUniqueSource.Assignment.of(SLOT_7);
        List<String> seen = new ArrayList<>();
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(counterStartOnly(0))
                .processUnique((ProcessUniqueSource) (first, last) -> {
                    seen.add((first - T.getEpochSecond()) + ".." + (last - T.getEpochSecond()));
                    return slot7;
                }).maxSequence(2).build();
        assertThat(generator.generate()).hasToString(T_HEX + "0000000007000000");
        seen.clear();

        Thread ticker = new Thread(() -> {
            LockSupport.parkNanos(200_000_000L);
            clock.advanceMillis(1000);
        });
        ticker.start();
        ObjectId[] ids = generator.generate(4);
        ticker.join();

        // The rest of T's three counter values, then the generator waited for T + 1: one approval for both seconds.
        assertThat(ids).extracting(ObjectId::toHexString).containsExactly(T_HEX + "0000000007000001",
                T_HEX + "0000000007000002", T_PLUS_1_HEX + "0000000007000000", T_PLUS_1_HEX + "0000000007000001");
        assertThat(seen).containsExactly("0..1");
    }

    @Test
    void aRefusingSourceStopsEveryCallAndRefusedIdsAreNeverReturnedLater() {
        TestClock clock = new TestClock(T);
        ProcessUniqueSource.Assignment value = ProcessUniqueSource.Assignment.of(0x0102030405L);
        boolean[] refuse = {false};
        ObjectIdGenerator generator = sourced(clock, 0, (first, last) -> {
            if (refuse[0]) {
                throw new IllegalStateException("refused in " + Instant.ofEpochSecond(first));
            }
            return value;
        });
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
        assertThat(ObjectIdLayout.of(next).counter()).isGreaterThanOrEqualTo(6);
    }

    @Test
    void aNewAssignmentSwitchesTheValueWithAFreshCounterAndIdsOfTheOldOneAreNotReturned() {
        TestClock clock = new TestClock(T);
        ProcessUniqueSource.Assignment[] current = {ProcessUniqueSource.Assignment.of(7)};
        int[] approvals = {0};
        // Counter starts drawn in turn: 0x000100 for the first assignment, 0x000200 for the second, ...
        RandomGenerator counterStarts = new RandomGenerator() {
            private int draws;

            @Override
            public long nextLong() {
                throw new AssertionError("nextLong() read although the process-unique value is assigned");
            }

            @Override
            public int nextInt(int bound) {
                return ++draws << 8;
            }
        };
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(counterStarts)
                .processUnique((ProcessUniqueSource) (first, last) -> {
                    approvals[0]++;
                    return current[0];
                }).build();

        // The first call meets the source's first assignment: its ids are minted with it.
        assertThat(generator.generate()).hasToString(T_HEX + "0000000007" + "000200");
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly(T_HEX + "0000000007000201", T_HEX + "0000000007000202");

        // Lost and taken again, another slot: the next call mints with slot 9 from a fresh counter start.
        current[0] = ProcessUniqueSource.Assignment.of(9);
        approvals[0] = 0;
        assertThat(generator.generate()).hasToString(T_HEX + "0000000009" + "000300");
        assertThat(approvals[0]).isEqualTo(2); // refused once: the reserved id carried slot 7
        assertThat(generator.generate()).hasToString(T_HEX + "0000000009" + "000301");

        // Taken again, the same slot: a new holding, so a fresh counter too, in a batch.
        current[0] = ProcessUniqueSource.Assignment.of(9);
        assertThat(generator.generate(2)).extracting(ObjectId::toHexString)
                .containsExactly(T_HEX + "0000000009000400", T_HEX + "0000000009000401");
    }

    @Test
    void concurrentCallsReturnOnlyIdsOfTheAssignmentTheirApprovalNamed() throws Exception {
        AtomicReference<ProcessUniqueSource.Assignment> current =
                new AtomicReference<>(ProcessUniqueSource.Assignment.of(1));
        ThreadLocal<ProcessUniqueSource.Assignment> approvedForThisThread = new ThreadLocal<>();
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .processUnique((ProcessUniqueSource) (first, last) -> {
                    ProcessUniqueSource.Assignment assignment = current.get();
                    approvedForThisThread.set(assignment);
                    return assignment;
                }).build();
        AtomicBoolean stop = new AtomicBoolean();
        Thread switcher = new Thread(() -> {
            long slot = 1;
            while (!stop.get()) {
                current.set(ProcessUniqueSource.Assignment.of(++slot)); // distinct values: no fence is needed
                LockSupport.parkNanos(20_000);
            }
        });
        switcher.start();
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            List<Future<Set<ObjectId>>> results = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                results.add(threads.submit(() -> {
                    Set<ObjectId> minted = new HashSet<>();
                    for (int i = 0; i < 200_000; i++) {
                        ObjectId id = i % 10 == 0 ? generator.generate(3)[2] : generator.generate();
                        long value = Long.parseLong(ObjectIdLayout.of(id).processUnique(), 16);
                        if (value != approvedForThisThread.get().value()) {
                            throw new AssertionError(id + " returned after an approval of "
                                    + approvedForThisThread.get());
                        }
                        minted.add(id);
                    }
                    return minted;
                }));
            }
            Set<ObjectId> all = new HashSet<>();
            int total = 0;
            for (Future<Set<ObjectId>> result : results) {
                Set<ObjectId> minted = result.get(2, TimeUnit.MINUTES);
                total += minted.size();
                all.addAll(minted);
            }
            assertThat(total).isEqualTo(400_000);
            assertThat(all).hasSize(400_000);
        } finally {
            stop.set(true);
            switcher.join();
            threads.shutdownNow();
        }
    }

    @Test
    void aSourceThatReturnsNullOrANewAssignmentEveryTimeFailsTheCall() {
        ObjectIdGenerator returnsNull = sourced(InstantSource.fixed(T), 0, (first, last) -> null);
        assertThatIllegalStateException().isThrownBy(returnsNull::generate)
                .withMessageEndingWith("returned null: it must return an assignment or throw"
                        + " IllegalStateException to refuse; no id was minted");

        ObjectIdGenerator alwaysNew =
                sourced(InstantSource.fixed(T), 0, (first, last) -> ProcessUniqueSource.Assignment.of(7));
        assertThatIllegalStateException().isThrownBy(alwaysNew::generate)
                .withMessageEndingWith("returned another assignment on each of 64 approvals of one call: it must"
                        + " return the same Assignment object for as long as it holds the value; no id was minted");
        assertThatIllegalStateException().isThrownBy(() -> alwaysNew.generate(3))
                .withMessageContaining("returned another assignment on each of 64 approvals");
    }

    @Test
    void assignmentsCheckTheirValueAndPrintIt() {
        assertThat(ProcessUniqueSource.Assignment.of(new byte[] {1, 2, 3, 4, 5}).value()).isEqualTo(0x0102030405L);
        assertThat(ProcessUniqueSource.Assignment.of(0x0102030405L).toBytes()).containsExactly(1, 2, 3, 4, 5);
        assertThat(ProcessUniqueSource.Assignment.of(3)).hasToString("Assignment[0000000003]");
        assertThat(ProcessUniqueSource.Assignment.of(ProcessUniqueSource.Assignment.MAX_VALUE).toBytes())
                .containsExactly(-1, -1, -1, -1, -1);
        assertThat(ProcessUniqueSource.Assignment.of(3)).isNotSameAs(ProcessUniqueSource.Assignment.of(3));
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueSource.Assignment.of(-1))
                .withMessage("A process-unique value must be from 0 to 1099511627775 (5 bytes), found -1");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueSource.Assignment.of(1L << 40))
                .withMessage("A process-unique value must be from 0 to 1099511627775 (5 bytes), found 1099511627776");
        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueSource.Assignment.of(new byte[4]))
                .withMessage("A process-unique value must be exactly 5 bytes, found 4");
        assertThatNullPointerException().isThrownBy(() -> ProcessUniqueSource.Assignment.of(null))
                .withMessage("fiveBytes");
    }

    private static ObjectIdGenerator sourced(InstantSource clock, int counterStart, ProcessUniqueSource source) {
        return ObjectIdGenerator.builder().clock(clock).random(counterStartOnly(counterStart)).processUnique(source)
                .build();
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
