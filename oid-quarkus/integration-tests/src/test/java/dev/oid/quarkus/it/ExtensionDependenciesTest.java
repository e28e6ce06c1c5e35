package dev.oid.quarkus.it;

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
 * oid-quarkus is one dependency that adds no third-party jar and changes no third-party version: the runtime
 * artifacts of this application against those of the same application without it ({@code without-oid/pom.xml}),
 * both listed by Maven during the build into {@code target/runtime-artifacts}. (Quarkus adds the conditional
 * {@code oid-quarkus-hibernate-orm} when it builds an application that has Hibernate ORM; Maven does not list it.)
 */
class ExtensionDependenciesTest {

    /** The artifacts oid-quarkus brings: itself, oid-core and the adapters it wires. */
    private static final Set<String> OID_ARTIFACTS = Set.of("oid-quarkus", "oid-core", "oid-bson-codec",
            "oid-jackson", "oid-jpa", "oid-validation");

    /** A resolved artifact as the dependency plugin lists it: group:artifact:type[:classifier]:version:scope. */
    private static final Pattern ARTIFACT = Pattern.compile("[\\w.\\-]+:[\\w.\\-]+:[\\w.\\-]+(:[\\w.\\-]+)+");

    @Test
    void addsOnlyOidArtifactsAndChangesNoThirdPartyVersion() {
        Set<String> with = artifacts("with-oid.txt");
        Set<String> without = artifacts("without-oid.txt");
        Set<String> added = new TreeSet<>(with);
        added.removeAll(without);
        Set<String> removedOrChanged = new TreeSet<>(without);
        removedOrChanged.removeAll(with);

        assertThat(without).as("the application's own runtime artifacts")
                .anyMatch(artifact -> artifact.startsWith("io.quarkus:quarkus-rest-jackson:jar:"));
        assertThat(removedOrChanged).as("third-party artifacts oid-quarkus removed or changed the version of")
                .isEmpty();
        assertThat(added).as("artifacts oid-quarkus added")
                .allSatisfy(artifact -> assertThat(artifact).startsWith("dev.oid:"))
                .extracting(artifact -> artifact.split(":")[1])
                .containsExactlyInAnyOrderElementsOf(OID_ARTIFACTS);
    }

    /** The listed artifacts without their scope, e.g. {@code io.quarkus:quarkus-arc:jar:3.33.2}. */
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
