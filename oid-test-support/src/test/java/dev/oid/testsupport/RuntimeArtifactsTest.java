package dev.oid.testsupport;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuntimeArtifactsTest {

    private static final String HEADER = "\nThe following files have been resolved:\n";
    private static final String FRAMEWORK = "   io.quarkus:quarkus-arc:jar:3.33.2:compile -- module io.quarkus.arc\n";

    @TempDir
    Path dir;

    @Test
    void acceptsExactlyTheNamedOidArtifacts() throws IOException {
        Path without = list("without.txt", FRAMEWORK);
        Path with = list("with.txt", FRAMEWORK + "   dev.oid:oid-core:jar:0.1.0:compile\n"
                + "   dev.oid:oid-quarkus:jar:0.1.0:compile\n");

        assertThatCode(() -> RuntimeArtifacts.assertAddsOnly(with, without, "io.quarkus:quarkus-arc:jar:",
                Set.of("oid-core", "oid-quarkus"))).doesNotThrowAnyException();
        assertThatThrownBy(() -> RuntimeArtifacts.assertAddsOnly(with, without, "io.quarkus:quarkus-arc:jar:",
                Set.of("oid-core", "oid-quarkus", "oid-jpa")))
                .hasMessage("oid artifacts added: [oid-core, oid-quarkus], expected exactly [oid-core, oid-jpa,"
                        + " oid-quarkus]");
    }

    @Test
    void refusesAnAddedOrChangedThirdPartyArtifact() throws IOException {
        Path without = list("without.txt", FRAMEWORK);
        Path added = list("added.txt", FRAMEWORK + "   org.mongodb:bson:jar:5.6.4:compile\n");
        Path changed = list("changed.txt", FRAMEWORK.replace("3.33.2", "3.33.1"));

        assertThatThrownBy(() -> RuntimeArtifacts.assertAddsOnly(added, without, "io.quarkus:quarkus-arc:jar:",
                Set.of())).hasMessageStartingWith("a third-party artifact added: org.mongodb:bson:jar:5.6.4");
        assertThatThrownBy(() -> RuntimeArtifacts.assertAddsOnly(changed, without, "io.quarkus:quarkus-arc:jar:",
                Set.of())).hasMessage("third-party artifacts removed or at another version:"
                        + " [io.quarkus:quarkus-arc:jar:3.33.2]");
        assertThatThrownBy(() -> RuntimeArtifacts.assertAddsOnly(without, without, "io.quarkus:quarkus-rest:jar:",
                Set.of())).hasMessageEndingWith("lists no io.quarkus:quarkus-rest:jar:*: not the application's"
                        + " artifacts");
    }

    @Test
    void readsTheTwinListsOfTheModuleItRunsIn() {
        // This module has no twin (no without-oid/pom.xml), so oid-parent's profile wrote no lists here.
        assertThatThrownBy(() -> RuntimeArtifacts.assertTwinAddsOnly("io.quarkus:quarkus-arc:jar:", Set.of()))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessage("the build writes " + Path.of("target", "runtime-artifacts", "with-oid.txt")
                        + " before the tests run");
    }

    private Path list(String name, String artifacts) throws IOException {
        return Files.writeString(dir.resolve(name), HEADER + "\n" + artifacts);
    }
}
