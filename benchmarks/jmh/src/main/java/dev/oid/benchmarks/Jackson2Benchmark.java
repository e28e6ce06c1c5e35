package dev.oid.benchmarks;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.oid.ObjectId;
import dev.oid.jackson.ObjectIdModule;
import dev.oid.testsupport.RealObjectIds;
import java.io.IOException;
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
 * Jackson 2: a small REST payload {@code {id, name, n}} written to and read from a JSON string, with the id as
 * {@code dev.oid.ObjectId} through {@code ObjectIdModule} ({@code oid_*}), as a plain {@code String} (the
 * floor, {@code string_*}), and as {@code org.bson.types.ObjectId} with the hand-written
 * {@code ToStringSerializer} + string-constructor deserializer that users write today ({@code bson_*}).
 * The ids cycle through the real ids of oid-test-support's {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class Jackson2Benchmark {

    /** The payload with an oid id. */
    public record OidItem(ObjectId id, String name, int n) {}

    /** The payload with a String id: the floor. */
    public record StringItem(String id, String name, int n) {}

    /** The payload with the driver's id, serialized the way users do it by hand today. */
    public record BsonItem(@JsonSerialize(using = ToStringSerializer.class)
                           @JsonDeserialize(using = HandWrittenBsonIdDeserializer.class)
                           org.bson.types.ObjectId id, String name, int n) {}

    /** The usual hand-written counterpart of {@code ToStringSerializer} for the driver's id. */
    public static final class HandWrittenBsonIdDeserializer extends StdDeserializer<org.bson.types.ObjectId> {
        private static final long serialVersionUID = 1L;

        /** Creates the deserializer. */
        public HandWrittenBsonIdDeserializer() {
            super(org.bson.types.ObjectId.class);
        }

        @Override
        public org.bson.types.ObjectId deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return new org.bson.types.ObjectId(p.getValueAsString());
        }
    }

    private OidItem[] oidItems;
    private StringItem[] stringItems;
    private BsonItem[] bsonItems;
    private String[] oidJson;
    private String[] stringJson;
    private String[] bsonJson;
    private ObjectWriter oidWriter;
    private ObjectWriter stringWriter;
    private ObjectWriter bsonWriter;
    private ObjectReader oidReader;
    private ObjectReader stringReader;
    private ObjectReader bsonReader;
    private int next;

    /**
     * Builds one mapper with the module, the payloads for every real id and their JSON.
     *
     * @throws JsonProcessingException never, unless the module is broken
     */
    @Setup
    public void setUp() throws JsonProcessingException {
        JsonMapper mapper = JsonMapper.builder().addModule(new ObjectIdModule()).build();
        oidWriter = mapper.writerFor(OidItem.class);
        stringWriter = mapper.writerFor(StringItem.class);
        bsonWriter = mapper.writerFor(BsonItem.class);
        oidReader = mapper.readerFor(OidItem.class);
        stringReader = mapper.readerFor(StringItem.class);
        bsonReader = mapper.readerFor(BsonItem.class);
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        int count = hex.length;
        oidItems = new OidItem[count];
        stringItems = new StringItem[count];
        bsonItems = new BsonItem[count];
        oidJson = new String[count];
        stringJson = new String[count];
        bsonJson = new String[count];
        for (int i = 0; i < count; i++) {
            oidItems[i] = new OidItem(ObjectId.parse(hex[i]), "widget", i);
            stringItems[i] = new StringItem(hex[i], "widget", i);
            bsonItems[i] = new BsonItem(new org.bson.types.ObjectId(hex[i]), "widget", i);
            oidJson[i] = oidWriter.writeValueAsString(oidItems[i]);
            stringJson[i] = stringWriter.writeValueAsString(stringItems[i]);
            bsonJson[i] = bsonWriter.writeValueAsString(bsonItems[i]);
            if (!oidJson[i].equals(stringJson[i]) || !oidJson[i].equals(bsonJson[i])) {
                throw new IllegalStateException("Payloads differ: " + oidJson[i] + " / " + stringJson[i]
                        + " / " + bsonJson[i]);
            }
        }
    }

    private int index() {
        int i = next;
        next = i + 1 == oidItems.length ? 0 : i + 1;
        return i;
    }

    /** @return the JSON of the next oid payload */
    @Benchmark
    public String oid_serialize() throws JsonProcessingException {
        return oidWriter.writeValueAsString(oidItems[index()]);
    }

    /** @return the JSON of the next String-id payload */
    @Benchmark
    public String string_serialize() throws JsonProcessingException {
        return stringWriter.writeValueAsString(stringItems[index()]);
    }

    /** @return the JSON of the next driver-id payload */
    @Benchmark
    public String bson_serialize() throws JsonProcessingException {
        return bsonWriter.writeValueAsString(bsonItems[index()]);
    }

    /** @return the next oid payload read from JSON */
    @Benchmark
    public OidItem oid_deserialize() throws JsonProcessingException {
        return oidReader.readValue(oidJson[index()]);
    }

    /** @return the next String-id payload read from JSON */
    @Benchmark
    public StringItem string_deserialize() throws JsonProcessingException {
        return stringReader.readValue(stringJson[index()]);
    }

    /** @return the next driver-id payload read from JSON */
    @Benchmark
    public BsonItem bson_deserialize() throws JsonProcessingException {
        return bsonReader.readValue(bsonJson[index()]);
    }
}
