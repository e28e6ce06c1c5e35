package dev.oid.benchmarks;

import dev.oid.testing.RealObjectIds;

/**
 * The real ObjectIds of {@code shared/data/real-objectids.txt} (24 lowercase hex characters each, from MongoDB's
 * sample datasets) as benchmark input; found as {@link RealObjectIds} describes (system property
 * {@value RealObjectIds#PROPERTY}, else {@code shared/} beside the working directory or a parent).
 */
public final class RealIds {

    private RealIds() {
    }

    /**
     * Reads the real ids.
     *
     * @return the ids in file order, at least one
     * @throws IllegalStateException if the file cannot be found or holds no id
     */
    public static String[] load() {
        return RealObjectIds.hex().toArray(String[]::new);
    }
}
