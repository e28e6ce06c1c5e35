package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleDescriptor.Exports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The compiled module descriptor of {@code dev.oid}: the API package for everyone, the internals only for oid's own
 * adapter modules. Read from the class file, so it holds however the tests are run (class path or module path).
 */
class ModuleDescriptorTest {

    @Test
    void exportsTheApiToEveryoneAndTheInternalsOnlyToOidsAdapters() throws IOException {
        ModuleDescriptor descriptor;
        try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
            descriptor = ModuleDescriptor.read(in);
        }
        Map<String, Set<String>> exports = descriptor.exports().stream()
                .collect(Collectors.toMap(Exports::source, Exports::targets));

        assertThat(descriptor.name()).isEqualTo("dev.oid");
        assertThat(exports).containsOnlyKeys("dev.oid", "dev.oid.internal");
        assertThat(exports.get("dev.oid")).as("unqualified").isEmpty();
        assertThat(exports.get("dev.oid.internal")).containsExactlyInAnyOrder(
                "dev.oid.bson", "dev.oid.graphql", "dev.oid.gson", "dev.oid.jackson", "dev.oid.jackson3", "dev.oid.jsonb",
                "dev.oid.kotlinx", "dev.oid.micronaut");
        assertThat(descriptor.packages()).contains("dev.oid", "dev.oid.internal");
    }
}
