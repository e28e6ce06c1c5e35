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

/**
 * Minting one id with a leased process-unique value ({@code oid-lease-jdbc}: every call asks the lease whether
 * its second may be minted in) against the default generator ({@code ObjectId.generate()}), with one thread and
 * with two. The lease is held in an in-memory H2 database of the benchmark's own (allowed for this single process):
 * renewals run in the background every third of the 30 s ttl and take no part in a call.
 *
 * <p>Naming convention of {@code run.sh}: {@code oid_generate} is the default generator, {@code leased_generate}
 * its peer, so the table's "speedup" is leased time / default time.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class LeaseBenchmark {

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
}
