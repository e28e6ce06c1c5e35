package dev.oid;

import java.util.random.RandomGenerator;

/**
 * A random source that gives a chosen process-unique value and first counter value, following the reads
 * documented on {@link ObjectIdGenerator.Builder}: {@code nextLong()} once, {@code nextInt(16777216)} once.
 */
final class FixedRandom implements RandomGenerator {

    private final long processUnique;
    private final int counterStart;

    FixedRandom(long processUnique, int counterStart) {
        this.processUnique = processUnique;
        this.counterStart = counterStart;
    }

    @Override
    public long nextLong() {
        return processUnique;
    }

    @Override
    public int nextInt(int bound) {
        if (bound != 1 << 24) {
            throw new AssertionError("unexpected bound " + bound);
        }
        return counterStart;
    }
}
