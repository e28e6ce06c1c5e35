package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generator's virtual-thread path at scale: no duplicate, each thread's ids in increasing order, every id in
 * a second the clock showed, among 7,000,000 ids (5,000,000 from 1,000,000 virtual threads, 2,000,000 from two
 * platform threads minting at the same time), and among 20,000,000 ids minted in the one second of a fixed clock,
 * past one process-unique value's counters. Runs
 * {@link VirtualThreadMintingProbe} in a child JVM of Java 21 or later ({@link Java21}); skipped when there is none.
 */
class VirtualThreadMintingTest {

    /**
     * Per scenario: ids, virtual threads, duplicates, out of order, outside the clock, process-unique values,
     * platform threads overlapping the virtual ones.
     */
    private static final Map<String, long[]> RESULTS = new LinkedHashMap<>();

    @BeforeAll
    static void runProbe() throws Exception {
        Optional<Path> java = Java21.launcher();
        assumeTrue(java.isPresent(), Java21.MISSING);
        String output = Java21.runProbe(java.get(), List.of("-Xmx2g", "-XX:+UseParallelGC"),
                VirtualThreadMintingProbe.class, 10);
        System.out.println("scenario ids virtualThreads duplicates outOfOrder outsideClock processUniqueValues"
                + " platformOverlapping (" + java.get() + "):\n" + output);
        for (String line : output.split("\n")) {
            String[] parts = line.trim().split(" ");
            if (parts.length == 8 && parts[1].matches("\\d+")) {
                long[] values = new long[7];
                for (int i = 0; i < 7; i++) {
                    values[i] = Long.parseLong(parts[i + 1]);
                }
                RESULTS.put(parts[0], values);
            }
        }
        assertThat(RESULTS).as("probe output:%n%s", output).containsOnlyKeys("clock", "exhaustion");
    }

    @Test
    void millionVirtualThreadsBesidePlatformThreadsMintUniqueIdsInOrderTrueToTheClock() {
        long[] clock = RESULTS.get("clock");
        assertThat(clock[0]).as("ids").isEqualTo(7_000_000);
        assertThat(clock[1]).as("tasks that ran on a virtual thread").isEqualTo(1_000_000);
        assertThat(clock[2]).as("duplicates").isZero();
        assertThat(clock[3]).as("ids of one thread not greater than its previous one").isZero();
        assertThat(clock[4]).as("ids whose second is outside the clock's seconds of the run").isZero();
        assertThat(clock[5]).as("process-unique values").isPositive();
        assertThat(clock[6]).as("platform threads that finished while virtual threads still minted").isEqualTo(2);
    }

    @Test
    void twentyMillionIdsInOneSecondGoOnWithTheNextProcessUniqueValueWithoutDuplicates() {
        long[] exhaustion = RESULTS.get("exhaustion");
        assertThat(exhaustion[0]).as("ids").isEqualTo(20_000_000);
        assertThat(exhaustion[1]).as("tasks that ran on a virtual thread").isEqualTo(100_000);
        assertThat(exhaustion[2]).as("duplicates").isZero();
        assertThat(exhaustion[3]).as("ids of one thread not greater than its previous one").isZero();
        assertThat(exhaustion[4]).as("ids not in the fixed clock's second").isZero();
        // 16,777,216 counter values per process-unique value: 20,000,000 ids need two.
        assertThat(exhaustion[5]).as("process-unique values").isBetween(2L, 3L);
    }
}
