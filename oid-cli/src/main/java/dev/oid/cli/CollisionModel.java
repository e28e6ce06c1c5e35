package dev.oid.cli;

/**
 * The fleet collision model of {@code ObjectIdGenerator}: how many duplicate ids, and how likely at least
 * one, when {@code N} processes alive at once each mint {@code R} ids in every second, restart every {@code L}
 * seconds (each restart draws a new random process-unique value and counter start) and run for a period of
 * {@code T} seconds. {@code oid risk}, docs/fleet-uniqueness.md (which derives every formula) and the tests all use
 * this class, so the published figures and the command cannot drift apart.
 *
 * <p>What the model rests on, all facts of {@code ObjectIdGenerator}: a generator draws its 5-byte
 * process-unique value (its base) and its 24-bit counter start uniformly at random; the counter runs on across
 * seconds, one value per id; when it wraps within a second the generator continues with the next value
 * (base + 1, ...), and each new second it returns to the base. So the ids a process mints in one second are
 * {@code n} consecutive numbers {@code base * 2^24 + c, ..., base * 2^24 + c + n - 1} (bytes 4-11 of the id), where
 * {@code c}, the counter at the start of that second, is uniform whatever the process minted before. Two processes
 * mint the same id in a second if and only if their two runs of numbers intersect.
 *
 * <p>Three figures come out of it:
 * <ul>
 *   <li>the expected number of duplicates, {@code R_A R_B / (2^24 D)} per pair of processes and common second
 *       ({@code D = 2^bits} values), whatever the loads and restarts;</li>
 *   <li>an upper bound of the probability of at least one duplicate that holds for any load pattern with at most
 *       {@code R} ids per process in any second: a union bound over the seconds of each pair of incarnations,
 *       capped at 1 for each difference between their bases;</li>
 *   <li>the same bound for equal, steady loads (exactly {@code R} ids in every second), where two processes keep
 *       the distance between their counters and each difference between their bases can only ever meet for the
 *       few distances whose runs overlap.</li>
 * </ul>
 *
 * <p>Time is counted in whole seconds. Each process restarts at its own random phase, independently of the
 * others; the processes alive when the period starts have been running for a while. The probabilities are
 * {@code 1 - exp(-M)} for {@code M} the bound on the expected number of pairs of incarnations that mint a common
 * id (the Poisson approximation), computed with {@link Math#expm1(double)} so that a probability of 1e-20 stays
 * 1e-20 rather than rounding to 0.
 *
 * <p>The width of the process-unique value is a parameter: 40 bits for the real generator, fewer in the
 * Monte-Carlo test that checks this model against the real generator with values narrow enough to collide. The
 * bases are taken as uniform on {@code [0, D)} without wrapping around, so two of them differ by {@code delta}
 * with probability {@code (D - |delta|) / D^2}, exactly.
 */
final class CollisionModel {

    /** Bits of the process-unique value of the real generator: 5 bytes. */
    static final int PROCESS_UNIQUE_BITS = 40;

