package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.testsupport.UsesDatabase;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Testcontainers;

import dev.oid.it.ServerTargets.Source;

/**
 * Checks the Testcontainers path of {@link ServerTargets}: runs only where a Docker engine is available and is
 * skipped (not failed) everywhere else. The containers are the shared ones of the run, not started again here.
 */
@Testcontainers(disabledWithoutDocker = true)
@UsesDatabase
class TestcontainersTargetsTest {

    @Test
    void mongodbFromTestcontainersIsThePinnedMongo80ReplicaSet() {
        assumeTrue(System.getenv(ServerTargets.MONGODB_URI) == null, "OID_IT_MONGODB_URI names another server");
        MongoTarget mongo = MongoTarget.get();

        assertThat(mongo.source()).isEqualTo(Source.TESTCONTAINERS);
        assertThat(mongo.version()).startsWith("8.0.");
        assertThat(mongo.isRealMongod()).isTrue();
    }

    @Test
    void sqlFromTestcontainersIsThePinnedPostgresql() {
        assumeTrue(System.getenv(ServerTargets.JDBC_URL) == null, "OID_IT_JDBC_URL names another database");
        SqlTarget sql = SqlTarget.get();

        assertThat(sql.source()).isEqualTo(Source.TESTCONTAINERS);
        assertThat(sql.product()).isEqualTo("PostgreSQL");
        assertThat(sql.version()).startsWith("17.6");
    }
}
