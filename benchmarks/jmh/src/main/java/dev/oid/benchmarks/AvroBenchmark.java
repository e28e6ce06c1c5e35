package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.avro.ObjectIdConversion;
import dev.oid.testsupport.RealObjectIds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
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
 * Avro: a generic record {@code {id, name, n}} written to and read from Avro's binary encoding, with the id as
 * {@code dev.oid.ObjectId} on a {@code fixed(12)} with oid-avro's logical type {@code object-id} and
 * {@code ObjectIdConversion} ({@code oid_*}, 12 bytes on the wire) and as a plain Java {@code String} on an Avro
 * {@code string} (the floor, {@code string_*}, 25 bytes on the wire). Encoders, decoders and the output buffer are
 * reused, as a serializer in a pipeline does. The ids cycle through the real ids of oid-test-support's
 * {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class AvroBenchmark {

    private static final Schema OID_SCHEMA = new Schema.Parser().parse("{\"type\":\"record\",\"name\":\"OidItem\","
            + "\"fields\":[{\"name\":\"id\",\"type\":{\"type\":\"fixed\",\"name\":\"ObjectId\",\"size\":12,"
            + "\"logicalType\":\"object-id\"}},{\"name\":\"name\",\"type\":{\"type\":\"string\","
            + "\"avro.java.string\":\"String\"}},{\"name\":\"n\",\"type\":\"int\"}]}");

    private static final Schema STRING_SCHEMA = new Schema.Parser().parse("{\"type\":\"record\",\"name\":\"StringItem\","
            + "\"fields\":[{\"name\":\"id\",\"type\":{\"type\":\"string\",\"avro.java.string\":\"String\"}},"
            + "{\"name\":\"name\",\"type\":{\"type\":\"string\",\"avro.java.string\":\"String\"}},"
            + "{\"name\":\"n\",\"type\":\"int\"}]}");

    private GenericRecord[] oidItems;
    private GenericRecord[] stringItems;
    private byte[][] oidBytes;
    private byte[][] stringBytes;
    private GenericDatumWriter<GenericRecord> oidWriter;
    private GenericDatumWriter<GenericRecord> stringWriter;
    private GenericDatumReader<GenericRecord> oidReader;
    private GenericDatumReader<GenericRecord> stringReader;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(64);
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;
    private int next;

    /**
     * Builds the writers and readers (the oid ones with the conversion), the records for every real id and their
     * bytes, and checks that the oid records read back equal.
     *
     * @throws IOException never, unless the conversion is broken
     */
    @Setup
    public void setUp() throws IOException {
        GenericData oidModel = new GenericData();
        oidModel.addLogicalTypeConversion(new ObjectIdConversion());
        GenericData plainModel = new GenericData();
        oidWriter = new GenericDatumWriter<>(OID_SCHEMA, oidModel);
        stringWriter = new GenericDatumWriter<>(STRING_SCHEMA, plainModel);
        oidReader = new GenericDatumReader<>(OID_SCHEMA, OID_SCHEMA, oidModel);
        stringReader = new GenericDatumReader<>(STRING_SCHEMA, STRING_SCHEMA, plainModel);
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        int count = hex.length;
        oidItems = new GenericRecord[count];
        stringItems = new GenericRecord[count];
        oidBytes = new byte[count][];
        stringBytes = new byte[count][];
        for (int i = 0; i < count; i++) {
            oidItems[i] = new GenericData.Record(OID_SCHEMA);
            oidItems[i].put("id", ObjectId.parse(hex[i]));
            oidItems[i].put("name", "widget");
            oidItems[i].put("n", i);
            stringItems[i] = new GenericData.Record(STRING_SCHEMA);
            stringItems[i].put("id", hex[i]);
            stringItems[i].put("name", "widget");
            stringItems[i].put("n", i);
            oidBytes[i] = write(oidWriter, oidItems[i]);
            stringBytes[i] = write(stringWriter, stringItems[i]);
            GenericRecord back = read(oidReader, oidBytes[i]);
            if (!back.get("id").equals(oidItems[i].get("id")) || oidBytes[i].length + 13 != stringBytes[i].length) {
                throw new IllegalStateException("Records differ: " + back + " / " + oidItems[i]);
            }
        }
    }

    private byte[] write(GenericDatumWriter<GenericRecord> writer, GenericRecord record) throws IOException {
        out.reset();
        encoder = EncoderFactory.get().binaryEncoder(out, encoder);
        writer.write(record, encoder);
        encoder.flush();
        return out.toByteArray();
    }

    private GenericRecord read(GenericDatumReader<GenericRecord> reader, byte[] bytes) throws IOException {
        decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
        return reader.read(null, decoder);
    }

    private int index() {
        int i = next;
        next = i + 1 == oidItems.length ? 0 : i + 1;
        return i;
    }

    /** @return the bytes of the next oid record */
    @Benchmark
    public byte[] oid_serialize() throws IOException {
        return write(oidWriter, oidItems[index()]);
    }

    /** @return the bytes of the next String-id record */
    @Benchmark
    public byte[] string_serialize() throws IOException {
        return write(stringWriter, stringItems[index()]);
    }

    /** @return the next oid record read from its bytes */
    @Benchmark
    public GenericRecord oid_deserialize() throws IOException {
        return read(oidReader, oidBytes[index()]);
    }

    /** @return the next String-id record read from its bytes */
    @Benchmark
    public GenericRecord string_deserialize() throws IOException {
        return read(stringReader, stringBytes[index()]);
    }
}
