package dev.oid.it;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdConversions;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures what each parked virtual thread keeps after one call of an oid operation: the number of
 * {@code ThreadLocal} entries the operation adds to the thread (exact, read from {@code Thread.threadLocals}, so
 * the child JVM needs {@code --add-opens java.base/java.lang=ALL-UNNAMED}) and, as an estimate, the heap it
 * retains. Starts {@code N}
 * virtual threads that each run the operation once and then park, and compares the heap in use (after full
 * collections) with {@code N} virtual threads that run a baseline operation and park: nothing for the
 * generator and the conversions, the same call with a {@code String} in place of the id for Jackson (whose own
 * buffer recycling keeps a per-thread pool; only what oid adds is measured). Run on Java 21 or later by
 * {@link VirtualThreadRetentionTest} in a child JVM; prints one line {@code name entriesPerThread bytesPerThread}
 * per operation (bytes are noisy by a few hundred: parked stacks differ with the JIT state of their frames).
 * Compiled for Java 17, so virtual threads are reached through {@code Executors.newVirtualThreadPerTaskExecutor}
 * by reflection.
 */
public final class VirtualThreadRetentionProbe {

    private static final int THREADS = 20_000;
    private static final AtomicLong SINK = new AtomicLong();

    private VirtualThreadRetentionProbe() {
    }

    public static void main(String[] args) throws Exception {
        ObjectIdGenerator generator = ObjectIdGenerator.builder().build();
        // Jackson 2's default buffer recycler keeps a per-thread pool of its own: measure without it.
        JsonMapper jackson2 = JsonMapper.builder(JsonFactory.builder()
                        .recyclerPool(JsonRecyclerPools.nonRecyclingPool()).build())
                .addModule(new dev.oid.jackson.ObjectIdModule()).build();
        tools.jackson.databind.json.JsonMapper jackson3 = tools.jackson.databind.json.JsonMapper.builder()
                .addModule(new dev.oid.jackson3.ObjectIdModule()).build();
        ObjectId sample = ObjectId.parse("5a17b9d9ab102555b9c38874");
        org.bson.types.ObjectId driverSample = new org.bson.types.ObjectId("5a17b9d9ab102555b9c38874");
        Runnable nothing = () -> { };
        Map<String, Runnable[]> operations = new LinkedHashMap<>();
        String hex = sample.toHexString();
        operations.put("ObjectIdGenerator.generate",
                new Runnable[] {nothing, () -> SINK.addAndGet(generator.generate().hashCode())});
        operations.put("jackson2.writeValueAsString", new Runnable[] {() -> jackson2Write(jackson2, hex),
            () -> jackson2Write(jackson2, sample)});
        operations.put("jackson3.writeValueAsString", new Runnable[] {
            () -> SINK.addAndGet(jackson3.writeValueAsString(hex).length()),
            () -> SINK.addAndGet(jackson3.writeValueAsString(sample).length())});
        operations.put("ObjectIdConversions.toDriver",
                new Runnable[] {nothing, () -> SINK.addAndGet(ObjectIdConversions.toDriver(sample).hashCode())});
        operations.put("ObjectIdConversions.fromDriver",
                new Runnable[] {nothing, () -> SINK.addAndGet(ObjectIdConversions.fromDriver(driverSample).hashCode())});


        // Warm up every operation on platform threads and once in a virtual thread, so class loading and
        // lazily created shared state are not counted.
        for (Runnable[] pair : operations.values()) {
            for (Runnable operation : pair) {
                operation.run();
                retained(operation, 1000);
            }
        }
        retained(nothing, THREADS); // the first full-size run sizes the heap and the scheduler's queues
        for (Map.Entry<String, Runnable[]> operation : operations.entrySet()) {
            long[] baseline = retained(operation.getValue()[0], THREADS);
            long[] with = retained(operation.getValue()[1], THREADS);
            System.out.println(operation.getKey() + " " + (double) (with[1] - baseline[1]) / THREADS + " "
                    + (with[0] - baseline[0]) / THREADS);
        }
    }

    private static void jackson2Write(JsonMapper mapper, Object value) {
        try {
            SINK.addAndGet(mapper.writeValueAsString(value).length());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Heap in use and {@code ThreadLocal} entries while {@code threads} virtual threads, each having run
     * {@code operation} once, are parked.
     */
    private static long[] retained(Runnable operation, int threads) throws Exception {
        Thread[] parked = new Thread[threads];
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService executor = (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor")
                .invoke(null);
        try {
            for (int i = 0; i < threads; i++) {
                int index = i;
                executor.execute(() -> {
                    parked[index] = Thread.currentThread();
                    operation.run();
                    ready.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            ready.await();
            return new long[] {usedHeapAfterGc(), threadLocalEntries(parked)};
        } finally {
            release.countDown();
            executor.shutdown();
            executor.awaitTermination(1, TimeUnit.MINUTES);
        }
    }

    private static long threadLocalEntries(Thread[] threads) throws ReflectiveOperationException {
        Field field = Thread.class.getDeclaredField("threadLocals");
        field.setAccessible(true);
        long entries = 0;
        for (Thread thread : threads) {
            Object map = field.get(thread);
            if (map != null) {
                Field size = map.getClass().getDeclaredField("size");
                size.setAccessible(true);
                entries += size.getInt(map);
            }
        }
        return entries;
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(20);
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
