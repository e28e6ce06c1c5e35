package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Minting a batch of {@value #BATCH} ids, reported per id: oid's bulk method (one clock read per batch)
 * against a loop of org.bson's {@code new ObjectId()} into an array.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BulkGenerateBenchmark {

    /** Ids per batch. */
    public static final int BATCH = 1000;

    /** @return a batch of ids from one call of oid's bulk method */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public ObjectId[] oid_bulk() {
        return ObjectIdGenerator.defaultGenerator().generate(BATCH);
    }

    /** @return a batch of org.bson ids minted one by one */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public org.bson.types.ObjectId[] bson_bulk() {
        org.bson.types.ObjectId[] ids = new org.bson.types.ObjectId[BATCH];
        for (int i = 0; i < BATCH; i++) {
            ids[i] = new org.bson.types.ObjectId();
        }
        return ids;
    }
}
