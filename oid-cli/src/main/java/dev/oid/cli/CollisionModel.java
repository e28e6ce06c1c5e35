package dev.oid.cli;

/**
 * The fleet collision model of {@code ObjectIdGenerator}: how many duplicate ids, and how likely at least
 * one, when {@code N} processes alive at once each mint {@code R} ids in every second, restart every {@code L}
 * seconds (each restart draws a new random process-unique value) and run for a period of {@code T} seconds.
 * {@code oid risk}, docs/fleet-uniqueness.md (which derives every formula) and the tests all use this class, so
 * the published figures and the command cannot drift apart.
 *
 * <p>What the model rests on, all facts of {@code ObjectIdGenerator}: a generator draws its 5-byte
 * process-unique value uniformly at random; its 24-bit counter starts at a random value but starts again from 0
 * at each new second; above 16,777,216 ids in a second it continues with the next values (base + 1, ...), so a
 * process minting {@code n} ids in a second uses {@code k = ceil(n / 2^24)} consecutive values. Two processes
 * can only mint the same id if they are alive in the same second and their ranges of values overlap; if they
 * do, both counters start from 0 in every common second, so they repeat each other's ids in every such second
 * except an incarnation's first one (counter start at random: counted here as free of duplicates).
 *
 * <p>Time is counted in whole seconds. Each process restarts at its own random phase, independently of the
 * others (restarts at the same moment would give fewer overlapping pairs, so this is the upper case); the
 * processes alive when the period starts have been running for a while. Counts are expected values; the
 * probability is the Poisson approximation {@code 1 - exp(-expected colliding pairs)}, computed with
 * {@link Math#expm1(double)} so that a probability of 1e-20 stays 1e-20 rather than rounding to 0.
 *
 * <p>The width of the process-unique value is a parameter: 40 bits for the real generator, fewer in the
 * Monte-Carlo test that checks this model against the real generator with values narrow enough to collide.
 */
final class CollisionModel {

    /** Bits of the process-unique value of the real generator: 5 bytes. */
    static final int PROCESS_UNIQUE_BITS = 40;

    /** Counter values of one process-unique value in one second: 2^24. */
    static final long COUNTER_VALUES = 1L << 24;

    /** The most ids one generator mints in one second: 4,294,967,295 (256 process-unique values). */
    static final long MAX_RATE = 0xFFFF_FFFFL;

    /** The longest period: the whole unsigned 32-bit timestamp range, 4,294,967,295 seconds. */
    static final long MAX_PERIOD_SECONDS = 0xFFFF_FFFFL;

    /** The lifetime of processes that do not restart during the period. */
    static final long NO_RESTART = 0;

    /**
     * The model's answer for one fleet.
     *
     * @param expectedDuplicates expected number of pairs of equal ids minted by different processes (an id
     *     minted three times counts three pairs); the same as the number of ids minted a second time as long
     *     as duplicates are rare
     * @param expectedCollidingPairs expected number of pairs of process incarnations, alive in a common second,
     *     whose ranges of process-unique values overlap
     * @param probability probability of at least one duplicate, {@code 1 - exp(-expectedCollidingPairs)}
     */
    record Estimate(double expectedDuplicates, double expectedCollidingPairs, double probability) {
    }

    private CollisionModel() {
    }

    /**
     * Estimates the duplicates of a fleet of real generators (40-bit process-unique values) at one rate.
     *
     * @param processes processes alive at once, 1 or more
     * @param rate ids each process mints in every second, 1 to {@link #MAX_RATE}
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @return the expected duplicates and the probability of at least one
     * @throws IllegalArgumentException if an argument is out of range
     */
    static Estimate estimate(long processes, long rate, long lifetimeSeconds, long periodSeconds) {
        return estimate(processes, rate, lifetimeSeconds, periodSeconds, PROCESS_UNIQUE_BITS);
    }

