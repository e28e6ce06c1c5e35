package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
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
 * Encoding and decoding the small document {@code {_id: id, name: "x", n: 1}} to and from BSON bytes, cycling
 * through the real ids of oid-test-support's {@link RealObjectIds}: {@code dev.oid.bson.ObjectIdCodec} with
 * {@code dev.oid.ObjectId} ({@code oid_*}) against the driver's {@code org.bson.codecs.ObjectIdCodec} with
 * {@code org.bson.types.ObjectId} ({@code bson_*}). The document frame is written and read by hand around the
 * id codec, so the only difference between a pair is the id codec; the output buffer is reused.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class BsonCodecBenchmark {

    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private final Codec<ObjectId> oidCodec = new dev.oid.bson.ObjectIdCodec();
    private final Codec<org.bson.types.ObjectId> bsonCodec = new org.bson.codecs.ObjectIdCodec();
    private final BasicOutputBuffer output = new BasicOutputBuffer(64);

    private ObjectId[] oids;
    private org.bson.types.ObjectId[] bsonIds;
    /** The document of each real id, encoded once by the driver (the bytes are the same for both codecs). */
    private byte[][] documents;
    private int next;

    /** Loads the real ids in both representations and pre-encodes their documents. */
    @Setup
    public void load() {
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        oids = new ObjectId[hex.length];
        bsonIds = new org.bson.types.ObjectId[hex.length];
        documents = new byte[hex.length][];
        for (int i = 0; i < hex.length; i++) {
            oids[i] = ObjectId.parse(hex[i]);
            bsonIds[i] = new org.bson.types.ObjectId(hex[i]);
            encodeWithDriver(bsonIds[i]);
            documents[i] = output.toByteArray();
        }
    }

    private int index() {
        int i = next;
        next = i + 1 == oids.length ? 0 : i + 1;
        return i;
    }

    private static <T> void writeDocument(BsonBinaryWriter writer, Codec<T> codec, T id) {
        writer.writeStartDocument();
        writer.writeName("_id");
        codec.encode(writer, id, ENCODE);
        writer.writeString("name", "x");
        writer.writeInt32("n", 1);
        writer.writeEndDocument();
    }

    private static <T> T readDocument(BsonBinaryReader reader, Codec<T> codec) {
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        T id = codec.decode(reader, DECODE);
        reader.readString("name");
        reader.readInt32("n");
        reader.readEndDocument();
        return id;
    }

    private int encodeWithDriver(org.bson.types.ObjectId id) {
        output.truncateToPosition(0);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writeDocument(writer, bsonCodec, id);
        }
        return output.getPosition();
    }

    /** @return the size of the document written with oid's codec (41 bytes) */
    @Benchmark
    public int oid_encode() {
        output.truncateToPosition(0);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writeDocument(writer, oidCodec, oids[index()]);
        }
        return output.getPosition();
    }

    /** @return the size of the document written with the driver's codec */
    @Benchmark
    public int bson_encode() {
        return encodeWithDriver(bsonIds[index()]);
    }

    /** @return the id read with oid's codec */
    @Benchmark
    public ObjectId oid_decode() {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(documents[index()]))) {
            return readDocument(reader, oidCodec);
        }
    }

    /** @return the id read with the driver's codec */
    @Benchmark
    public org.bson.types.ObjectId bson_decode() {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(documents[index()]))) {
            return readDocument(reader, bsonCodec);
        }
    }
}
