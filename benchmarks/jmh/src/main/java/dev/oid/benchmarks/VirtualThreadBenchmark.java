package dev.oid.benchmarks;

import dev.oid.ObjectId;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Minting one id in each of many virtual threads: oid's default generator against org.bson's
 * {@code new ObjectId()}. One operation starts {@code threads} virtual threads, each mints one id, and waits
 * for all of them; the time per operation includes starting the threads, which both sides pay alike.
 *
 * <p>Needs Java 21 or later (run {@code run.sh} with {@code JAVA=/path/to/jdk21+/bin/java}); on older JVMs the
 * setup fails with a message. Virtual threads are reached through {@code Executors.newVirtualThreadPerTaskExecutor}
 * by reflection so that the module still compiles for Java 17.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class VirtualThreadBenchmark {

    /** Virtual threads started per operation, each minting one id. */
    @Param("1000000")
    public int threads;

    private ExecutorService executor;

    /**
     * Creates the virtual-thread-per-task executor.
     *
     * @throws ReflectiveOperationException on Java 20 and older, which have no virtual threads
     */
    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
        executor = (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    }

    /**
     * Shuts the executor down.
     *
     * @throws InterruptedException if interrupted while waiting
     */
    @TearDown(Level.Trial)
    public void tearDown() throws InterruptedException {
        executor.shutdown();
        executor.awaitTermination(1, TimeUnit.MINUTES);
    }

    /**
     * @return a checksum of the ids minted by {@link #threads} virtual threads with oid
     * @throws InterruptedException if interrupted while waiting
     */
    @Benchmark
    public long oid_mintInVirtualThreads() throws InterruptedException {
        return run(() -> ObjectId.generate().hashCode());
    }

    /**
     * @return a checksum of the ids minted by {@link #threads} virtual threads with org.bson
     * @throws InterruptedException if interrupted while waiting
     */
    @Benchmark
    public long bson_mintInVirtualThreads() throws InterruptedException {
        return run(() -> new org.bson.types.ObjectId().hashCode());
    }

    private long run(IntSupplier mint) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(threads);
        LongAdder checksum = new LongAdder();
        for (int i = 0; i < threads; i++) {
            executor.execute(() -> {
                checksum.add(mint.getAsInt());
                done.countDown();
            });
        }
        done.await();
        return checksum.sum();
    }
}
