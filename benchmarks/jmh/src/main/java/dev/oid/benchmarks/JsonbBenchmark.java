package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.jsonb.ObjectIdDeserializer;
import dev.oid.jsonb.ObjectIdSerializer;
import dev.oid.testsupport.RealObjectIds;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import java.util.Objects;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JSON-B (Yasson): a small REST payload {@code {id, n, name}} written to and read from a JSON string, with the id as
 * {@code dev.oid.ObjectId} through oid-jsonb's {@code ObjectIdSerializer} and {@code ObjectIdDeserializer}
 * ({@code oid_*}) and as a plain {@code String} (the floor, {@code string_*}), with one {@code Jsonb} instance. The
 * ids cycle through the real ids of oid-test-support's {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class JsonbBenchmark {

    /** The payload with an oid id, as JSON-B maps a bean: public no-argument constructor, public fields. */
    public static class OidItem {
        /** The id. */
        public ObjectId id;
        /** A name. */
        public String name;
        /** A number. */
        public int n;

        @Override
        public boolean equals(Object other) {
            return other instanceof OidItem item && Objects.equals(id, item.id) && Objects.equals(name, item.name)
                    && n == item.n;
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, name, n);
        }
    }

    /** The payload with a String id: the floor. */
    public static class StringItem {
        /** The id. */
        public String id;
        /** A name. */
        public String name;
        /** A number. */
        public int n;
    }

    private OidItem[] oidItems;
    private StringItem[] stringItems;
    private String[] oidJson;
    private String[] stringJson;
    private Jsonb jsonb;
    private int next;

    /**
     * Builds one {@code Jsonb} with the serializer and the deserializer, the payloads for every real id and their
     * JSON, and checks that both forms write the same JSON and that the oid form reads back.
     */
    @Setup
    public void setUp() {
        jsonb = JsonbBuilder.create(new JsonbConfig()
                .withSerializers(new ObjectIdSerializer())
                .withDeserializers(new ObjectIdDeserializer()));
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        int count = hex.length;
        oidItems = new OidItem[count];
        stringItems = new StringItem[count];
        oidJson = new String[count];
        stringJson = new String[count];
        for (int i = 0; i < count; i++) {
            oidItems[i] = new OidItem();
            oidItems[i].id = ObjectId.parse(hex[i]);
            oidItems[i].name = "widget";
            oidItems[i].n = i;
            stringItems[i] = new StringItem();
            stringItems[i].id = hex[i];
            stringItems[i].name = "widget";
            stringItems[i].n = i;
            oidJson[i] = jsonb.toJson(oidItems[i]);
            stringJson[i] = jsonb.toJson(stringItems[i]);
            if (!oidJson[i].equals(stringJson[i]) || !jsonb.fromJson(oidJson[i], OidItem.class).equals(oidItems[i])) {
                throw new IllegalStateException("Payloads differ: " + oidJson[i] + " / " + stringJson[i]);
            }
        }
    }

    /**
     * Closes the {@code Jsonb}.
     *
     * @throws Exception if closing fails
     */
    @TearDown
    public void tearDown() throws Exception {
        jsonb.close();
    }

    private int index() {
        int i = next;
        next = i + 1 == oidItems.length ? 0 : i + 1;
        return i;
    }

    /** @return the JSON of the next oid payload */
    @Benchmark
    public String oid_serialize() {
        return jsonb.toJson(oidItems[index()]);
    }

    /** @return the JSON of the next String-id payload */
    @Benchmark
    public String string_serialize() {
        return jsonb.toJson(stringItems[index()]);
    }

    /** @return the next oid payload read from JSON */
    @Benchmark
    public OidItem oid_deserialize() {
        return jsonb.fromJson(oidJson[index()], OidItem.class);
    }

    /** @return the next String-id payload read from JSON */
    @Benchmark
    public StringItem string_deserialize() {
        return jsonb.fromJson(stringJson[index()], StringItem.class);
    }
}
