package dev.oid.quarkus.it;

import dev.oid.testsupport.RuntimeArtifacts;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * oid-quarkus is one dependency that adds no third-party jar and changes no third-party version: the runtime
 * artifacts of this application against those of the same application without it ({@code without-oid/pom.xml}),
 * both listed by Maven during the build into {@code target/runtime-artifacts}. (Quarkus adds the conditional
 * {@code oid-quarkus-hibernate-orm} when it builds an application that has Hibernate ORM; Maven does not list it.)
 */
class ExtensionDependenciesTest {

    @Test
    void addsOnlyOidArtifactsAndChangesNoThirdPartyVersion() {
        RuntimeArtifacts.assertTwinAddsOnly("io.quarkus:quarkus-rest-jackson:jar:",
                Set.of("oid-quarkus", "oid-core", "oid-bson-codec", "oid-jackson", "oid-jpa", "oid-validation",
                        "oid-lease-jdbc"));
    }
}
