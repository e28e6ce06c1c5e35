package dev.oid.spring.dependencies;

import dev.oid.testsupport.RuntimeArtifacts;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The starter is one dependency that adds no third-party jar and changes no third-party version: the runtime
 * artifacts of this Spring Boot application (its Boot starters and {@code oid-spring-boot-starter}) against those of
 * the same application without the starter ({@code without-oid/pom.xml} beside this module's pom), both resolved by
 * Maven during the build into {@code target/runtime-artifacts}.
 */
class StarterDependenciesTest {

    @Test
    void addsOnlyOidArtifactsAndChangesNoThirdPartyVersion() {
        RuntimeArtifacts.assertTwinAddsOnly("org.springframework.boot:spring-boot:jar:",
                // the starter itself, oid-core, every adapter and oid-lease-jdbc
                Set.of("oid-spring-boot-starter", "oid-core", "oid-bson-codec", "oid-jackson", "oid-jackson3",
                        "oid-jpa", "oid-validation", "oid-graphql", "oid-sql", "oid-lease-jdbc"));
    }
}
