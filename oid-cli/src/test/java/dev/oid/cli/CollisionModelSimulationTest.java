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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks {@link CollisionModel} against the real {@link ObjectIdGenerator} by Monte-Carlo simulation: process-unique
 * values narrowed to 10 bits (1,024 values) so that collisions are frequent, a simulated clock, simulated processes
 * that mint, restart (a new generator) and mint again, and every duplicate id counted. The model, evaluated with
 * 2^10 values instead of 2^40, must predict the measured mean number of duplicates (within 3 standard errors) and
 * the share of runs with at least one duplicate (within the 99.9% binomial interval). Each case also names a
 * plausible wrong model that the same check must reject, so the checks are shown to be able to fail.
 *
 * <p>Seeds are fixed, so every run of this test simulates the same fleets.
 */
class CollisionModelSimulationTest {

    /** Width of the simulated process-unique value: 1,024 values. */
    private static final int BITS = 10;

    private static final double VALUES = 1 << BITS;

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

    /** A plausible wrong model: the checks must reject it where the case is built to tell them apart. */
    enum Wrong {
        /**
         * The specification's counter, which runs on across seconds: two same-value processes at equal rates meet
         * only if their counter offsets differ by less than the rate, (2R - 1) / 2^24 of the time.
         */
        RUNNING_COUNTER,
        /** Restarts ignored: one pair of incarnations per pair of processes, as if nobody restarted. */
        RESTARTS_IGNORED,
        /** Each process's duplicates at the fleet's mean rate instead of the smaller rate of each pair. */
        MEAN_RATE,
        /** An incarnation's first second (random counter start) counted like the others. */
        FIRST_SECOND_COUNTED,
        /** A lifetime at least as long as the period taken as no restart within the period. */
        LIFETIME_AS_LONG_AS_PERIOD_IS_NO_RESTART
    }

