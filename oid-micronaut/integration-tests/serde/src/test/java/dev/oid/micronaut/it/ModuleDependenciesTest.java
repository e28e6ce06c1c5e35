package dev.oid.micronaut.it;

import dev.oid.testsupport.RuntimeArtifacts;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * oid-micronaut is one dependency that adds no third-party jar and changes no third-party version: the runtime
 * artifacts of this application against those of the same application without it ({@code without-oid/pom.xml}),
 * both listed by Maven during the build into {@code target/runtime-artifacts}.
 */
class ModuleDependenciesTest {

    @Test
    void addsOnlyOidArtifactsAndChangesNoThirdPartyVersion() {
        RuntimeArtifacts.assertTwinAddsOnly("io.micronaut:micronaut-http-server-netty:jar:",
                Set.of("oid-micronaut", "oid-core", "oid-bson-codec", "oid-jackson", "oid-jpa", "oid-validation",
                        "oid-lease-jdbc"));
    }
}
