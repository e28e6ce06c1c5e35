package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.h2.jdbcx.JdbcDataSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Minting one id with a leased process-unique value ({@code oid-lease-jdbc}: every call asks the lease whether
 * its second may be minted in) against the default generator ({@code ObjectId.generate()}), with one thread and
 * with two. The lease is held in an in-memory H2 database of the benchmark's own (allowed for this single process):
 * renewals run in the background every third of the 30 s ttl and take no part in a call.
 *
 * <p>A leased value is the process's own, so it never steps to another value: one second holds at most 2^24
 * (16,777,216) of its ids, the specification's 3-byte counter, and a thread minting faster than that waits for the
 * next second. The {@code generate} methods mint flat out and so measure that cap for the leased generator (59.6 ns
 * per id at the least, over all threads), not the cost of a call; the {@code generatePaced} methods spend
 * {@value #PACE_TOKENS} tokens of {@link Blackhole#consumeCPU(long)} before each call, which keeps both generators
 * below the cap (one and two threads), so the difference between them is the lease's cost per call.
 *
 * <p>Naming convention of {@code run.sh}: the {@code oid_} methods use the default generator and the
 * {@code leased_} ones are their peers, so the table's "speedup" is leased time / default time.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class LeaseBenchmark {

    /** Work before each paced call: about 150 ns on the project's machines, under 7 million calls a second. */
    static final long PACE_TOKENS = 100;

    private ProcessUniqueLease lease;
    private ObjectIdGenerator leased;

    /**
     * Leases slot 0 of a fresh in-memory database.
     *
     * @throws SQLException if H2 refuses
     */
    @Setup
    public void acquire() throws SQLException {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:oid-lease-benchmark;DB_CLOSE_DELAY=-1");
        lease = ProcessUniqueLease.builder(dataSource).ttl(Duration.ofSeconds(30)).allowEmbeddedDatabase(true)
                .acquire();
        leased = lease.generator();
    }

    /** Releases the slot. */
    @TearDown
    public void release() {
        lease.close();
    }

    /** @return a new id from the default generator */
    @Benchmark
    public ObjectId oid_generate() {
        return ObjectId.generate();
    }

    /** @return a new id from the leased generator */
    @Benchmark
    public ObjectId leased_generate() {
        return leased.generate();
    }

    /** @return a new id from the default generator, two threads minting at once */
    @Benchmark
    @Threads(2)
    public ObjectId oid_generate2Threads() {
        return ObjectId.generate();
    }

    /** @return a new id from the leased generator, two threads minting at once */
    @Benchmark
    @Threads(2)
    public ObjectId leased_generate2Threads() {
        return leased.generate();
    }

    /** @return a new id from the default generator, after {@link #PACE_TOKENS} tokens of work */
    @Benchmark
    public ObjectId oid_generatePaced() {
        Blackhole.consumeCPU(PACE_TOKENS);
        return ObjectId.generate();
    }

    /** @return a new id from the leased generator, after {@link #PACE_TOKENS} tokens of work */
    @Benchmark
    public ObjectId leased_generatePaced() {
        Blackhole.consumeCPU(PACE_TOKENS);
        return leased.generate();
    }

    /** @return a new id from the default generator, after the same work, two threads at once */
    @Benchmark
    @Threads(2)
    public ObjectId oid_generatePaced2Threads() {
        Blackhole.consumeCPU(PACE_TOKENS);
        return ObjectId.generate();
    }

    /** @return a new id from the leased generator, after the same work, two threads at once */
    @Benchmark
    @Threads(2)
    public ObjectId leased_generatePaced2Threads() {
        Blackhole.consumeCPU(PACE_TOKENS);
        return leased.generate();
    }
}
