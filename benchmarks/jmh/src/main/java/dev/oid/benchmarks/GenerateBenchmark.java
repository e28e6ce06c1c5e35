package dev.oid.benchmarks;

import com.github.f4b6a3.ulid.Ulid;
import com.github.f4b6a3.ulid.UlidCreator;
import com.github.f4b6a3.uuid.UuidCreator;
import dev.oid.ObjectId;
import io.hypersistence.tsid.TSID;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Minting one id: oid's default generator against org.bson's {@code new ObjectId()} and, as other
 * time-ordered id schemes, {@code UUID.randomUUID()}, ulid-creator's monotonic ULID, uuid-creator's UUIDv7
 * and hypersistence-tsid's default factory; with one thread and with two threads minting at once.
 *
 * <p>Naming convention of {@code run.sh}: {@code <implementation>_<operation>}, {@code oid} being ours.
 * With two threads, the time per operation is each thread's; the throughput ratio is the inverse time ratio.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GenerateBenchmark {

    /**
     * A reference point, not a contender: the clock read that both libraries make for every id.
     *
     * @return {@code System.currentTimeMillis()}
     */
    @Benchmark
    public long floorClock() {
        return System.currentTimeMillis();
    }

    /** Per-thread state, as oid's generator keeps each platform thread's block of reserved values. */
    private static final ThreadLocal<long[]> PER_THREAD = ThreadLocal.withInitial(() -> new long[1]);
    /** One counter for every thread, as org.bson's {@code ObjectId} keeps its counter. */
    private static final AtomicInteger SHARED = new AtomicInteger();

    /**
     * A reference point for what separates the two designs: the clock read plus the per-thread lookup and
     * increment that oid's generator makes for each id (its block of reserved values).
     *
     * @return the clock reading plus the thread's next counter value
     */
    @Benchmark
    public long floorClockThreadLocal() {
        return System.currentTimeMillis() + PER_THREAD.get()[0]++;
    }

    /**
     * A reference point: the clock read plus the shared atomic increment that org.bson's {@code new ObjectId()}
     * makes for each id.
     *
     * @return the clock reading plus the shared counter's next value
     */
    @Benchmark
    public long floorClockAtomic() {
        return System.currentTimeMillis() + SHARED.getAndIncrement();
    }

    /** @return a new id from oid's default generator */
    @Benchmark
    public ObjectId oid_generate() {
        return ObjectId.generate();
    }

    /** @return a new org.bson id */
    @Benchmark
    public org.bson.types.ObjectId bson_generate() {
        return new org.bson.types.ObjectId();
    }

    /** @return a new random (version 4) UUID */
    @Benchmark
    public UUID uuid4_generate() {
        return UUID.randomUUID();
    }

    /** @return a new monotonic ULID */
    @Benchmark
    public Ulid ulid_generate() {
        return UlidCreator.getMonotonicUlid();
    }

    /** @return a new time-ordered (version 7) UUID */
    @Benchmark
    public UUID uuid7_generate() {
        return UuidCreator.getTimeOrderedEpoch();
    }

    /** @return a new TSID from the default factory */
    @Benchmark
    public TSID tsid_generate() {
        return TSID.Factory.getTsid();
    }

    /** @return a new id from oid's default generator, two threads at once */
    @Benchmark
    @Threads(2)
    public ObjectId oid_generate2Threads() {
        return ObjectId.generate();
    }

    /** @return a new org.bson id, two threads at once */
    @Benchmark
    @Threads(2)
    public org.bson.types.ObjectId bson_generate2Threads() {
        return new org.bson.types.ObjectId();
    }

    /** @return a new random UUID, two threads at once */
    @Benchmark
    @Threads(2)
    public UUID uuid4_generate2Threads() {
        return UUID.randomUUID();
    }

    /** @return a new monotonic ULID, two threads at once */
    @Benchmark
    @Threads(2)
    public Ulid ulid_generate2Threads() {
        return UlidCreator.getMonotonicUlid();
    }

    /** @return a new UUIDv7, two threads at once */
    @Benchmark
    @Threads(2)
    public UUID uuid7_generate2Threads() {
        return UuidCreator.getTimeOrderedEpoch();
    }

    /** @return a new TSID, two threads at once */
    @Benchmark
    @Threads(2)
    public TSID tsid_generate2Threads() {
        return TSID.Factory.getTsid();
    }
}