    /**
     * One simulated fleet.
     *
     * @param rates ids per second of each process slot
     * @param lifetime seconds between restarts, or {@link CollisionModel#NO_RESTART}
     * @param seconds simulated seconds per run
     * @param runs independent runs
     * @param seed seed of the whole case
     * @param wrong the wrong model this case must reject
     */
    record Fleet(String name, long[] rates, long lifetime, long seconds, int runs, long seed, Wrong wrong) {

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
                new Fleet("16 processes, 5 ids/s each, no restart, 8 s", repeat(16, 5),
                        CollisionModel.NO_RESTART, 8, 2000, 1, Wrong.RUNNING_COUNTER),
                new Fleet("8 processes, 10 ids/s each, restart every 5 s, 30 s", repeat(8, 10), 5, 30, 1500, 2,
                        Wrong.RESTARTS_IGNORED),
                new Fleet("8 processes at 1 to 34 ids/s, restart every 10 s, 30 s",
                        new long[] {1, 2, 3, 5, 8, 13, 21, 34}, 10, 30, 1500, 3, Wrong.MEAN_RATE),
                new Fleet("8 processes, 10 ids/s each, restart every 2 s, 20 s", repeat(8, 10), 2, 20, 1500, 4,
                        Wrong.FIRST_SECOND_COUNTED),
                new Fleet("24 processes, 1 id/s each, restart every 20 s, 20 s", repeat(24, 1), 20, 20, 2000, 5,
                        Wrong.LIFETIME_AS_LONG_AS_PERIOD_IS_NO_RESTART))
                .map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fleets")
    void modelPredictsTheDuplicatesOfRealGeneratorsWithNarrowValues(Fleet fleet) {
        CollisionModel.Estimate model = CollisionModel.estimate(fleet.rates(), fleet.lifetime(), fleet.seconds(),
                BITS);

        Measured measured = simulate(fleet);

        int[] interval = binomialInterval(fleet.runs(), model.probability());
        System.out.printf(Locale.ROOT, "%s: duplicates %.3f +- %.3f (model %.3f); runs with a duplicate "
                + "%d of %d = %.3f (model %.3f, 99.9%% interval %d..%d)%n", fleet, measured.meanDuplicates(),
                measured.standardError(), model.expectedDuplicates(), measured.runsWithDuplicates(), fleet.runs(),
                (double) measured.runsWithDuplicates() / fleet.runs(), model.probability(), interval[0],
                interval[1]);
        assertThat(measured.runsWithDuplicates()).as("runs with at least one duplicate").isPositive();
        assertThat(Math.abs(measured.meanDuplicates() - model.expectedDuplicates()))
                .as("measured mean %s vs model %s", measured.meanDuplicates(), model.expectedDuplicates())
                .isLessThanOrEqualTo(3 * measured.standardError());
        assertThat(measured.runsWithDuplicates()).as("runs with a duplicate, model P = %s", model.probability())
                .isBetween(interval[0], interval[1]);

        // The same checks reject the wrong model this fleet is built to tell apart.
        double wrongMean = model.expectedDuplicates();
        double wrongProbability = model.probability();
        switch (fleet.wrong()) {
            case RUNNING_COUNTER -> {
                long rate = fleet.rates()[0];
                double pairs = fleet.rates().length * (fleet.rates().length - 1) / 2.0;
                wrongProbability = -Math.expm1(-pairs / VALUES * (2.0 * rate - 1) / CollisionModel.COUNTER_VALUES);
            }
            case RESTARTS_IGNORED -> wrongProbability = CollisionModel.estimate(fleet.rates(),
                    CollisionModel.NO_RESTART, fleet.seconds(), BITS).probability();
            case MEAN_RATE -> {
                long mean = Math.round(Arrays.stream(fleet.rates()).average().orElseThrow());
                wrongMean = CollisionModel.estimate(fleet.rates().length, mean, fleet.lifetime(), fleet.seconds(),
                        BITS).expectedDuplicates();
            }
            case FIRST_SECOND_COUNTED -> wrongMean = model.expectedDuplicates() * fleet.seconds()
                    / CollisionModel.commonSeconds(fleet.lifetime(), fleet.seconds());
            case LIFETIME_AS_LONG_AS_PERIOD_IS_NO_RESTART -> {
                assertThat(fleet.lifetime()).isGreaterThanOrEqualTo(fleet.seconds());
                wrongProbability = CollisionModel.estimate(fleet.rates(), CollisionModel.NO_RESTART,
                        fleet.seconds(), BITS).probability();
            }
            default -> throw new AssertionError(fleet.wrong());
        }
        int[] wrongInterval = binomialInterval(fleet.runs(), wrongProbability);
        System.out.printf(Locale.ROOT, "  wrong model %s: duplicates %.3f, P %.4f (99.9%% interval %d..%d)%n",
                fleet.wrong(), wrongMean, wrongProbability, wrongInterval[0], wrongInterval[1]);
        boolean meanRejected = Math.abs(measured.meanDuplicates() - wrongMean) > 3 * measured.standardError();
        boolean probabilityRejected = measured.runsWithDuplicates() < wrongInterval[0]
                || measured.runsWithDuplicates() > wrongInterval[1];
        assertThat(meanRejected || probabilityRejected)
                .as("the wrong model %s (mean %s, P %s) is rejected", fleet.wrong(), wrongMean, wrongProbability)
                .isTrue();
    }

    /**
     * The fact the model rests on: two generators that drew the same process-unique value mint the same ids in
     * every common second after their first (both counters start from 0), however their rates differ: as many
     * duplicates as the smaller rate.
     */
    @Test
    void sameValueGeneratorsRepeatEachOthersIdsInEveryCommonSecondButTheFirst() {
        SimulatedClock clock = new SimulatedClock();
        ObjectIdGenerator a = generator(clock, fixedValue(777, 1));
        ObjectIdGenerator b = generator(clock, fixedValue(777, 2));
        ObjectIdGenerator c = generator(clock, fixedValue(778, 3));

        Set<ObjectId> first = new HashSet<>(Arrays.asList(a.generate(100)));
        long firstShared = Arrays.stream(b.generate(100)).filter(first::contains).count();
        clock.second = 1;
        Set<ObjectId> second = new HashSet<>(Arrays.asList(a.generate(100)));
        long shared = Arrays.stream(b.generate(60)).filter(second::contains).count();
        long sharedWithOtherValue = Arrays.stream(c.generate(100)).filter(second::contains).count();

        assertThat(firstShared).as("first second: random counter starts").isZero();
        assertThat(shared).isEqualTo(60).isEqualTo((long) CollisionModel.sharedIdsPerSecond(100, 60));
        assertThat(sharedWithOtherValue).isZero();
    }

