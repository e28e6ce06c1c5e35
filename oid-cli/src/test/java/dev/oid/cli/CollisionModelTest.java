package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Known answers of {@link CollisionModel}; its check against the real generator is the simulation test. */
class CollisionModelTest {

    private static final double TWO_TO_THE_40 = 1_099_511_627_776.0;

    private static final long TEN_YEARS = 3650L * 86400;

    @Test
    void tenThousandProcessesWithoutRestartForTenYearsCollideWithProbabilityOfPairsOverTwoToThe40() {
        CollisionModel.Estimate estimate = CollisionModel.estimate(10_000, 1_000, CollisionModel.NO_RESTART,
                TEN_YEARS);

        assertThat(estimate.probability()).isCloseTo(49_995_000 / TWO_TO_THE_40, withinPercentage(0.01))
                .isCloseTo(4.5e-5, withinPercentage(1.1));
        assertThat(estimate.expectedDuplicates()).isCloseTo(49_995_000.0 * TEN_YEARS * 1_000 / TWO_TO_THE_40,
                withinPercentage(1e-9));
    }

    @Test
    void restartsRaiseTheProbabilityButNotTheExpectedDuplicates() {
        CollisionModel.Estimate never = CollisionModel.estimate(10_000, 1_000, CollisionModel.NO_RESTART, TEN_YEARS);
        CollisionModel.Estimate daily = CollisionModel.estimate(10_000, 1_000, 86_400, TEN_YEARS);

        // About 1 + 2T/L = 7,301 pairs of incarnations per pair of processes instead of 1.
        assertThat(daily.expectedCollidingPairs() / never.expectedCollidingPairs()).isCloseTo(7301, within(0.5));
        assertThat(daily.probability()).isCloseTo(-Math.expm1(-7301 * never.expectedCollidingPairs()),
                withinPercentage(0.01)).isCloseTo(0.28, within(0.005));
        // Only the first second of each day's incarnation (random counter start) is lost: (1 - 1/86400)^2.
        assertThat(daily.expectedDuplicates() / never.expectedDuplicates())
                .isCloseTo(Math.pow(1 - 1 / 86_400.0, 2), within(1e-12));
    }

    @Test
    void ratesChangeTheExpectedDuplicatesButNotTheProbabilityUpToTwoToThe24() {
        CollisionModel.Estimate slow = CollisionModel.estimate(100, 1, 3600, 86_400);
        CollisionModel.Estimate fast = CollisionModel.estimate(100, 16_777_216, 3600, 86_400);

        assertThat(fast.probability()).isEqualTo(slow.probability());
        assertThat(fast.expectedDuplicates() / slow.expectedDuplicates()).isCloseTo(16_777_216, withinPercentage(1e-9));
    }

    @Test
    void tinyProbabilitiesKeepFullPrecision() {
        // Two processes restarting every 3 s, for 1 s: (1 - 1/3)^2 = 4/9 pairs of incarnations, m = 4/9 / 2^40.
        // 1 - exp(-m) computed as such keeps only about 12 of 16 digits; expm1 keeps them all.
        double m = 4 / 9.0 / TWO_TO_THE_40;
        CollisionModel.Estimate estimate = CollisionModel.estimate(2, 1, 3, 1);

        assertThat(estimate.expectedCollidingPairs()).isCloseTo(m, withinPercentage(1e-12));
        assertThat(estimate.probability()).isPositive().isCloseTo(m, withinPercentage(1e-10));
        assertThat(1 - Math.exp(-m)).as("the naive formula, to show what expm1 avoids")
                .isNotCloseTo(m, withinPercentage(1e-6));
    }

    @Test
    void oneProcessNeverCollides() {
        CollisionModel.Estimate estimate = CollisionModel.estimate(1, 1_000_000, 60, TEN_YEARS);

        assertThat(estimate.expectedDuplicates()).isZero();
        assertThat(estimate.probability()).isZero();
    }

    @ParameterizedTest(name = "{0} ids/s: k = {1}")
    @CsvSource({"1, 1", "16777216, 1", "16777217, 2", "268435456, 16", "4294967295, 256"})
    void processesAboveTwoToThe24IdsPerSecondUseConsecutiveValues(long rate, long values) {
        assertThat(CollisionModel.valuesPerSecond(rate)).isEqualTo(values);
        assertThat(CollisionModel.overlappingValues(rate, rate)).isEqualTo(2 * values - 1);
    }

