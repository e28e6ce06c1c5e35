package dev.oid.it;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Mints ids from many virtual threads at once and counts what would break the generator's promises: duplicates,
 * ids of one thread out of order, ids outside the clock's seconds. Run on Java 21 or later by
 * {@link VirtualThreadMintingTest} in a child JVM; prints one line per scenario:
 * {@code scenario ids virtualThreads duplicates outOfOrder outsideClock processUniqueValues platformOverlapping}
 * (the platform threads that finished while virtual threads still minted).
 *
 * <ul>
 *   <li>{@code clock}: the system clock; 1,000,000 virtual threads, each minting two single ids and a batch of
 *       three (5,000,000 ids), yielding its carrier between them, while two platform threads, started with the
 *       first virtual thread, mint 1,000,000 ids each from the same generator (the per-thread block path beside
 *       the virtual-thread path).</li>
 *   <li>{@code exhaustion}: a fixed clock, so every id is in the same second; 100,000 virtual threads mint 200
 *       ids each (yielding every 50), 20,000,000 ids in all, more than the 16,777,216 counter values of one
 *       process-unique value: the generator must go on with the next process-unique values.</li>
 * </ul>
 *
 * Compiled for Java 17, so virtual threads are reached through {@code Executors.newVirtualThreadPerTaskExecutor}
 * and {@code Thread.isVirtual} by reflection.
 */
public final class VirtualThreadMintingProbe {

    private static final VarHandle LONG_AT = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private VirtualThreadMintingProbe() {
    }

    public static void main(String[] args) throws Exception {
        clock();
        exhaustion();
    }

    private static void clock() throws Exception {
        int virtualThreads = 1_000_000;
        int perVirtual = 5;
        int perPlatform = 1_000_000;
        ObjectIdGenerator generator = ObjectIdGenerator.builder().build();
        ObjectId[] virtualIds = new ObjectId[virtualThreads * perVirtual];
        ObjectId[][] platformIds = {new ObjectId[perPlatform], new ObjectId[perPlatform]};
        AtomicLong outOfOrder = new AtomicLong();
        AtomicLong virtual = new AtomicLong();
        long firstSecond = Instant.now().getEpochSecond();

        // The platform threads start with the first virtual thread and must finish while virtual threads still
        // mint (they take tens of milliseconds, the virtual threads seconds): both paths at once, counted below.
        CountDownLatch virtualStarted = new CountDownLatch(1);
        AtomicLong virtualFinished = new AtomicLong();
        AtomicLong platformOverlapping = new AtomicLong();
        Thread[] platform = new Thread[platformIds.length];
        for (int t = 0; t < platform.length; t++) {
            ObjectId[] ids = platformIds[t];
            platform[t] = new Thread(() -> {
                try {
                    virtualStarted.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = generator.generate();
                    if (i > 0 && ids[i - 1].compareTo(ids[i]) >= 0) {
                        outOfOrder.incrementAndGet();
                    }
                }
                if (virtualFinished.get() < virtualThreads) {
                    platformOverlapping.incrementAndGet();
                }
            });
            platform[t].start();
        }
        runVirtual(virtualThreads, index -> {
            virtualStarted.countDown();
            if (isVirtual(Thread.currentThread())) {
                virtual.incrementAndGet();
            }
            int at = index * perVirtual;
            virtualIds[at] = generator.generate();
            Thread.yield();
            virtualIds[at + 1] = generator.generate();
            Thread.yield();
            System.arraycopy(generator.generate(3), 0, virtualIds, at + 2, 3);
            for (int i = at + 1; i < at + perVirtual; i++) {
                if (virtualIds[i - 1].compareTo(virtualIds[i]) >= 0) {
                    outOfOrder.incrementAndGet();
                }
            }
            virtualFinished.incrementAndGet();
        });
        for (Thread thread : platform) {
            thread.join(TimeUnit.MINUTES.toMillis(1));
            if (thread.isAlive()) {
                throw new IllegalStateException("a platform thread still mints after a minute");
            }
        }
        long lastSecond = Instant.now().getEpochSecond();

        ObjectId[] all = new ObjectId[virtualIds.length + 2 * perPlatform];
        System.arraycopy(virtualIds, 0, all, 0, virtualIds.length);
        System.arraycopy(platformIds[0], 0, all, virtualIds.length, perPlatform);
        System.arraycopy(platformIds[1], 0, all, virtualIds.length + perPlatform, perPlatform);
        long outsideClock = Arrays.stream(all)
                .filter(id -> id.timestamp() < firstSecond || id.timestamp() > lastSecond).count();
        Arrays.parallelSort(all);
        long duplicates = 0;
        Set<Long> processUnique = new HashSet<>();
        byte[] bytes = new byte[12];
        for (int i = 0; i < all.length; i++) {
            if (i > 0 && all[i - 1].equals(all[i])) {
                duplicates++;
            }
            all[i].writeTo(bytes, 0);
            processUnique.add((long) LONG_AT.get(bytes, 4) >>> 24);
        }
        long processUniqueValues = processUnique.size();
        report("clock", all.length, virtual.get(), duplicates, outOfOrder.get(), outsideClock, processUniqueValues,
                platformOverlapping.get());
    }

