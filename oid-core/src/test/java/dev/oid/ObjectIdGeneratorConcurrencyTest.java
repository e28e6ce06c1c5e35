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
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Uniqueness at volume, per-thread order and time truth under concurrency. Where one generator keeps one
 * process-unique base, ids are kept as primitive keys ({@code timestamp << 32 | sequence}, see
 * {@link ObjectIdGeneratorTest#key(ObjectId, long)}) and duplicates are found by sorting, not with a set.
 */
class ObjectIdGeneratorConcurrencyTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");
    private static final long BASE = 0x0102030405L;

    @Test
    void tenMillionIdsFromTwoThreadsAreUniqueAndIncreasingPerThread() throws Exception {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().random(new FixedRandom(BASE, 0x123456)).build();

        long[] keys = mintConcurrently(generator, 2, 5_000_000, id -> ObjectIdGeneratorTest.key(id, BASE), true);

        assertNoDuplicates(keys);
    }

    @Test
    void threeTimes2To24IdsFromFourThreadsInOneFrozenSecondStayInThatSecond() throws Exception {
        // Frozen clock: 50,331,648 ids in one second, three times a second's counter values. All must carry
        // the clock's second (the process-unique value steps instead), be unique and increase per thread.
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(T)).random(new FixedRandom(BASE, 0)).build();

        long[] keys = mintConcurrently(generator, 4, 3 * (1 << 24) / 4, id -> ObjectIdGeneratorTest.key(id, BASE), true);

        assertNoDuplicates(keys);
        assertThat(keys[0] >>> 32).isEqualTo(T.getEpochSecond());
        assertThat(keys[keys.length - 1] >>> 32).isEqualTo(T.getEpochSecond());
        // Platform threads reserve blocks, so a few values may be skipped, never more than 256 per thread.
        assertThat(keys[keys.length - 1] & 0xFFFF_FFFFL).isBetween(3L * (1 << 24) - 1, 3L * (1 << 24) + 4 * 256);
    }

    @Test
    void threadsWithAClockJitteringWithinTheToleranceStayOrderedPerThreadAndUnique() throws Exception {
        // Each read is up to 5 s either side of T: steps back of up to 10 s, all within the default tolerance,
        // so the generator keeps one base and every thread's ids must strictly increase.
        InstantSource jittery = new InstantSource() {
            private final ThreadLocal<SplittableRandom> random =
                    ThreadLocal.withInitial(() -> new SplittableRandom(Thread.currentThread().getId() * 31));

            @Override
            public long millis() {
                return T.toEpochMilli() + random.get().nextLong(-5_000, 5_000);
            }

            @Override
            public Instant instant() {
                return Instant.ofEpochMilli(millis());
            }
        };
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(jittery).random(new FixedRandom(BASE, 0))
                .build();

        long[] keys = mintConcurrently(generator, 2, 1_000_000, id -> ObjectIdGeneratorTest.key(id, BASE), true);

        assertNoDuplicates(keys);
        assertThat(keys[keys.length - 1] >>> 32).isLessThan(T.getEpochSecond() + 5);
    }

    @Test
    void threadsWithAClockJumpingBackAndForthNeverRepeatAnId() throws Exception {
        InstantSource jumpy = new InstantSource() {
            private final ThreadLocal<SplittableRandom> random =
                    ThreadLocal.withInitial(() -> new SplittableRandom(Thread.currentThread().getId()));

            @Override
            public long millis() {
                // Within two hours either side of T, so the clock often steps back by up to four hours and the
                // generator follows it with a new process-unique value every time.
                return T.toEpochMilli() + random.get().nextLong(-7_200_000, 7_200_000);
            }

            @Override
            public Instant instant() {
                return Instant.ofEpochMilli(millis());
            }
        };
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(jumpy).build();
        int perThread = 500_000;
        ObjectId[][] perThreadIds = new ObjectId[2][];

        mintConcurrently(generator, 2, perThread, id -> 0L, false, perThreadIds);

        ObjectId[] all = new ObjectId[2 * perThread];
        System.arraycopy(perThreadIds[0], 0, all, 0, perThread);
        System.arraycopy(perThreadIds[1], 0, all, perThread, perThread);
        Arrays.sort(all);
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i]).as("sorted ids %d and %d", i - 1, i).isNotEqualTo(all[i - 1]);
        }
        assertThat(all[0].timestamp()).isGreaterThanOrEqualTo(T.getEpochSecond() - 7200);
        assertThat(all[all.length - 1].timestamp()).isLessThan(T.getEpochSecond() + 7200);
    }

    private static long[] mintConcurrently(ObjectIdGenerator generator, int threads, int perThread,
            Function<ObjectId, Long> key, boolean ordered) throws Exception {
        return mintConcurrently(generator, threads, perThread, key, ordered, null);
    }

    /**
     * Mints {@code perThread} ids on each of {@code threads} threads at once, checking on the way that each
     * thread's ids strictly increase when {@code ordered}.
     *
     * @return the keys of all ids, sorted
     */
    private static long[] mintConcurrently(ObjectIdGenerator generator, int threads, int perThread,
            Function<ObjectId, Long> key, boolean ordered, ObjectId[][] keep) throws Exception {
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                Callable<long[]> task = () -> {
                    long[] keys = new long[perThread];
                    ObjectId[] ids = keep != null ? new ObjectId[perThread] : null;
                    start.await();
                    ObjectId previous = null;
                    for (int i = 0; i < perThread; i++) {
                        ObjectId id = generator.generate();
                        if (ordered && previous != null && id.compareTo(previous) <= 0) {
                            throw new AssertionError("Thread " + Thread.currentThread().getName() + " got " + id
                                    + " after " + previous);
                        }
                        keys[i] = key.apply(id);
                        if (ids != null) {
                            ids[i] = id;
                        }
                        previous = id;
                    }
                    if (keep != null) {
                        keep[thread] = ids;
                    }
                    return keys;
                };
                results.add(executor.submit(task));
            }
            long[] all = new long[threads * perThread];
            for (int t = 0; t < threads; t++) {
                System.arraycopy(results.get(t).get(5, TimeUnit.MINUTES), 0, all, t * perThread, perThread);
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