    /** Counter values of one process-unique value: 2^24. */
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
     *     minted three times counts three pairs); the same as the number of ids minted a second time as long as
     *     duplicates are rare. Exact for processes that mint their rate in every second, whatever restarts
     * @param collidingPairs upper bound of the expected number of pairs of process incarnations that mint at least
     *     one common id, for any loads of at most the rate in any second
     * @param probability upper bound of the probability of at least one duplicate for any such loads,
     *     {@code 1 - exp(-collidingPairs)}
     * @param collidingPairsEqualLoads the same bound when every process mints exactly its rate in every second,
     *     so that two processes keep the distance between their counters (meaningful for equal rates: at unequal
     *     rates the distance drifts, and this is what it would give if it did not)
     * @param probabilityEqualLoads {@code 1 - exp(-collidingPairsEqualLoads)}
     */
    record Estimate(double expectedDuplicates, double collidingPairs, double probability,
            double collidingPairsEqualLoads, double probabilityEqualLoads) {
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
     * @param valueBits width of the uniformly random process-unique value, 0 to 40
     * @return the expected duplicates and the probability of at least one
     * @throws IllegalArgumentException if an argument is out of range
     */
    static Estimate estimate(long processes, long rate, long lifetimeSeconds, long periodSeconds, int valueBits) {
        if (processes < 1) {
            throw new IllegalArgumentException("processes must be 1 or more, found " + processes);
        }
        checkRate(rate);
        Fleet fleet = new Fleet(lifetimeSeconds, periodSeconds, valueBits);
        double processPairs = processes * ((processes - 1) / 2.0);
        fleet.add(rate, rate, processPairs);
        return fleet.estimate();
    }

    /**
     * Estimates the duplicates of a fleet whose processes mint at different rates, one rate per process.
     *
     * @param rates ids per second of each process alive at once (the slot it holds keeps its rate across
     *     restarts), each 1 to {@link #MAX_RATE}; at least one process
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @param valueBits width of the uniformly random process-unique value, 0 to 40
     * @return the expected duplicates and the probability of at least one
     * @throws IllegalArgumentException if an argument is out of range
     */
    static Estimate estimate(long[] rates, long lifetimeSeconds, long periodSeconds, int valueBits) {
        if (rates.length < 1) {
            throw new IllegalArgumentException("at least one process is needed");
        }
        Fleet fleet = new Fleet(lifetimeSeconds, periodSeconds, valueBits);
        for (int i = 0; i < rates.length; i++) {
            checkRate(rates[i]);
            for (int j = i + 1; j < rates.length; j++) {
                fleet.add(rates[i], rates[j], 1);
            }
        }
        return fleet.estimate();
    }

    /** Sums of the three figures over pairs of process slots, for one lifetime, period and value width. */
    private static final class Fleet {

        private final double seconds;
        private final double incarnationPairs;
        private final double values;
        private double sharedIds;
        private double collidingPairs;
        private double collidingPairsEqualLoads;

        Fleet(long lifetimeSeconds, long periodSeconds, int valueBits) {
            if (valueBits < 0 || valueBits > PROCESS_UNIQUE_BITS) {
                throw new IllegalArgumentException("valueBits must be 0 to 40, found " + valueBits);
            }
            this.incarnationPairs = incarnationPairs(lifetimeSeconds, periodSeconds);
            this.seconds = periodSeconds;
            this.values = Math.scalb(1.0, valueBits);
        }

        /** Adds {@code pairs} pairs of slots whose processes mint {@code rateA} and {@code rateB} ids a second. */
        void add(long rateA, long rateB, double pairs) {
            sharedIds += pairs * sharedIdsPerSecond(rateA, rateB);
            double anyLoads = 0;
            double equalLoads = 0;
            for (long delta = lowestDelta(rateB, COUNTER_VALUES); delta <= highestDelta(rateA, COUNTER_VALUES);
                    delta++) {
                double weight = baseDifference(delta, values);
                if (weight == 0) {
                    continue;
                }
                // Union bound over the seconds: the common seconds of a pair's incarnations add up to T.
                double everySecond = seconds * meetingCounterPairs(rateA, rateB, delta, COUNTER_VALUES)
                        / ((double) COUNTER_VALUES * COUNTER_VALUES);
                anyLoads += weight * Math.min(incarnationPairs, everySecond);
                equalLoads += weight * Math.min(incarnationPairs
                        * meetingDistances(rateA, rateB, delta, COUNTER_VALUES) / COUNTER_VALUES, everySecond);
            }
            collidingPairs += pairs * anyLoads;
            collidingPairsEqualLoads += pairs * equalLoads;
        }

        Estimate estimate() {
            return new Estimate(sharedIds * seconds / values, collidingPairs, -Math.expm1(-collidingPairs),
                    collidingPairsEqualLoads, -Math.expm1(-collidingPairsEqualLoads));
        }
    }

    /**
     * Expected number of pairs of incarnations of two slots that are alive in a common second. Without restarts
     * it is 1. With restarts every {@code L} seconds at independent random phases, the pair alive in the period's
     * first second, and a new pair in every later second in which either slot restarts: {@code 1 + (T - 1)(2/L -
     * 1/L^2)}, about {@code 1 + 2T/L}.
     *
     * @param lifetimeSeconds seconds between two restarts of a process, 1 or more, or {@link #NO_RESTART}
     * @param periodSeconds length of the period, 1 to {@link #MAX_PERIOD_SECONDS}
     * @return the expected number of pairs of incarnations, 1 to {@code periodSeconds}
     * @throws IllegalArgumentException if an argument is out of range
     */
    static double incarnationPairs(long lifetimeSeconds, long periodSeconds) {
        checkTimes(lifetimeSeconds, periodSeconds);
        if (lifetimeSeconds == NO_RESTART) {
            return 1;
        }
        double restart = 1.0 / lifetimeSeconds;
        return 1 + (periodSeconds - 1.0) * (2 * restart - restart * restart);
    }

    /**
     * Expected ids two processes minting {@code n_A} and {@code n_B} ids in a second have in common, summed over
     * every difference between their bases: {@code n_A n_B / 2^24}; divided by {@code 2^bits}, the expected
     * duplicates of one common second.
     *
     * @param rateA ids process A mints in the second
     * @param rateB ids process B mints in the second
     * @return {@code n_A n_B / 2^24}
     */
    static double sharedIdsPerSecond(long rateA, long rateB) {
        return (double) rateA * rateB / COUNTER_VALUES;
    }

    /**
     * The probability that two bases drawn uniformly from {@code [0, values)} differ by {@code delta}:
     * {@code (values - |delta|) / values^2}, 0 from {@code |delta| = values} on.
     *
     * @param delta the difference between the bases
     * @param values how many bases there are, 1 or more
     * @return the probability
     */
    static double baseDifference(long delta, double values) {
        double distance = Math.abs((double) delta);
        return distance >= values ? 0 : (values - distance) / (values * values);
    }

    /**
     * The smallest difference {@code delta = base_B - base_A} for which a process minting {@code rateB} ids in a
     * second can meet another at all: B's run of numbers reaches {@code ceil((c + rateB) / C)} values above its
     * base, so {@code -floor((rateB + C - 2) / C)}.
     *
     * @param rateB ids process B mints in a second, 1 or more
     * @param counterValues counter values per process-unique value {@code C} (2^24; smaller in tests)
     * @return the smallest such difference, 0 or below
     */
    static long lowestDelta(long rateB, long counterValues) {
        return -((rateB + counterValues - 2) / counterValues);
    }

    /**
     * The largest difference {@code delta = base_B - base_A} for which a process minting {@code rateA} ids can
     * meet another at all: {@code floor((rateA + C - 2) / C)}.
     *
     * @param rateA ids process A mints in a second, 1 or more
     * @param counterValues counter values per process-unique value {@code C}
     * @return the largest such difference, 0 or above
     */
    static long highestDelta(long rateA, long counterValues) {
        return (rateA + counterValues - 2) / counterValues;
    }

    /**
     * The number of pairs of counter starts {@code (c_A, c_B)}, each in {@code [0, C)}, for which the runs of
     * processes minting {@code rateA} and {@code rateB} ids in one second meet when B's base is {@code delta}
     * above A's. B's run starts {@code delta C + j} after A's, {@code j = c_B - c_A}, and the runs meet if and only
     * if that is in {@code [-(rateB - 1), rateA - 1]}; {@code C - |j|} pairs of starts have the difference
     * {@code j}. Divided by {@code C^2}, the probability of meeting in one second given {@code delta}; summed over
     * every {@code delta}, {@code (rateA + rateB - 1) C}.
     *
     * @param rateA ids process A mints in the second, 1 or more
     * @param rateB ids process B mints in the second, 1 or more
     * @param delta base of B less base of A
     * @param counterValues counter values per process-unique value {@code C}, at most 2^24
     * @return the number of pairs of starts, 0 to {@code C^2}
     */
    static long meetingCounterPairs(long rateA, long rateB, long delta, long counterValues) {
        long low = Math.max(-(rateB - 1) - delta * counterValues, -(counterValues - 1));
        long high = Math.min(rateA - 1 - delta * counterValues, counterValues - 1);
        if (low > high) {
            return 0;
        }
        if (low >= 0) {
            return startPairs(high, counterValues) - startPairs(low - 1, counterValues);
        }
        if (high <= 0) {
            return startPairs(-low, counterValues) - startPairs(-high - 1, counterValues);
        }
        return startPairs(high, counterValues) + startPairs(-low, counterValues) - counterValues;
    }

    /** {@code sum of (C - j) for j = 0..x}, 0 for {@code x = -1}. */
    private static long startPairs(long x, long counterValues) {
        return (x + 1) * counterValues - x * (x + 1) / 2;
    }

    /**
     * The number of distances {@code d = (c_B - c_A) mod C} between two counters at which processes with bases
     * {@code delta} apart, minting {@code rateA} and {@code rateB} ids in every second, can meet in some second
     * while the distance stays the same (as it does at equal, steady rates). In a second in which B's counter is
     * not behind A's, B's run starts {@code delta C + d} after A's; in one in which it is (which needs
     * {@code d >= 1}), {@code delta C + d - C}. The runs meet if that is in {@code [-(rateB - 1), rateA - 1]}. At
     * equal rates up to 2^24: {@code 2n - 1} distances for {@code delta = 0}, {@code n - 1} for {@code +1} and
     * {@code -1}.
     *
     * @param rateA ids process A mints in every second, 1 or more
     * @param rateB ids process B mints in every second, 1 or more
     * @param delta base of B less base of A
     * @param counterValues counter values per process-unique value {@code C}
     * @return the number of such distances, 0 to {@code C}
     */
    static long meetingDistances(long rateA, long rateB, long delta, long counterValues) {
        // d in [0, C) with delta C + d in [-(rateB - 1), rateA - 1] ...
        long lowSame = Math.max(-(rateB - 1) - delta * counterValues, 0);
        long highSame = Math.min(rateA - 1 - delta * counterValues, counterValues - 1);
        // ... or d in [1, C) with delta C + d - C in that range.
        long lowBehind = Math.max(-(rateB - 1) - (delta - 1) * counterValues, 1);
        long highBehind = Math.min(rateA - 1 - (delta - 1) * counterValues, counterValues - 1);
        long same = Math.max(0, highSame - lowSame + 1);
        long behind = Math.max(0, highBehind - lowBehind + 1);
        long both = Math.max(0, Math.min(highSame, highBehind) - Math.max(lowSame, lowBehind) + 1);
        return same + behind - both;
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
