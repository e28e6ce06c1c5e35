package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks {@link CollisionModel} against the real {@link ObjectIdGenerator} by Monte-Carlo simulation: a simulated
 * clock, simulated processes that mint, restart (a new generator, with a new value and counter start) and mint
 * again, and every duplicate id counted. The counter keeps its 24 bits and its random start (the generator has no
 * way to narrow it); the process-unique values are narrowed to 2 bits (4 values) instead of 40, and the fleets are
 * many processes at rates of a few hundred ids per second, so that counters meet in a fraction of the runs. The
 * model, evaluated with 4 values, must predict the measured mean number of duplicates (within 3 standard errors);
 * the share of runs with at least one duplicate must not exceed the upper bound for any loads (the 99.9% binomial
 * interval's upper end), and for equal, steady loads it must lie within the interval of the equal-loads figure.
 * Each fleet also names a plausible wrong model that the same checks must reject, so the checks are shown to be
 * able to fail.
 *
 * <p>Seeds are fixed, so every run of this test simulates the same fleets.
 */
class CollisionModelSimulationTest {

    /** Width of the simulated process-unique value: 4 values. */
    private static final int BITS = 2;

    /** Two-sided 99.9% binomial interval: 0.05% in each tail. */
    private static final double TAIL = 0.0005;

    private static final long START = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();

    /**
     * A random source whose {@code nextLong()}, the draw of a generator's process-unique value (see
     * {@code ObjectIdGenerator.Builder}: the low 40 bits of {@code nextLong()}), is uniform in [0, 2^bits), and so
     * is a bounded {@code nextLong(bound)}; every other draw, among them {@code nextInt(16777216)} for the first
     * counter value, is the seeded source's own. Should the generator draw its value some other way, the
     * simulation stops with a message saying so (values above 2^bits).
     */
    static class NarrowProcessUnique implements RandomGenerator {

        private final SplittableRandom random;
        private final long values;

        NarrowProcessUnique(SplittableRandom random, int bits) {
            this.random = random;
            this.values = 1L << bits;
        }

        @Override
        public long nextLong() {
            return random.nextLong(values);
        }

        @Override
        public long nextLong(long bound) {
            return random.nextLong(Math.min(bound, values));
        }

        @Override
        public int nextInt() {
            return random.nextInt();
        }

        @Override
        public int nextInt(int bound) {
            return random.nextInt(bound);
        }

        @Override
        public int nextInt(int origin, int bound) {
            return random.nextInt(origin, bound);
        }

        @Override
        public double nextDouble() {
            return random.nextDouble();
        }
    }

    /** A clock that shows one simulated second until the simulation moves it on; nobody sleeps. */
    static final class SimulatedClock implements InstantSource {

        long second;

        @Override
        public Instant instant() {
            return Instant.ofEpochSecond(START + second);
        }

        @Override
        public long millis() {
            return (START + second) * 1000;
        }
    }

    /** A plausible wrong model: the checks must reject it where the fleet is built to tell them apart. */
    enum Wrong {
        /**
         * The counter starting again from 0 in every second (this generator before it followed the
         * specification): two same-value processes repeat {@code min(n_A, n_B)} ids in every common second.
         */
        PER_SECOND_RESTART,
        /** The equal-loads figure (counters keep their distance) for processes whose rates differ. */
        EQUAL_LOADS_FOR_UNEQUAL_RATES,
        /** The equal-loads figure at the mean rate for processes whose loads vary from second to second. */
        EQUAL_LOADS_FOR_VARYING_LOADS,
        /** Restarts ignored: one pair of incarnations per pair of processes, as if nobody restarted. */
        RESTARTS_IGNORED
    }

    /**
     * One simulated fleet.
     *
     * @param rates the ids each process slot mints in every second (steady loads), or the most it mints in one
     *     second (varying loads: uniform from 0 to that, independently in each second; even, so the mean is whole)
     * @param varying whether the loads vary from second to second
     * @param lifetime seconds between restarts, or {@link CollisionModel#NO_RESTART}
     * @param seconds simulated seconds per run
     * @param runs independent runs
     * @param seed seed of the whole fleet
     * @param wrong the wrong model this fleet must reject
     */
    record Fleet(String name, long[] rates, boolean varying, long lifetime, long seconds, int runs, long seed,
            Wrong wrong) {

        /** Equal, steady loads: the only fleets whose equal-loads figure is an estimate, not a wrong model. */
        boolean equalSteady() {
            return !varying && Arrays.stream(rates).distinct().count() == 1;
        }

        /** The mean ids per second of each slot. */
        long[] meanRates() {
            return varying ? Arrays.stream(rates).map(rate -> rate / 2).toArray() : rates;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** What the runs of one fleet measured. */
    record Measured(double meanDuplicates, double standardError, int runsWithDuplicates, int runs) {
    }

    static Stream<Arguments> fleets() {
        return Stream.of(
                new Fleet("320 processes, 250 ids/s each, no restart, 3 s", repeat(320, 250), false,
                        CollisionModel.NO_RESTART, 3, 400, 1, Wrong.PER_SECOND_RESTART),
                new Fleet("200 processes at 2, 4, ..., 400 ids/s, no restart, 8 s",
                        LongStream.rangeClosed(1, 200).map(i -> 2 * i).toArray(), false, CollisionModel.NO_RESTART,
                        8, 400, 2, Wrong.EQUAL_LOADS_FOR_UNEQUAL_RATES),
                new Fleet("240 processes, 0 to 400 ids/s each (uniform, every second), no restart, 6 s",
                        repeat(240, 400), true, CollisionModel.NO_RESTART, 6, 400, 3,
                        Wrong.EQUAL_LOADS_FOR_VARYING_LOADS),
                new Fleet("240 processes, 100 ids/s each, restart every 2 s, 8 s", repeat(240, 100), false, 2, 8, 400,
                        4, Wrong.RESTARTS_IGNORED))
                .map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fleets")
    void modelPredictsTheDuplicatesOfRealGeneratorsWithNarrowValues(Fleet fleet) {
        CollisionModel.Estimate bound = CollisionModel.estimate(fleet.rates(), fleet.lifetime(), fleet.seconds(),
                BITS);
        CollisionModel.Estimate mean = CollisionModel.estimate(fleet.meanRates(), fleet.lifetime(),
                fleet.seconds(), BITS);

        Measured measured = simulate(fleet);

        int[] boundInterval = binomialInterval(fleet.runs(), bound.probability());
        int[] equalInterval = binomialInterval(fleet.runs(), bound.probabilityEqualLoads());
        System.out.printf(Locale.ROOT, "%s: duplicates %.2f +- %.2f (model %.2f); runs with a duplicate %d of %d = "
                + "%.3f (any loads at most %.3f, interval to %d; equal loads %.3f, interval %d..%d)%n", fleet,
                measured.meanDuplicates(), measured.standardError(), mean.expectedDuplicates(),
                measured.runsWithDuplicates(), fleet.runs(), (double) measured.runsWithDuplicates() / fleet.runs(),
                bound.probability(), boundInterval[1], bound.probabilityEqualLoads(), equalInterval[0],
                equalInterval[1]);
        assertThat(measured.runsWithDuplicates()).as("runs with at least one duplicate").isPositive();
        assertThat(Math.abs(measured.meanDuplicates() - mean.expectedDuplicates()))
                .as("measured mean %s vs model %s", measured.meanDuplicates(), mean.expectedDuplicates())
                .isLessThanOrEqualTo(3 * measured.standardError());
        assertThat(measured.runsWithDuplicates()).as("runs with a duplicate, upper bound P = %s",
                bound.probability()).isLessThanOrEqualTo(boundInterval[1]);
        if (fleet.equalSteady()) {
            assertThat(measured.runsWithDuplicates()).as("runs with a duplicate, equal loads P = %s",
                    bound.probabilityEqualLoads()).isBetween(equalInterval[0], equalInterval[1]);
        }

        // The same checks reject the wrong model this fleet is built to tell apart.
        double wrongMean = mean.expectedDuplicates();
        double wrongProbability;
        switch (fleet.wrong()) {
            case PER_SECOND_RESTART -> {
                // Same value: min(n_A, n_B) ids in every common second; any other value: none.
                double pairs = 0;
                double shared = 0;
                for (int i = 0; i < fleet.rates().length; i++) {
                    for (int j = i + 1; j < fleet.rates().length; j++) {
                        pairs++;
                        shared += Math.min(fleet.rates()[i], fleet.rates()[j]);
                    }
                }
                wrongMean = shared * fleet.seconds() / (1 << BITS);
                wrongProbability = -Math.expm1(-pairs / (1 << BITS));
            }
            case EQUAL_LOADS_FOR_UNEQUAL_RATES -> wrongProbability = bound.probabilityEqualLoads();
            case EQUAL_LOADS_FOR_VARYING_LOADS -> wrongProbability = mean.probabilityEqualLoads();
            case RESTARTS_IGNORED -> wrongProbability = CollisionModel.estimate(fleet.rates(),
                    CollisionModel.NO_RESTART, fleet.seconds(), BITS).probabilityEqualLoads();
            default -> throw new AssertionError(fleet.wrong());
        }
        int[] wrongInterval = binomialInterval(fleet.runs(), wrongProbability);
        System.out.printf(Locale.ROOT, "  wrong model %s: duplicates %.2f, P %.4f (99.9%% interval %d..%d)%n",
                fleet.wrong(), wrongMean, wrongProbability, wrongInterval[0], wrongInterval[1]);
        boolean meanRejected = Math.abs(measured.meanDuplicates() - wrongMean) > 3 * measured.standardError();
        boolean probabilityRejected = measured.runsWithDuplicates() < wrongInterval[0]
                || measured.runsWithDuplicates() > wrongInterval[1];
        assertThat(meanRejected || probabilityRejected)
                .as("the wrong model %s (mean %s, P %s) is rejected", fleet.wrong(), wrongMean, wrongProbability)
                .isTrue();
    }

    /**
     * The fact the equal-loads figure rests on: two generators that drew the same value and mint at the same steady
     * rate keep the distance between their counters, so they repeat the same number of ids in every second (the
     * overlap of their runs, here 1,000 - 300) or none ever (at a distance of 1,000 or more), never starting over
     * at 0 together.
     */
    @Test
    void sameValueGeneratorsAtEqualSteadyRatesRepeatTheOverlapOfTheirRunsInEverySecondOrNothing() {
        SimulatedClock clock = new SimulatedClock();
        ObjectIdGenerator a = generator(clock, fixed(777, 5_000_000));
        ObjectIdGenerator near = generator(clock, fixed(777, 5_000_300));
        ObjectIdGenerator far = generator(clock, fixed(777, 5_001_000));

        long[][] shared = sharedPerSecond(clock, 10, 1_000, a, near, far);

        assertThat(shared[0]).as("near").containsOnly(700);
        assertThat(shared[1]).as("far").containsOnly(0);
        assertThat(CollisionModel.meetingDistances(1_000, 1_000, 0, CollisionModel.COUNTER_VALUES))
                .as("distances 0..999 and 2^24 - 999..2^24 - 1 meet").isEqualTo(1_999);
    }

    /**
     * When a counter wraps within a second, the generator continues with the next value, so it can meet a process
     * on that value (only in such a second), and never one on the value below its own.
     */
    @Test
    void aCounterWrapMeetsTheNextValueInThatSecondOnly() {
        long counters = CollisionModel.COUNTER_VALUES;
        SimulatedClock clock = new SimulatedClock();
        // 100 values before the wrap: 900 of its 1,000 ids carry value 501, counters 0 to 899.
        ObjectIdGenerator wrapping = generator(clock, fixed(500, (int) counters - 100));
        ObjectIdGenerator above = generator(clock, fixed(501, 50));
        ObjectIdGenerator below = generator(clock, fixed(499, (int) counters - 100));

        long[][] shared = sharedPerSecond(clock, 2, 1_000, wrapping, above, below);

        // Second 0: counters 50 to 899 of value 501 are both's. Second 1: back on 500 from counter 900, while the
        // other runs on from 1,050 on 501: apart.
        assertThat(shared[0]).as("above").containsExactly(850, 0);
        assertThat(shared[1]).as("below").containsExactly(0, 0);
        assertThat(CollisionModel.highestDelta(1_000, counters)).isEqualTo(1);
        assertThat(CollisionModel.meetingCounterPairs(1_000, 1_000, 1, counters)).as("n (n - 1) / 2 pairs of starts")
                .isEqualTo(499_500);
    }

    /**
     * Above 16,777,216 ids in a second a process uses its next value in every second, so it meets processes on its
     * own value and the next one, never on the one below (only a process below that wraps into its value can).
     */
    @Test
    void aProcessAboveTwoToThe24IdsPerSecondMeetsTheNextValueToo() {
        long busy = CollisionModel.COUNTER_VALUES + 10;
        SimulatedClock clock = new SimulatedClock();
        ObjectIdGenerator a = generator(clock, fixed(500, 5));
        Set<ObjectId> below = Set.of(generator(clock, fixed(499, 0)).generate(20));
        Set<ObjectId> same = Set.of(generator(clock, fixed(500, 0)).generate(20));
        Set<ObjectId> above = Set.of(generator(clock, fixed(501, 0)).generate(20));

        long[] shared = new long[3];
        for (long left = busy; left > 0; ) {
            int chunk = (int) Math.min(left, 1 << 20);
            for (ObjectId id : a.generate(chunk)) {
                shared[0] += below.contains(id) ? 1 : 0;
                shared[1] += same.contains(id) ? 1 : 0;
                shared[2] += above.contains(id) ? 1 : 0;
            }
            left -= chunk;
        }

        // Value 500 from counter 5 to the end, then value 501 from counter 0 to 14.
        assertThat(shared).containsExactly(0, 15, 15);
        // From a counter start above 2^24 - 10, it even reaches a second value above its own.
        assertThat(CollisionModel.highestDelta(busy, CollisionModel.COUNTER_VALUES)).isEqualTo(2);
    }

    /**
     * Lets {@code first} and each of {@code others} mint {@code rate} ids in each of the seconds 0 to
     * {@code seconds - 1}, and counts, for each of the others and each second, the ids it shares with
     * {@code first}.
     */
    private static long[][] sharedPerSecond(SimulatedClock clock, int seconds, int rate, ObjectIdGenerator first,
            ObjectIdGenerator... others) {
        long[][] shared = new long[others.length][seconds];
        for (int second = 0; second < seconds; second++) {
            clock.second = second;
            Set<ObjectId> ids = new HashSet<>(Arrays.asList(first.generate(rate)));
            for (int i = 0; i < others.length; i++) {
                shared[i][second] = Arrays.stream(others[i].generate(rate)).filter(ids::contains).count();
            }
        }
        return shared;
    }

    /** A random source whose process-unique draw is {@code value} and whose counter start is {@code counter}. */
    private static RandomGenerator fixed(long value, int counter) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                return value;
            }

            @Override
            public int nextInt(int bound) {
                assertThat(bound).as("the counter start's draw").isEqualTo(1 << 24);
                return counter;
            }
        };
    }

    private static ObjectIdGenerator generator(SimulatedClock clock, RandomGenerator random) {
        return ObjectIdGenerator.builder().clock(clock).random(random).build();
    }

    /**
     * Runs a fleet: in each run, every slot starts with a new generator, restarts with a new one whenever
     * {@code second % lifetime} equals its random phase, and mints its load in every second (with one
     * {@code generate(n)} call); the ids of each second are sorted as their low 8 bytes (the second is the same)
     * and every pair of equal ids counted.
     */
    static Measured simulate(Fleet fleet) {
        SplittableRandom seeds = new SplittableRandom(fleet.seed());
        int processes = fleet.rates().length;
        long[] keys = new long[Math.toIntExact(Arrays.stream(fleet.rates()).sum())];
        int[] loads = new int[processes];
        byte[] bytes = new byte[ObjectId.BYTES];
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        double sum = 0;
        double sumOfSquares = 0;
        int runsWithDuplicates = 0;
        for (int run = 0; run < fleet.runs(); run++) {
            SplittableRandom random = seeds.split();
            SimulatedClock clock = new SimulatedClock();
            ObjectIdGenerator[] generators = new ObjectIdGenerator[processes];
            long[] phases = new long[processes];
            for (int i = 0; i < processes; i++) {
                generators[i] = generator(clock, new NarrowProcessUnique(random.split(), BITS));
                phases[i] = fleet.lifetime() == CollisionModel.NO_RESTART ? -1 : random.nextLong(fleet.lifetime());
            }
            long duplicates = 0;
            for (long second = 0; second < fleet.seconds(); second++) {
                clock.second = second;
                int k = 0;
                for (int i = 0; i < processes; i++) {
                    if (phases[i] >= 0 && second % fleet.lifetime() == phases[i]) {
                        generators[i] = generator(clock, new NarrowProcessUnique(random.split(), BITS));
                    }
                    int rate = (int) fleet.rates()[i];
                    loads[i] = fleet.varying() ? random.nextInt(rate + 1) : rate;
                    for (ObjectId id : generators[i].generate(loads[i])) {
                        if (id.timestamp() != START + second) {
                            throw new AssertionError(id + " is not of simulated second " + second);
                        }
                        id.writeTo(bytes, 0);
                        long low = buffer.getLong(4);
                        if (low >>> 24 > 1 << BITS) {
                            throw new AssertionError("process-unique value " + (low >>> 24) + " is not below 2^"
                                    + BITS + " (+1 for a second's step at a counter wrap): the generator no longer "
                                    + "draws it with nextLong(), so NarrowProcessUnique must narrow its new draw");
                        }
                        keys[k++] = low;
                    }
                }
                Arrays.sort(keys, 0, k);
                for (int from = 0, to; from < k; from = to) {
                    to = from + 1;
                    while (to < k && keys[to] == keys[from]) {
                        to++;
                    }
                    long copies = to - from;
                    duplicates += copies * (copies - 1) / 2;
                }
            }
            sum += duplicates;
            sumOfSquares += (double) duplicates * duplicates;
            runsWithDuplicates += duplicates > 0 ? 1 : 0;
        }
        int runs = fleet.runs();
        double mean = sum / runs;
        double variance = (sumOfSquares - runs * mean * mean) / (runs - 1);
        return new Measured(mean, Math.sqrt(variance / runs), runsWithDuplicates, runs);
    }

    /**
     * The central 99.9% of Binomial(runs, p): the smallest count whose lower tail exceeds 0.05% and the largest
     * whose upper tail does, from the exact probabilities (computed outwards from the mode, then normalised, so
     * that nothing underflows).
     */
    static int[] binomialInterval(int runs, double p) {
        double[] pmf = new double[runs + 1];
        if (p >= 1) {
            pmf[runs] = 1;
        } else if (p <= 0) {
            pmf[0] = 1;
        } else {
            int mode = (int) Math.min(runs, Math.floor((runs + 1) * p));
            pmf[mode] = 1;
            for (int k = mode; k < runs; k++) {
                pmf[k + 1] = pmf[k] * (runs - k) / (k + 1) * p / (1 - p);
            }
            for (int k = mode; k > 0; k--) {
                pmf[k - 1] = pmf[k] * k / (runs - k + 1) * (1 - p) / p;
            }
            double total = Arrays.stream(pmf).sum();
            for (int k = 0; k <= runs; k++) {
                pmf[k] /= total;
            }
        }
        int low = 0;
        for (double tail = pmf[0]; tail <= TAIL && low < runs; tail += pmf[++low]) {
            // the lower tail up to and including low is still within 0.05%
        }
        int high = runs;
        for (double tail = pmf[runs]; tail <= TAIL && high > 0; tail += pmf[--high]) {
            // likewise for the upper tail
        }
        return new int[] {low, high};
    }

    private static long[] repeat(int processes, long rate) {
        long[] rates = new long[processes];
        Arrays.fill(rates, rate);
        return rates;
    }
}
