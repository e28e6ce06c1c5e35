package dev.oid.benchmarks;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.util.concurrent.TimeUnit;
import kotlinx.serialization.KSerializer;
import kotlinx.serialization.json.Json;
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
 * kotlinx.serialization JSON: the Kotlin data class {@code {id, name, n}} written to and read from a JSON string,
 * with the id as {@code dev.oid.ObjectId} through oid-kotlinx-serialization's {@code ObjectIdSerializer}
 * ({@code oid_*}) and as a plain {@code String} (the floor, {@code string_*}); the data classes are in
 * {@code KotlinxPayloads.kt}. The ids cycle through the real ids of oid-test-support's {@link RealObjectIds}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class KotlinxJsonBenchmark {

    private final Json json = Json.Default;
    private final KSerializer<KotlinxOidPayload> oidSerializer = KotlinxOidPayload.Companion.serializer();
    private final KSerializer<KotlinxStringPayload> stringSerializer = KotlinxStringPayload.Companion.serializer();
    private KotlinxOidPayload[] oidItems;
    private KotlinxStringPayload[] stringItems;
    private String[] oidJson;
    private String[] stringJson;
    private int next;

    /** Builds the payloads for every real id and their JSON, which must be the same text for both. */
    @Setup
    public void setUp() {
        String[] hex = RealObjectIds.hex().toArray(String[]::new);
        int count = hex.length;
        oidItems = new KotlinxOidPayload[count];
        stringItems = new KotlinxStringPayload[count];
        oidJson = new String[count];
        stringJson = new String[count];
        for (int i = 0; i < count; i++) {
            oidItems[i] = new KotlinxOidPayload(ObjectId.parse(hex[i]), "widget", i);
            stringItems[i] = new KotlinxStringPayload(hex[i], "widget", i);
            oidJson[i] = json.encodeToString(oidSerializer, oidItems[i]);
            stringJson[i] = json.encodeToString(stringSerializer, stringItems[i]);
            if (!oidJson[i].equals(stringJson[i])) {
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
        return json.encodeToString(oidSerializer, oidItems[index()]);
    }

    /** @return the JSON of the next String-id payload */
    @Benchmark
    public String string_serialize() {
        return json.encodeToString(stringSerializer, stringItems[index()]);
    }

    /** @return the next oid payload read from JSON */
    @Benchmark
    public KotlinxOidPayload oid_deserialize() {
        return json.decodeFromString(oidSerializer, oidJson[index()]);
    }

    /** @return the next String-id payload read from JSON */
    @Benchmark
    public KotlinxStringPayload string_deserialize() {
        return json.decodeFromString(stringSerializer, stringJson[index()]);
    }
}
