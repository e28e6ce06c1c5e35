package dev.oid.benchmarks.keys;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * The method both key benchmarks measure by: every round takes the keys in a fresh random order, and before every
 * measurement the database is settled ({@link Db#settle}) and left idle for a fixed pause, so no key always follows
 * the same one and none starts while the previous one's writes are still being flushed.
 *
 * <p>The orders come from one {@link SplittableRandom} per campaign, seeded with {@code --seed} and
 * {@link SplittableRandom#split() split} once per round; each round's generator shuffles the keys (Fisher-Yates with
 * {@code nextInt(bound)}). By {@code split()}'s contract the values of all the split generators together have the
 * statistical properties of one generator's, so every key takes every place about equally often. The method before
 * it seeded {@code java.util.Random} with {@code --seed} plus the round for {@code Collections.shuffle}: consecutive
 * seeds give nearly the same first draw, so with eight keys the same key came last in every round. The runs file
 * records the campaign's seed and each round's order.
 *
 * @param seed the campaign's seed
 * @param pauseMillis the idle pause before each measurement, milliseconds
 */
public record Rounds(long seed, long pauseMillis) {

    /** The options this class reads: {@code --seed} and {@code --pause-seconds}. */
    public static final Set<String> OPTIONS = Set.of("seed", "pause-seconds");
    /** The default {@code --seed}. */
    public static final long DEFAULT_SEED = 20_261_126L;
    /** The default {@code --pause-seconds}. */
    public static final int DEFAULT_PAUSE_SECONDS = 5;
    /** The default {@code --runs}: rounds recorded per key and size. */
    public static final int DEFAULT_RUNS = 5;

    /**
     * The method read from the command line.
     *
     * @param options {@code --seed} (default {@value #DEFAULT_SEED}), {@code --pause-seconds} (default
     *        {@value #DEFAULT_PAUSE_SECONDS})
     * @return the method
     */
    public static Rounds of(Options options) {
        return new Rounds(options.longValue("seed", DEFAULT_SEED, Long.MIN_VALUE),
                options.integer("pause-seconds", DEFAULT_PAUSE_SECONDS, 0) * 1000L);
    }

    /**
     * The orders of a campaign's rounds: the same seed and keys always give the same orders.
     *
     * @param <K> the key type
     * @param keys the keys
     * @param rounds the number of rounds
     * @return one new list per round, the same keys in that round's order
     */
    public <K> List<List<K>> orders(List<K> keys, int rounds) {
        SplittableRandom campaign = new SplittableRandom(seed);
        List<List<K>> orders = new ArrayList<>(rounds);
        for (int round = 1; round <= rounds; round++) {
            orders.add(shuffle(keys, campaign.split()));
        }
        return orders;
    }

    /** Fisher-Yates: from the last place down, swap each place with a uniformly drawn one at or below it. */
    private static <K> List<K> shuffle(List<K> keys, SplittableRandom random) {
        List<K> order = new ArrayList<>(keys);
        for (int i = order.size() - 1; i > 0; i--) {
            Collections.swap(order, i, random.nextInt(i + 1));
        }
        return order;
    }

    /**
     * An order as the runs file records it: the names separated by spaces.
     *
     * @param names the key names in order
     * @return e.g. {@code uuidv7 bigint objectid}
     */
    public static String format(List<String> names) {
        return names.stream().collect(Collectors.joining(" "));
    }

    /**
     * The method as the runs file records it ({@code shuffled+settle+pause5s} was the method with consecutive seeds).
     *
     * @return e.g. {@code split-shuffled+settle+pause5s}
     */
    public String method() {
        return ResultFiles.SPLIT_SHUFFLED + "+settle+pause" + pauseMillis / 1000 + "s";
    }

    /**
     * Settles the database and waits the pause: what comes before every measurement.
     *
     * @param db the database
     * @param connection an auto-commit connection
     * @throws SQLException from the database
     */
    public void settle(Db db, Connection connection) throws SQLException {
        db.settle(connection);
        try {
            Thread.sleep(pauseMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted in the pause before a measurement", e);
        }
    }
}