    /**
     * Estimates the duplicates of a fleet at one rate, with process-unique values of {@code valueBits} bits.
     *
     * @param processes processes alive at once, 1 or more
     * @param rate ids each process mints in every second, 1 to {@link #MAX_RATE}
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @param valueBits width of the uniformly random process-unique value, 9 to 40 (at least 256 values, the
     *     most a process uses in a second)
     * @return the expected duplicates and the probability of at least one
     * @throws IllegalArgumentException if an argument is out of range
     */
    static Estimate estimate(long processes, long rate, long lifetimeSeconds, long periodSeconds, int valueBits) {
        if (processes < 1) {
            throw new IllegalArgumentException("processes must be 1 or more, found " + processes);
        }
        checkRate(rate);
        double processPairs = processes * ((processes - 1) / 2.0);
        return estimate(processPairs * sharedIdsPerSecond(rate, rate), processPairs * overlappingValues(rate, rate),
                lifetimeSeconds, periodSeconds, valueBits);
    }

    /**
     * Estimates the duplicates of a fleet whose processes mint at different rates, one rate per process.
     *
     * @param rates ids per second of each process alive at once (the slot it holds keeps its rate across
     *     restarts), each 1 to {@link #MAX_RATE}; at least one process
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @param valueBits width of the uniformly random process-unique value, 9 to 40
     * @return the expected duplicates and the probability of at least one
     * @throws IllegalArgumentException if an argument is out of range
     */
    static Estimate estimate(long[] rates, long lifetimeSeconds, long periodSeconds, int valueBits) {
        if (rates.length < 1) {
            throw new IllegalArgumentException("at least one process is needed");
        }
        double sharedIds = 0;
        double overlappingValues = 0;
        for (int i = 0; i < rates.length; i++) {
            checkRate(rates[i]);
            for (int j = i + 1; j < rates.length; j++) {
                sharedIds += sharedIdsPerSecond(rates[i], rates[j]);
                overlappingValues += overlappingValues(rates[i], rates[j]);
            }
        }
        return estimate(sharedIds, overlappingValues, lifetimeSeconds, periodSeconds, valueBits);
    }

    /**
     * Combines the per-pair sums.
     *
     * @param sharedIds sum over pairs of processes of {@link #sharedIdsPerSecond}
     * @param overlappingValues sum over pairs of processes of {@link #overlappingValues}
     */
    private static Estimate estimate(double sharedIds, double overlappingValues, long lifetimeSeconds,
            long periodSeconds, int valueBits) {
        if (valueBits < 9 || valueBits > PROCESS_UNIQUE_BITS) {
            throw new IllegalArgumentException("valueBits must be 9 to 40, found " + valueBits);
        }
        double values = Math.scalb(1.0, valueBits);
        double expectedDuplicates = sharedIds * commonSeconds(lifetimeSeconds, periodSeconds) / values;
        double expectedCollidingPairs = overlappingValues * overlappingIncarnations(lifetimeSeconds, periodSeconds)
                / values;
        return new Estimate(expectedDuplicates, expectedCollidingPairs, -Math.expm1(-expectedCollidingPairs));
    }

    /**
     * Expected number of seconds of the period in which the processes of two slots both mint and neither is in
     * its first second: {@code T} without restarts, {@code T (1 - 1/L)^2} with restarts every {@code L} seconds
     * at independent random phases (each second is a restart second of a slot with probability {@code 1/L}).
     *
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @return the expected number of such seconds, 0 to {@code periodSeconds}
     * @throws IllegalArgumentException if an argument is out of range
     */
    static double commonSeconds(long lifetimeSeconds, long periodSeconds) {
        checkTimes(lifetimeSeconds, periodSeconds);
        double seconds = periodSeconds;
        if (lifetimeSeconds == NO_RESTART) {
            return seconds;
        }
        double stay = 1 - 1.0 / lifetimeSeconds;
        return seconds * stay * stay;
    }