    @Test
    void twoProcessesMintingTwoHundredSixtyEightMillionIdsASecondCollideOneTimeIn35Billion() {
        // docs/generator.md: (k1 + k2 - 1) / 2^40 with k = 16, 1 in 3.5 x 10^10.
        CollisionModel.Estimate estimate = CollisionModel.estimate(2, 268_435_456, CollisionModel.NO_RESTART, 1);

        assertThat(1 / estimate.probability()).isCloseTo(3.5e10, withinPercentage(1.5));
        assertThat(estimate.expectedCollidingPairs()).isEqualTo(31 / TWO_TO_THE_40);
    }

    @ParameterizedTest(name = "{0} and {1} ids/s")
    @CsvSource({"1, 1", "5, 3", "16777216, 16777216", "16777226, 20", "33554432, 33554432", "40000000, 50000000",
        "4294967295, 4294967295"})
    void sharedIdsPerSecondCountEveryCounterValueUnderEachBaseDifference(long rateA, long rateB) {
        // Brute force over the counter values: a process minting n ids uses counter c under q + (c < r) values,
        // and each such value of A meets each of B under exactly one difference between their bases.
        long counters = CollisionModel.COUNTER_VALUES;
        double expected = 0;
        for (long c = 0; c < counters; c++) {
            long valuesOfA = rateA / counters + (c < rateA % counters ? 1 : 0);
            long valuesOfB = rateB / counters + (c < rateB % counters ? 1 : 0);
            expected += (double) valuesOfA * valuesOfB;
        }

        assertThat(CollisionModel.sharedIdsPerSecond(rateA, rateB)).isEqualTo(expected)
                .isEqualTo(CollisionModel.sharedIdsPerSecond(rateB, rateA));
        if (Math.max(rateA, rateB) <= counters) {
            assertThat(expected).isEqualTo(Math.min(rateA, rateB));
        }
    }

    /**
     * Whole-second count of the pairs of incarnations that can collide, against an enumeration of every pair of
     * phases: a slot restarts in the seconds {@code s} with {@code s % L == phase}; a pair of incarnations counts
     * if it shares a second in which neither is in its first second.
     */
    @ParameterizedTest(name = "T = {0} s, L = {1} s")
    @CsvSource({"1, 2", "2, 2", "3, 2", "10, 1", "10, 2", "10, 3", "20, 5", "20, 20", "7, 50", "37, 7"})
    void overlappingIncarnationsMatchAnEnumerationOfPhases(long period, long lifetime) {
        double total = 0;
        for (long phaseA = 0; phaseA < lifetime; phaseA++) {
            for (long phaseB = 0; phaseB < lifetime; phaseB++) {
                Set<String> pairs = new HashSet<>();
                long a = 0;
                long b = 0;
                for (long second = 0; second < period; second++) {
                    boolean restartA = second % lifetime == phaseA;
                    boolean restartB = second % lifetime == phaseB;
                    a += restartA ? 1 : 0;
                    b += restartB ? 1 : 0;
                    if (!restartA && !restartB) {
                        pairs.add(a + "/" + b);
                    }
                }
                total += pairs.size();
            }
        }

        assertThat(CollisionModel.overlappingIncarnations(lifetime, period))
                .isCloseTo(total / (lifetime * lifetime), within(1e-12));
    }

    @Test
    void withoutRestartsThereIsOnePairOfIncarnationsAndEverySecondCounts() {
        assertThat(CollisionModel.overlappingIncarnations(CollisionModel.NO_RESTART, TEN_YEARS)).isEqualTo(1);
        assertThat(CollisionModel.commonSeconds(CollisionModel.NO_RESTART, TEN_YEARS)).isEqualTo(TEN_YEARS);
    }

    @Test
    void rejectsInputsOutsideTheModel() {
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(0, 1, 1, 1))
                .withMessage("processes must be 1 or more, found 0");
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(2, 4_294_967_296L, 1, 1))
                .withMessage("rate must be 1 to 4294967295 ids per second, found 4294967296");
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(2, 1, -1, 1))
                .withMessage("lifetime must be 1 second or more (or NO_RESTART), found -1");
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(2, 1, 1, 0))
                .withMessage("period must be 1 to 4294967295 seconds, found 0");
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(2, 1, 1, 1, 8))
                .withMessage("valueBits must be 9 to 40, found 8");
    }
}
