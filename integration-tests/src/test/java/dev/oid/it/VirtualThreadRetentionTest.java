package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Parked virtual threads keep nothing of oid: the generator, the Jackson 2 and 3 serializers and the BSON
 * conversions keep no per-thread state, where a {@code ThreadLocal} costs every virtual thread that touches
 * it its own map and value (about 500 bytes each, 490 MB per million parked threads). Runs
 * {@link VirtualThreadRetentionProbe} in a child JVM of Java 21 or later ({@link Java21}); skipped when there is
 * none.
 */
class VirtualThreadRetentionTest {

    @Test
    void parkedVirtualThreadsKeepNoThreadLocalStateOfOid() throws Exception {
        Optional<Path> java = Java21.launcher();
        assumeTrue(java.isPresent(), Java21.MISSING);

        Map<String, Double> entriesPerThread = runProbe(java.get());

        assertThat(entriesPerThread).containsOnlyKeys("ObjectIdGenerator.generate", "jackson2.writeValueAsString",
                "jackson3.writeValueAsString", "ObjectIdConversions.toDriver", "ObjectIdConversions.fromDriver");
        // A ThreadLocal entry costs a virtual thread its map, the entry and the value: 200 to 500 bytes each.
        entriesPerThread.forEach((operation, entries) -> assertThat(entries)
                .as("ThreadLocal entries added per parked virtual thread by %s (all: %s)", operation, entriesPerThread)
                .isZero());
    }

    private static Map<String, Double> runProbe(Path java) throws IOException, InterruptedException {
        String output = Java21.runProbe(java, List.of("-Xmx1g", "-XX:+UseSerialGC",
                "--add-opens", "java.base/java.lang=ALL-UNNAMED"), VirtualThreadRetentionProbe.class, 5);
        Map<String, Double> result = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            String[] parts = line.trim().split(" ");
            if (parts.length == 3 && parts[2].matches("-?\\d+")) {
                result.put(parts[0], Double.parseDouble(parts[1]));
            }
        }
        System.out.println("Per parked virtual thread, ThreadLocal entries and bytes retained (" + java + "):\n"
                + output);
        return result;
    }
}
