package dev.oid.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Checks that a framework integration is one dependency that adds no third-party jar and changes no third-party
 * version: the runtime artifacts of an application that declares it against those of the same application
 * without it, both as Maven's dependency plugin lists them ({@code dependency:list -DincludeScope=runtime
 * -DoutputFile=...}) during the build. oid-parent's profile {@code application-twin}, active in every module with a
 * {@code without-oid/pom.xml} twin beside its pom, writes both lists into {@code target/runtime-artifacts}.
 *
 * <pre>{@code
 * RuntimeArtifacts.assertTwinAddsOnly("io.quarkus:quarkus-rest-jackson:jar:", Set.of("oid-quarkus", "oid-core"));
 * }</pre>
 */
public final class RuntimeArtifacts {

    /** A resolved artifact as the dependency plugin lists it: group:artifact:type[:classifier]:version:scope. */
    private static final Pattern ARTIFACT = Pattern.compile("[\\w.\\-]+:[\\w.\\-]+:[\\w.\\-]+(:[\\w.\\-]+)+");

    private RuntimeArtifacts() {
    }

    /**
     * Returns the artifacts of a list written by the dependency plugin, without their scope, for example
     * {@code io.quarkus:quarkus-arc:jar:3.33.2}.
     *
     * @param list the file the plugin wrote
     * @return the artifacts, sorted
     * @throws UncheckedIOException if the file cannot be read (the build writes it before the tests run)
     */
    public static Set<String> read(Path list) {
        try {
            Set<String> artifacts = new TreeSet<>();
            for (String line : Files.readAllLines(list)) {
                String token = line.strip().split("\\s+")[0];
                if (ARTIFACT.matcher(token).matches()) {
                    artifacts.add(token.substring(0, token.lastIndexOf(':')));
                }
            }
            return artifacts;
        } catch (IOException e) {
            throw new UncheckedIOException("the build writes " + list + " before the tests run", e);
        }
    }

    /**
     * Asserts that this module's application adds only {@code oidArtifactIds} to its twin without oid
     * ({@code without-oid/pom.xml}), from the lists that oid-parent's profile {@code application-twin} writes into
     * {@code target/runtime-artifacts} ({@code with-oid.txt} and {@code without-oid.txt}) before the tests run.
     *
     * @param presentInBoth the start of an artifact the application has of its own, as for
     *     {@link #assertAddsOnly(Path, Path, String, Set)}
     * @param oidArtifactIds the artifact ids the integration must bring: itself and the oid modules it wires
     * @throws AssertionError naming what differs
     * @throws UncheckedIOException if a list is missing (the module has no twin, or the build did not run)
     */
    public static void assertTwinAddsOnly(String presentInBoth, Set<String> oidArtifactIds) {
        Path lists = Path.of("target", "runtime-artifacts");
        assertAddsOnly(lists.resolve("with-oid.txt"), lists.resolve("without-oid.txt"), presentInBoth, oidArtifactIds);
    }

    /**
     * Asserts that the application {@code with} the integration has exactly the runtime artifacts of the one
     * {@code without} it plus the artifacts {@code dev.oid:<id>} of {@code oidArtifactIds}, at no other version.
     *
     * @param with the list of the application with the integration
     * @param without the list of the same application without it
     * @param presentInBoth the start of an artifact the application has of its own (its framework, e.g.
     *     {@code "org.springframework.boot:spring-boot:jar:"}), proving that the lists are of the application
     * @param oidArtifactIds the artifact ids the integration must bring: itself and the oid modules it wires
     * @throws AssertionError naming what differs
     */
    public static void assertAddsOnly(Path with, Path without, String presentInBoth, Set<String> oidArtifactIds) {
        Set<String> withArtifacts = read(with);
        Set<String> withoutArtifacts = read(without);
        if (withoutArtifacts.stream().noneMatch(artifact -> artifact.startsWith(presentInBoth))) {
            throw new AssertionError(without + " lists no " + presentInBoth + "*: not the application's artifacts");
        }
        Set<String> added = new TreeSet<>(withArtifacts);
        added.removeAll(withoutArtifacts);
        Set<String> removedOrChanged = new TreeSet<>(withoutArtifacts);
        removedOrChanged.removeAll(withArtifacts);
        if (!removedOrChanged.isEmpty()) {
            throw new AssertionError("third-party artifacts removed or at another version: " + removedOrChanged);
        }
        Set<String> addedIds = new TreeSet<>();
        for (String artifact : added) {
            if (!artifact.startsWith("dev.oid:")) {
                throw new AssertionError("a third-party artifact added: " + artifact + " (all added: " + added + ")");
            }
            addedIds.add(artifact.split(":")[1]);
        }
        if (!addedIds.equals(new TreeSet<>(oidArtifactIds))) {
            throw new AssertionError("oid artifacts added: " + addedIds + ", expected exactly "
                    + new TreeSet<>(oidArtifactIds));
        }
    }
}
