package dev.oid.benchmarks;

import dev.oid.testsupport.RealObjectIds;

/**
 * The 3,996 real ObjectIds of MongoDB's sample datasets (24 lowercase hex characters each; {@link RealObjectIds},
 * shaded into the benchmarks jar from oid-test-support) as benchmark input.
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
