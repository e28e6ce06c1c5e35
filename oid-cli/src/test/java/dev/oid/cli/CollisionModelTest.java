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

    private static final double TWO_TO_THE_24 = 16_777_216.0;

    private static final double TWO_TO_THE_40 = 1_099_511_627_776.0;

    private static final long TEN_YEARS = 3650L * 86400;

    /** C(10000, 2): pairs of 10,000 processes. */
    private static final double PAIRS = 49_995_000;

    @Test
    void tenThousandProcessesAtAThousandIdsASecondForTenYearsExpectAboutEightHundredFiftyDuplicates() {
        CollisionModel.Estimate estimate = CollisionModel.estimate(10_000, 1_000, CollisionModel.NO_RESTART,
                TEN_YEARS);

        // n_A n_B T / (2^24 D) per pair of processes; the per-second restart of the counter gave 1.43e7.
        assertThat(estimate.expectedDuplicates())
                .isCloseTo(PAIRS * 1_000 * 1_000 * TEN_YEARS / TWO_TO_THE_24 / TWO_TO_THE_40, withinPercentage(1e-9))
                .isCloseTo(854.7, within(0.05));
    }

    @Test
    void withoutRestartsAnyLoadsMeetOnTheirOwnValueAndAtWrapsOnTheNeighbouringOnes() {
        CollisionModel.Estimate estimate = CollisionModel.estimate(10_000, 1_000, CollisionModel.NO_RESTART,
                TEN_YEARS);

        // Same value: ten years of (2n - 1) / 2^24 per second is far above 1, so 1. Neighbours: they meet only in a
        // second in which the lower one's counter wraps, n (n - 1) / 2 / 2^48 per second, 0.56 over ten years.
        double wraps = TEN_YEARS * 1_000 * 999 / 2.0 / TWO_TO_THE_24 / TWO_TO_THE_24;
        assertThat(wraps).isCloseTo(0.5596, within(0.0001));
        double pairs = PAIRS / TWO_TO_THE_40 * (1 + 2 * (1 - 1 / TWO_TO_THE_40) * wraps);
        assertThat(estimate.collidingPairs()).isCloseTo(pairs, withinPercentage(1e-9));
        assertThat(estimate.probability()).isCloseTo(-Math.expm1(-pairs), withinPercentage(1e-9))
                .isCloseTo(9.64e-5, withinPercentage(0.1));
        // Equal steady loads: (2n - 1) distances on the same value, n - 1 on each neighbour.
        assertThat(estimate.collidingPairsEqualLoads())
                .isCloseTo(PAIRS / TWO_TO_THE_40 * (1999 + 2 * 999) / TWO_TO_THE_24, withinPercentage(1e-6));
        assertThat(estimate.probabilityEqualLoads()).isCloseTo(1.083e-8, withinPercentage(0.1));
    }

    @Test
    void restartsRaiseTheProbabilityButNotTheExpectedDuplicates() {
        CollisionModel.Estimate never = CollisionModel.estimate(10_000, 1_000, CollisionModel.NO_RESTART, TEN_YEARS);
        CollisionModel.Estimate daily = CollisionModel.estimate(10_000, 1_000, 86_400, TEN_YEARS);

        // 1 + (T - 1)(2/L - 1/L^2) = 7,300.96 pairs of incarnations per pair of processes instead of 1; each can meet
        // on its own value (a day at 1,000 ids/s sweeps more than the counter space), while the neighbours' wraps
        // stay 0.56 over the whole period.
        double incarnations = 1 + (TEN_YEARS - 1) * (2 / 86_400.0 - 1 / 86_400.0 / 86_400.0);
        assertThat(incarnations).isCloseTo(7300.96, within(0.01));
        double wraps = TEN_YEARS * 1_000 * 999 / 2.0 / TWO_TO_THE_24 / TWO_TO_THE_24;
        assertThat(daily.collidingPairs())
                .isCloseTo(PAIRS / TWO_TO_THE_40 * (incarnations + 2 * wraps), withinPercentage(1e-6));
        assertThat(daily.probability()).isCloseTo(0.2825, within(0.0001));
        // Equal loads: each pair of incarnations draws a new distance between its counters, of which 1,999 meet on
        // the same value and 999 on each neighbour (0.43 in all, below the 0.56 the wraps allow).
        assertThat(incarnations * 999 / TWO_TO_THE_24).isLessThan(wraps);
        assertThat(daily.collidingPairsEqualLoads()).isCloseTo(PAIRS / TWO_TO_THE_40
                * incarnations * (1999 + 2 * 999) / TWO_TO_THE_24, withinPercentage(1e-6));
        assertThat(daily.probabilityEqualLoads()).isCloseTo(7.91e-5, withinPercentage(0.1));
        assertThat(daily.expectedDuplicates()).isEqualTo(never.expectedDuplicates());
    }

    @Test
    void expectedDuplicatesGrowWithTheSquareOfTheRate() {
        CollisionModel.Estimate slow = CollisionModel.estimate(100, 1_000, 3600, 86_400);
        CollisionModel.Estimate fast = CollisionModel.estimate(100, 16_000, 3600, 86_400);

        assertThat(fast.expectedDuplicates() / slow.expectedDuplicates()).isCloseTo(256, withinPercentage(1e-9));
    }

    @Test
    void tinyProbabilitiesKeepFullPrecision() {
        // Two processes minting 1 id in 1 second share one only if value and counter are equal: 1 / 2^64.
        // 1 - exp(-m) computed as such gives 0; expm1 keeps every digit.
        double m = 1 / TWO_TO_THE_24 / TWO_TO_THE_40;
        CollisionModel.Estimate estimate = CollisionModel.estimate(2, 1, 3, 1);

        assertThat(estimate.collidingPairs()).isEqualTo(m);
        assertThat(estimate.probability()).isEqualTo(m);
        assertThat(estimate.probabilityEqualLoads()).isEqualTo(m);
        assertThat(estimate.expectedDuplicates()).isEqualTo(m);
        assertThat(1 - Math.exp(-m)).as("the naive formula, to show what expm1 avoids").isZero();
    }

    @Test
    void oneProcessNeverCollides() {
        CollisionModel.Estimate estimate = CollisionModel.estimate(1, 1_000_000, 60, TEN_YEARS);

        assertThat(estimate.expectedDuplicates()).isZero();
        assertThat(estimate.probability()).isZero();
        assertThat(estimate.probabilityEqualLoads()).isZero();
    }

    @Test
    void twoProcessesMintingTwoHundredSixtyEightMillionIdsInOneSecondCollideOneTimeIn34Billion() {
        // Per second, over every difference between the bases: (n_A + n_B - 1) / (2^24 D) = (2^29 - 1) / 2^64.
        CollisionModel.Estimate estimate = CollisionModel.estimate(2, 268_435_456, CollisionModel.NO_RESTART, 1);

        assertThat(estimate.collidingPairs()).isCloseTo((536_870_912 - 1) / TWO_TO_THE_24 / TWO_TO_THE_40,
                withinPercentage(1e-6));
        assertThat(1 / estimate.probability()).isCloseTo(3.436e10, withinPercentage(0.01));
    }

    @ParameterizedTest(name = "{0} and {1} ids/s, C = {2}")
    @CsvSource({"1, 1, 16", "3, 3, 16", "5, 2, 16", "15, 15, 16", "16, 16, 16", "17, 3, 16", "31, 40, 16",
        "100, 7, 16", "1, 1, 1", "4, 9, 1", "3, 20, 8"})
    void meetingCounterPairsCountEveryPairOfCounterStartsWhoseRunsMeet(long rateA, long rateB, long counters) {
        // Brute force: A's run is [cA, cA + rateA) above its base, B's [delta C + cB, delta C + cB + rateB).
        long low = CollisionModel.lowestDelta(rateB, counters);
        long high = CollisionModel.highestDelta(rateA, counters);
        long total = 0;
        for (long delta = low - 2; delta <= high + 2; delta++) {
            long meeting = 0;
            for (long a = 0; a < counters; a++) {
                for (long b = 0; b < counters; b++) {
                    long startB = delta * counters + b;
                    meeting += startB < a + rateA && a < startB + rateB ? 1 : 0;
                }
            }
            if (delta < low || delta > high) {
                assertThat(meeting).as("delta %s outside %s..%s", delta, low, high).isZero();
            }
            assertThat(CollisionModel.meetingCounterPairs(rateA, rateB, delta, counters)).as("delta %s", delta)
                    .isEqualTo(meeting);
            total += meeting;
        }
        // Summed over the differences between the bases: (n_A + n_B - 1) C.
        assertThat(total).isEqualTo((rateA + rateB - 1) * counters);
    }

    @ParameterizedTest(name = "{0} and {1} ids/s, C = {2}")
    @CsvSource({"1, 1, 16", "3, 3, 16", "5, 2, 16", "8, 8, 16", "15, 15, 16", "16, 16, 16", "17, 17, 16",
        "31, 40, 16", "100, 100, 16", "2, 2, 1", "3, 20, 8"})
    void meetingDistancesCountTheDistancesAtWhichSomeSecondsRunsMeet(long rateA, long rateB, long counters) {
        // Brute force: at distance d = (cB - cA) mod C, the pair meets in a second starting at cA for some cA.
        for (long delta = CollisionModel.lowestDelta(rateB, counters) - 1;
                delta <= CollisionModel.highestDelta(rateA, counters) + 1; delta++) {
            long distances = 0;
            for (long d = 0; d < counters; d++) {
                boolean meets = false;
                for (long a = 0; a < counters && !meets; a++) {
                    long startB = delta * counters + (a + d) % counters;
                    meets = startB < a + rateA && a < startB + rateB;
                }
                distances += meets ? 1 : 0;
            }
            assertThat(CollisionModel.meetingDistances(rateA, rateB, delta, counters)).as("delta %s", delta)
                    .isEqualTo(distances);
        }
        if (rateA == rateB && 2 * rateA <= counters) {
            assertThat(CollisionModel.meetingDistances(rateA, rateA, 0, counters)).isEqualTo(2 * rateA - 1);
            assertThat(CollisionModel.meetingDistances(rateA, rateA, 1, counters)).isEqualTo(rateA - 1);
            assertThat(CollisionModel.meetingDistances(rateA, rateA, -1, counters)).isEqualTo(rateA - 1);
        }
    }

    /**
     * Two processes at equal, steady rates keep the distance between their counters: on the same value they meet
     * within two seconds at every distance {@link CollisionModel#meetingDistances} counts, and never at another.
     */
    @ParameterizedTest(name = "{0} ids/s, C = {1}")
    @CsvSource({"1, 16", "3, 16", "7, 16", "10, 32", "31, 32"})
    void equalSteadyRatesOnTheSameValueMeetWithinTwoSecondsExactlyAtTheCountedDistances(long rate,
            long counters) {
        long meetingDistances = 0;
        for (long d = 0; d < counters; d++) {
            boolean always = true;
            boolean ever = false;
            for (long a = 0; a < counters; a++) {
                boolean met = false;
                for (long second = 0; second < 2 * counters; second++) {
                    long counterA = (a + second * rate) % counters;
                    long counterB = (counterA + d) % counters;
                    boolean meets = counterB < counterA + rate && counterA < counterB + rate;
                    met |= meets;
                    if (second == 1) {
                        always &= met;
                    }
                }
                ever |= met;
            }
            assertThat(always).as("distance %s: met within two seconds from every start, or never", d)
                    .isEqualTo(ever);
            meetingDistances += ever ? 1 : 0;
        }
        assertThat(meetingDistances).isEqualTo(CollisionModel.meetingDistances(rate, rate, 0, counters))
                .isEqualTo(Math.min(2 * rate - 1, counters));
    }

    @Test
    void baseDifferencesOfUniformBasesAddUpToOne() {
        for (double values : new double[] {1, 2, 4, 1024}) {
            double total = 0;
            for (long delta = -(long) values - 1; delta <= values + 1; delta++) {
                total += CollisionModel.baseDifference(delta, values);
            }
            assertThat(total).as("%s values", values).isCloseTo(1, within(1e-12));
        }
        assertThat(CollisionModel.baseDifference(0, 4)).isEqualTo(0.25);
        assertThat(CollisionModel.baseDifference(-1, 4)).isEqualTo(3 / 16.0);
        assertThat(CollisionModel.baseDifference(4, 4)).isZero();
        assertThat(CollisionModel.baseDifference(1, TWO_TO_THE_40)).isCloseTo(1 / TWO_TO_THE_40,
                withinPercentage(1e-9));
    }

    /**
     * Whole-second count of the pairs of incarnations alive in a common second, against an enumeration of every
     * pair of phases: a slot restarts in the seconds {@code s} with {@code s % L == phase}.
     */
    @ParameterizedTest(name = "T = {0} s, L = {1} s")
    @CsvSource({"1, 2", "2, 2", "3, 2", "10, 1", "10, 2", "10, 3", "20, 5", "20, 20", "7, 50", "37, 7"})
    void incarnationPairsMatchAnEnumerationOfPhases(long period, long lifetime) {
        double total = 0;
        for (long phaseA = 0; phaseA < lifetime; phaseA++) {
            for (long phaseB = 0; phaseB < lifetime; phaseB++) {
                Set<String> pairs = new HashSet<>();
                long a = 0;
                long b = 0;
                for (long second = 0; second < period; second++) {
                    a += second % lifetime == phaseA ? 1 : 0;
                    b += second % lifetime == phaseB ? 1 : 0;
                    pairs.add(a + "/" + b);
                }
                total += pairs.size();
            }
        }

        assertThat(CollisionModel.incarnationPairs(lifetime, period))
                .isCloseTo(total / (lifetime * lifetime), within(1e-12));
    }

    @Test
    void withoutRestartsThereIsOnePairOfIncarnations() {
        assertThat(CollisionModel.incarnationPairs(CollisionModel.NO_RESTART, TEN_YEARS)).isEqualTo(1);
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
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(2, 1, 1, 1, 41))
                .withMessage("valueBits must be 0 to 40, found 41");
        assertThatIllegalArgumentException().isThrownBy(() -> CollisionModel.estimate(new long[0], 1, 1, 40))
                .withMessage("at least one process is needed");
    }
}
