package dev.oid.spring.dependencies;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The starter is one dependency that adds no third-party jar and changes no third-party version: the runtime
 * artifacts of this Spring Boot application (its Boot starters and {@code oid-spring-boot-starter}) against those of
 * the same application without the starter ({@code without-oid/pom.xml} beside this module's pom), both resolved by
 * Maven during the build into {@code target/runtime-artifacts}.
 */
class StarterDependenciesTest {

    /** The artifacts the starter brings: itself, oid-core, every adapter and oid-lease-jdbc. */
    private static final Set<String> OID_ARTIFACTS = Set.of("oid-spring-boot-starter", "oid-core", "oid-bson-codec",
            "oid-jackson", "oid-jackson3", "oid-jpa", "oid-validation", "oid-lease-jdbc");

    /** A resolved artifact as the dependency plugin lists it: group:artifact:type[:classifier]:version:scope. */
    private static final Pattern ARTIFACT = Pattern.compile("[\\w.\\-]+:[\\w.\\-]+:[\\w.\\-]+(:[\\w.\\-]+)+");

    @Test
    void addsOnlyOidArtifactsAndChangesNoThirdPartyVersion() {
        Set<String> with = artifacts("with-starter.txt");
        Set<String> without = artifacts("without-starter.txt");
        Set<String> added = new TreeSet<>(with);
        added.removeAll(without);
        Set<String> removedOrChanged = new TreeSet<>(without);
        removedOrChanged.removeAll(with);
        System.out.printf("runtime artifacts: %d without the starter, %d with it; added:%n  %s%n", without.size(),
                with.size(), String.join("\n  ", added));

        assertThat(without).as("the application's own runtime artifacts")
                .anyMatch(artifact -> artifact.startsWith("org.springframework.boot:spring-boot:jar:"));
        assertThat(removedOrChanged).as("third-party artifacts the starter removed or changed the version of")
                .isEmpty();
        assertThat(added).as("artifacts the starter added")
                .allSatisfy(artifact -> assertThat(artifact).startsWith("dev.oid:"))
                .extracting(artifact -> artifact.split(":")[1])
                .containsExactlyInAnyOrderElementsOf(OID_ARTIFACTS);
    }

    /** The listed artifacts without their scope, e.g. {@code org.springframework:spring-core:jar:6.2.15}. */
    private static Set<String> artifacts(String file) {
        Path path = Path.of("target", "runtime-artifacts", file);
        try {
            Set<String> artifacts = new TreeSet<>();
            for (String line : Files.readAllLines(path)) {
                String token = line.strip().split("\\s+")[0];
                if (ARTIFACT.matcher(token).matches()) {
                    artifacts.add(token.substring(0, token.lastIndexOf(':')));
                }
            }
            return artifacts;
        } catch (IOException e) {
            throw new UncheckedIOException("the build writes " + path + " before the tests run", e);
        }
    }
}