    /**
     * Above 16,777,216 ids in a second a process uses its next value too, so it collides with a process whose
     * value is its own or the next one ({@code k1 + k2 - 1 = 2} differences), never the one before; summed over
     * those differences, the duplicates are {@link CollisionModel#sharedIdsPerSecond}.
     */
    @Test
    void aProcessAboveTwoToThe24IdsPerSecondCollidesWithTheNextValueToo() {
        long busy = CollisionModel.COUNTER_VALUES + 10;
        long quiet = 20;
        SimulatedClock clock = new SimulatedClock();
        ObjectIdGenerator a = generator(clock, fixedValue(500, 1));
        Set<ObjectId> below = idsInSecondOne(generator(clock, fixedValue(499, 2)), clock, quiet);
        Set<ObjectId> same = idsInSecondOne(generator(clock, fixedValue(500, 3)), clock, quiet);
        Set<ObjectId> above = idsInSecondOne(generator(clock, fixedValue(501, 4)), clock, quiet);
        clock.second = 0;
        a.generate();
        clock.second = 1;

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

        assertThat(shared).containsExactly(0, quiet, 10);
        assertThat(CollisionModel.overlappingValues(busy, quiet)).isEqualTo(2);
        assertThat(shared[0] + shared[1] + shared[2]).isEqualTo((long) CollisionModel.sharedIdsPerSecond(busy, quiet));
    }

    /** Mints {@code count} ids with a generator in second 1, after its first id in second 0. */
    private static Set<ObjectId> idsInSecondOne(ObjectIdGenerator generator, SimulatedClock clock, long count) {
        clock.second = 0;
        generator.generate();
        clock.second = 1;
        return new HashSet<>(Arrays.asList(generator.generate((int) count)));
    }

    /** A random source whose process-unique draw is always {@code value}. */
    private static RandomGenerator fixedValue(long value, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new NarrowProcessUnique(random, BITS) {
            @Override
            public long nextLong() {
                return value;
            }
        };
    }

    private static ObjectIdGenerator generator(SimulatedClock clock, RandomGenerator random) {
        return ObjectIdGenerator.builder().clock(clock).random(random).build();
    }

    /**
     * Runs a fleet: in each run, every slot starts with a generator that has been running since before the
     * period (its first second, with its random counter start, lies before it), restarts with a new generator
     * whenever {@code second % lifetime} equals its random phase, and mints its rate in ids in every second; the
     * ids of each second are sorted and every pair of equal ids counted.
     */
    static Measured simulate(Fleet fleet) {
        SplittableRandom seeds = new SplittableRandom(fleet.seed());
        int processes = fleet.rates().length;
        int perSecond = Math.toIntExact(Arrays.stream(fleet.rates()).sum());
        long[] keys = new long[perSecond];
        byte[] bytes = new byte[ObjectId.BYTES];
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        double sum = 0;
        double sumOfSquares = 0;
        int runsWithDuplicates = 0;
        for (int run = 0; run < fleet.runs(); run++) {
            SplittableRandom random = seeds.split();
            SimulatedClock clock = new SimulatedClock();
            clock.second = -1;
            ObjectIdGenerator[] generators = new ObjectIdGenerator[processes];
            long[] phases = new long[processes];
            for (int i = 0; i < processes; i++) {
                generators[i] = generator(clock, new NarrowProcessUnique(random.split(), BITS));
                generators[i].generate();
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
                    for (ObjectId id : generators[i].generate((int) fleet.rates()[i])) {
                        if (id.timestamp() != START + second) {
                            throw new AssertionError(id + " is not of simulated second " + second);
                        }
                        id.writeTo(bytes, 0);
                        long low = buffer.getLong(4);
                        if (low >>> 24 > 1 << BITS) {
                            throw new AssertionError("process-unique value " + (low >>> 24) + " is not below 2^"
                                    + BITS + " (+1 for a first second's step): the generator no longer draws it "
                                    + "with nextLong(), so NarrowProcessUnique must narrow its new draw");
                        }
                        keys[k++] = low;
                    }
                }
                Arrays.sort(keys);
                for (int from = 0, to; from < keys.length; from = to) {
                    to = from + 1;
                    while (to < keys.length && keys[to] == keys[from]) {
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