    private static void exhaustion() throws Exception {
        int virtualThreads = 100_000;
        int perThread = 200;
        Instant second = Instant.parse("2026-01-01T00:00:00Z");
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(second))
                .random(new SplittableRandom(20261129))
                .build();
        // The timestamp is the same in every id: the other 8 bytes, read as one long, tell the ids apart.
        long[] ids = new long[virtualThreads * perThread];
        AtomicLong outOfOrder = new AtomicLong();
        AtomicLong outsideClock = new AtomicLong();
        AtomicLong virtual = new AtomicLong();
        runVirtual(virtualThreads, index -> {
            if (isVirtual(Thread.currentThread())) {
                virtual.incrementAndGet();
            }
            byte[] bytes = new byte[12];
            for (int i = index * perThread; i < (index + 1) * perThread; i++) {
                ObjectId id = generator.generate();
                if (id.timestamp() != second.getEpochSecond()) {
                    outsideClock.incrementAndGet();
                }
                id.writeTo(bytes, 0);
                ids[i] = (long) LONG_AT.get(bytes, 4);
                if (i > index * perThread && Long.compareUnsigned(ids[i - 1], ids[i]) >= 0) {
                    outOfOrder.incrementAndGet();
                }
                if (i % 50 == 49) {
                    Thread.yield();
                }
            }
        });
        Arrays.parallelSort(ids);
        long duplicates = 0;
        long processUniqueValues = ids.length == 0 ? 0 : 1;
        for (int i = 1; i < ids.length; i++) {
            if (ids[i - 1] == ids[i]) {
                duplicates++;
            }
            if (ids[i - 1] >>> 24 != ids[i] >>> 24) {
                processUniqueValues++;
            }
        }
        report("exhaustion", ids.length, virtual.get(), duplicates, outOfOrder.get(), outsideClock.get(),
                processUniqueValues, 0);
    }

    private interface Task {
        void run(int index) throws Exception;
    }

    /** Runs {@code task} once for each index from 0 to {@code threads - 1}, each in its own virtual thread. */
    private static void runVirtual(int threads, Task task) throws Exception {
        AtomicLong failures = new AtomicLong();
        ExecutorService executor = (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor")
                .invoke(null);
        for (int i = 0; i < threads; i++) {
            int index = i;
            executor.execute(() -> {
                try {
                    task.run(index);
                } catch (Exception | Error e) {
                    if (failures.getAndIncrement() == 0) {
                        e.printStackTrace();
                    }
                }
            });
        }
        executor.shutdown();
        if (!executor.awaitTermination(5, TimeUnit.MINUTES) || failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " virtual threads failed or the run timed out");
        }
    }

    private static boolean isVirtual(Thread thread) {
        try {
            return (boolean) Thread.class.getMethod("isVirtual").invoke(thread);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void report(String scenario, long ids, long virtualThreads, long duplicates, long outOfOrder,
            long outsideClock, long processUniqueValues, long platformOverlapping) {
        System.out.println(scenario + " " + ids + " " + virtualThreads + " " + duplicates + " " + outOfOrder + " "
                + outsideClock + " " + processUniqueValues + " " + platformOverlapping);
    }
}
