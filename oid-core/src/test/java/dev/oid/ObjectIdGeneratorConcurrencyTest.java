package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Uniqueness at volume and per-thread order under concurrency. Ids are kept as primitive keys
 * ({@code timestamp << 24 | counter}, valid because one generator has one process-unique value, which is
 * checked) and duplicates are found by sorting, not with a set of objects.
 */
class ObjectIdGeneratorConcurrencyTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void tenMillionIdsFromTwoThreadsAreUniqueAndIncreasingPerThread() throws Exception {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().build();

        long[] keys = mintConcurrently(generator, 2, 5_000_000);

        assertNoDuplicates(keys);
    }

    @Test
    void threadsRacingThroughCounterWrapsInAFrozenSecondStayUniqueAndOrdered() throws Exception {
        // Frozen clock and a counter start near the top: the threads cross into later seconds together.
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(T)).random(new FixedRandom(0x0102030405L, 0xf00000)).build();

        long[] keys = mintConcurrently(generator, 4, 1_000_000);

        assertNoDuplicates(keys);
        assertThat(keys[keys.length - 1] >>> 24).isEqualTo(T.getEpochSecond() + 1);
    }

    @Test
    void threadsWithAClockJumpingBackAndForthStayUniqueAndOrdered() throws Exception {
        InstantSource jumpy = new InstantSource() {
            private final ThreadLocal<SplittableRandom> random =
                    ThreadLocal.withInitial(() -> new SplittableRandom(Thread.currentThread().getId()));

            @Override
            public long millis() {
                // Within two hours either side of T, so the clock often steps back by up to four hours.
                return T.toEpochMilli() + random.get().nextLong(-7_200_000, 7_200_000);
            }

            @Override
            public Instant instant() {
                return Instant.ofEpochMilli(millis());
            }
        };
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(jumpy).build();

        long[] keys = mintConcurrently(generator, 2, 1_000_000);

        assertNoDuplicates(keys);
        assertThat(keys[0] >>> 24).isGreaterThanOrEqualTo(T.getEpochSecond() - 7200);
    }

    /**
     * Mints {@code perThread} ids on each of {@code threads} threads at once, checking on the way that each
     * thread's ids strictly increase and share one process-unique value.
     *
     * @return the keys of all ids, sorted
     */
    private static long[] mintConcurrently(ObjectIdGenerator generator, int threads, int perThread) throws Exception {
        long processUnique = generator.generate().low() >>> 24;
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Callable<long[]> task = () -> {
                    long[] keys = new long[perThread];
                    start.await();
                    ObjectId previous = null;
                    for (int i = 0; i < perThread; i++) {
                        ObjectId id = generator.generate();
                        if (previous != null && id.compareTo(previous) <= 0) {
                            throw new AssertionError("Thread " + Thread.currentThread().getName() + " got " + id
                                    + " after " + previous);
                        }
                        if (id.low() >>> 24 != processUnique) {
                            throw new AssertionError("Process-unique value changed in " + id);
                        }
                        keys[i] = ObjectIdGeneratorTest.key(id);
                        previous = id;
                    }
                    return keys;
                };
                results.add(executor.submit(task));
            }
            long[] all = new long[threads * perThread];
            for (int t = 0; t < threads; t++) {
                System.arraycopy(results.get(t).get(2, TimeUnit.MINUTES), 0, all, t * perThread, perThread);
            }
            Arrays.sort(all);
            return all;
        } finally {
            executor.shutdownNow();
        }
    }

    private static void assertNoDuplicates(long[] sortedKeys) {
        int duplicates = 0;
        long firstDuplicate = -1;
        for (int i = 1; i < sortedKeys.length; i++) {
            if (sortedKeys[i] == sortedKeys[i - 1]) {
                if (duplicates++ == 0) {
                    firstDuplicate = sortedKeys[i];
                }
            }
        }
        assertThat(duplicates).as("duplicates among %d ids, first key %x", sortedKeys.length, firstDuplicate)
                .isZero();
    }
}