    /**
     * Expected number of pairs of incarnations of two slots that can collide: alive in a common second in which
     * neither is in its first second. Without restarts it is 1. With restarts every {@code L} seconds at
     * independent random phases, a new pair begins in every second in which either slot restarts, about
     * {@code 2T/L} of them, plus the pair alive when the period starts: about {@code 1 + 2T/L}. Exactly, counted
     * in whole seconds (a pair that lives only through one incarnation's first second cannot collide):
     * {@code 1 - 2/L^2 + (T - 2)(2/L - 3/L^2)} for {@code L >= 2}, and 0 for {@code L = 1}.
     *
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @return the expected number of such pairs of incarnations
     * @throws IllegalArgumentException if an argument is out of range
     */
    static double overlappingIncarnations(long lifetimeSeconds, long periodSeconds) {
        checkTimes(lifetimeSeconds, periodSeconds);
        if (lifetimeSeconds == NO_RESTART) {
            return 1;
        }
        if (lifetimeSeconds == 1) {
            return 0; // every second is a first second: the counter always starts at random
        }
        double restart = 1.0 / lifetimeSeconds;
        return 1 - 2 * restart * restart + (periodSeconds - 2.0) * (2 * restart - 3 * restart * restart);
    }

    /**
     * Number of process-unique values {@code k = ceil(n / 2^24)} a process minting {@code n} ids in a second
     * uses: 1 up to 16,777,216 ids, at most 256.
     *
     * @param rate ids minted in one second, 1 to {@link #MAX_RATE}
     * @return {@code k}
     */
    static long valuesPerSecond(long rate) {
        return (rate + COUNTER_VALUES - 1) / COUNTER_VALUES;
    }

    /**
     * Number of differences between the bases of two processes for which their ranges of values overlap:
     * {@code k1 + k2 - 1}, so two processes collide with probability {@code (k1 + k2 - 1) / 2^bits}.
     *
     * @param rateA ids process A mints per second
     * @param rateB ids process B mints per second
     * @return {@code k1 + k2 - 1}, 1 for rates up to 16,777,216
     */
    static long overlappingValues(long rateA, long rateB) {
        return valuesPerSecond(rateA) + valuesPerSecond(rateB) - 1;
    }

    /**
     * Pairs of equal ids two processes mint in one second, summed over every difference between their bases:
     * divided by {@code 2^bits}, the expected duplicates of one common second. A process minting
     * {@code n = q 2^24 + r} ids uses each counter value {@code c} under {@code q + (c < r ? 1 : 0)} of its
     * values, so the sum is {@code 2^24 q1 q2 + q1 r2 + q2 r1 + min(r1, r2)}: {@code min(n1, n2)} for rates up to
     * 16,777,216, and {@code n^2 / 2^24} for two equal rates that are multiples of 2^24.
     *
     * @param rateA ids process A mints per second
     * @param rateB ids process B mints per second
     * @return the sum, as a double (up to about 1.1e12)
     */
    static double sharedIdsPerSecond(long rateA, long rateB) {
        long qa = rateA / COUNTER_VALUES;
        long ra = rateA % COUNTER_VALUES;
        long qb = rateB / COUNTER_VALUES;
        long rb = rateB % COUNTER_VALUES;
        return (double) COUNTER_VALUES * qa * qb + (double) qa * rb + (double) qb * ra + Math.min(ra, rb);
    }

    private static void checkRate(long rate) {
        if (rate < 1 || rate > MAX_RATE) {
            throw new IllegalArgumentException("rate must be 1 to " + MAX_RATE + " ids per second, found " + rate);
        }
    }

    private static void checkTimes(long lifetimeSeconds, long periodSeconds) {
        if (lifetimeSeconds < 0) {
            throw new IllegalArgumentException("lifetime must be 1 second or more (or NO_RESTART), found "
                    + lifetimeSeconds);
        }
        if (periodSeconds < 1 || periodSeconds > MAX_PERIOD_SECONDS) {
            throw new IllegalArgumentException("period must be 1 to " + MAX_PERIOD_SECONDS + " seconds, found "
                    + periodSeconds);
        }
    }
}
