package dev.oid.benchmarks.keys;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The method both key benchmarks measure by: every round takes the keys in a fresh random order drawn from the
 * round's own seed ({@code --seed} plus the round number, recorded with the order in the runs file), and before
 * every measurement the database is settled ({@link Db#settle}) and left idle for a fixed pause, so no key always
 * follows the same one and none starts while the previous one's writes are still being flushed.
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
     * The seed of a round.
     *
     * @param round the round, from 1
     * @return {@code seed + round}
     */
    public long seedOf(int round) {
        return seed + round;
    }

    /**
     * The order of a round: the keys shuffled by {@code java.util.Random(seedOf(round))}.
     *
     * @param <K> the key type
     * @param keys the keys
     * @param round the round, from 1
     * @return a new list, the same keys in the round's order
     */
    public <K> List<K> order(List<K> keys, int round) {
        List<K> order = new ArrayList<>(keys);
        Collections.shuffle(order, new Random(seedOf(round)));
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
     * The method as the runs file records it.
     *
     * @return e.g. {@code shuffled+settle+pause5s}
     */
    public String method() {
        return "shuffled+settle+pause" + pauseMillis / 1000 + "s";
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
