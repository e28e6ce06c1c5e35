package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Text form of real ids (from oid-test-support's {@link RealObjectIds}), cycling through them: formatting,
 * parsing and validating, oid against org.bson ({@code toHexString()}, {@code new ObjectId(String)},
 * {@code ObjectId.isValid}).
 *
 * <p>{@link #floorReadChars()} is a reference point, not a contender: it reads the 24 characters with
 * {@code String.charAt} and allocates an object of an id's size without decoding or checking anything, the
 * least any parse that reads a {@code String} through its public API pays on this JVM;
 * {@link #floorNewString()} is the same for {@code toHexString}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class HexBenchmark {

    private String[] hex;
    private ObjectId[] oids;
    private org.bson.types.ObjectId[] bsonIds;
    private int next;

    /** Loads the real ids in both representations. */
    @Setup
    public void load() {
        hex = RealObjectIds.hex().toArray(String[]::new);
        oids = new ObjectId[hex.length];
        bsonIds = new org.bson.types.ObjectId[hex.length];
        for (int i = 0; i < hex.length; i++) {
            oids[i] = ObjectId.parse(hex[i]);
            bsonIds[i] = new org.bson.types.ObjectId(hex[i]);
        }
    }

    private int index() {
        int i = next;
        next = i + 1 == hex.length ? 0 : i + 1;
        return i;
    }

    /** @return the hex form of the next oid id */
    @Benchmark
    public String oid_toHexString() {
        return oids[index()].toHexString();
    }

    /** @return the hex form of the next org.bson id */
    @Benchmark
    public String bson_toHexString() {
        return bsonIds[index()].toHexString();
    }

    /** @return the next real id parsed by oid */
    @Benchmark
    public ObjectId oid_parse() {
        return ObjectId.parse(hex[index()]);
    }

    /** @return the next real id parsed by org.bson */
    @Benchmark
    public org.bson.types.ObjectId bson_parse() {
        return new org.bson.types.ObjectId(hex[index()]);
    }

    /** @return an id-sized object built from the raw characters of the next real id, nothing decoded */
    @Benchmark
    public Object floorReadChars() {
        String s = hex[index()];
        if (s.length() != ObjectId.HEX_LENGTH) {
            throw new IllegalArgumentException(s);
        }
        long a = 0;
        long b = 0;
        long c = 0;
        for (int i = 0; i < 8; i++) {
            a = a << 4 ^ s.charAt(i);
            b = b << 4 ^ s.charAt(i + 8);
            c = c << 4 ^ s.charAt(i + 16);
        }
        return new RawId((int) a, b << 32 ^ c);
    }

    /** Same shape as an oid ObjectId (an int and a long: 24 bytes with compressed class pointers). */
    private record RawId(int high, long low) {
    }

    /**
     * @return a 24-character string made from the next oid id with nothing encoded: the array of its 24 Latin-1
     *         characters allocated, two of them set, and a {@code String} made from it, the least any
     *         {@code toHexString} that builds a fresh {@code String} through the public API pays on this JVM
     */
    @Benchmark
    public String floorNewString() {
        ObjectId id = oids[index()];
        byte[] latin1 = new byte[ObjectId.HEX_LENGTH];
        latin1[0] = (byte) id.timestamp();
        latin1[ObjectId.HEX_LENGTH - 1] = (byte) id.hashCode();
        return new String(latin1, StandardCharsets.ISO_8859_1);
    }

    /** @return whether oid accepts the next real id */
    @Benchmark
    public boolean oid_isValid() {
        return ObjectId.isValid(hex[index()]);
    }

    /** @return whether org.bson accepts the next real id */
    @Benchmark
    public boolean bson_isValid() {
        return org.bson.types.ObjectId.isValid(hex[index()]);
    }
}
