package dev.oid.benchmarks;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import dev.oid.ObjectId;
import dev.oid.gson.ObjectIdTypeAdapterFactory;
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
 * Gson: a small REST payload {@code {id, name, n}} written to and read from a JSON string, with the id as
 * {@code dev.oid.ObjectId} through oid-gson's {@code ObjectIdTypeAdapterFactory} ({@code oid_*}) and as a plain
 * {@code String} (the floor, {@code string_*}), through the {@code TypeAdapter} Gson builds for each record. The ids
 * cycle through the real ids of oid-test-support's {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GsonBenchmark {

    /** The payload with an oid id. */
    public record OidItem(ObjectId id, String name, int n) {}

    /** The payload with a String id: the floor. */
    public record StringItem(String id, String name, int n) {}

    private OidItem[] oidItems;
    private StringItem[] stringItems;
    private String[] oidJson;
    private String[] stringJson;
    private TypeAdapter<OidItem> oidAdapter;
    private TypeAdapter<StringItem> stringAdapter;
    private int next;

    /**
     * Builds one Gson with the factory, the payloads for every real id and their JSON, and checks that both forms
     * write the same JSON and read it back.
     *
     * @throws IOException never, unless the adapter is broken
     */
    @Setup
    public void setUp() throws IOException {
        Gson gson = new GsonBuilder().registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE).create();
        oidAdapter = gson.getAdapter(OidItem.class);
        stringAdapter = gson.getAdapter(StringItem.class);
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        int count = hex.length;
        oidItems = new OidItem[count];
        stringItems = new StringItem[count];
        oidJson = new String[count];
        stringJson = new String[count];
        for (int i = 0; i < count; i++) {
            oidItems[i] = new OidItem(ObjectId.parse(hex[i]), "widget", i);
            stringItems[i] = new StringItem(hex[i], "widget", i);
            oidJson[i] = oidAdapter.toJson(oidItems[i]);
            stringJson[i] = stringAdapter.toJson(stringItems[i]);
            if (!oidJson[i].equals(stringJson[i]) || !oidAdapter.fromJson(oidJson[i]).equals(oidItems[i])) {
                throw new IllegalStateException("Payloads differ: " + oidJson[i] + " / " + stringJson[i]);
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
    public String oid_serialize() {
        return oidAdapter.toJson(oidItems[index()]);
    }

    /** @return the JSON of the next String-id payload */
    @Benchmark
    public String string_serialize() {
        return stringAdapter.toJson(stringItems[index()]);
    }

    /** @return the next oid payload read from JSON */
    @Benchmark
    public OidItem oid_deserialize() throws IOException {
        return oidAdapter.fromJson(oidJson[index()]);
    }

    /** @return the next String-id payload read from JSON */
    @Benchmark
    public StringItem string_deserialize() throws IOException {
        return stringAdapter.fromJson(stringJson[index()]);
    }
}
