package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.testsupport.UsesDatabase;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import dev.oid.it.ServerTargets.Source;

@UsesDatabase
class ServerTargetsTest {

    private static final String URI = ServerTargets.MONGODB_URI;

    @Test
    void environmentVariableWinsWithoutAskingDocker() {
        AtomicInteger dockerProbes = new AtomicInteger();
        Source source = ServerTargets.choose(Map.of(URI, "mongodb://db:27017"), URI,
                () -> dockerProbes.incrementAndGet() > 0, "MongoDB server");

        assertThat(source).isEqualTo(Source.ENVIRONMENT);
        assertThat(dockerProbes).hasValue(0);
    }

    @Test
    void testcontainersWhenNoVariableAndDockerIsAvailable() {
        assertThat(ServerTargets.choose(Map.of(), URI, () -> true, "MongoDB server"))
                .isEqualTo(Source.TESTCONTAINERS);
    }

    @Test
    void inProcessWhenNoVariableAndNoDocker() {
        assertThat(ServerTargets.choose(Map.of(), URI, () -> false, "MongoDB server")).isEqualTo(Source.IN_PROCESS);
    }

    @Test
    void blankVariableCountsAsUnset() {
        assertThat(ServerTargets.choose(Map.of(URI, "  "), URI, () -> false, "MongoDB server"))
                .isEqualTo(Source.IN_PROCESS);
    }

    @Test
    void requireRealRefusesTheInProcessFallbackAndSaysWhatToSet() {
        Map<String, String> env = Map.of(ServerTargets.REQUIRE_REAL, "true");

        assertThatIllegalStateException()
                .isThrownBy(() -> ServerTargets.choose(env, ServerTargets.JDBC_URL, () -> false, "SQL database"))
                .withMessage("OID_IT_REQUIRE_REAL=true but no real SQL database is available: OID_IT_JDBC_URL is"
                        + " not set and no Docker engine was found for Testcontainers. Set OID_IT_JDBC_URL (for"
                        + " example OID_IT_JDBC_URL=jdbc:postgresql://127.0.0.1:5432/test) or start Docker.");
    }

    @Test
    void requireRealStillAcceptsTestcontainers() {
        Map<String, String> env = Map.of(ServerTargets.REQUIRE_REAL, "TRUE");

        assertThat(ServerTargets.choose(env, URI, () -> true, "MongoDB server")).isEqualTo(Source.TESTCONTAINERS);
    }

    @Test
    void requireRealOtherThanTrueKeepsTheFallback() {
        Map<String, String> env = Map.of(ServerTargets.REQUIRE_REAL, "yes");

        assertThat(ServerTargets.choose(env, URI, () -> false, "MongoDB server")).isEqualTo(Source.IN_PROCESS);
    }

    @Test
    void passwordsAreHiddenWhenAConnectionStringIsLogged() {
        assertThat(MongoTarget.redact("mongodb://app:s3cret@db.example:27017/test?replicaSet=rs0"))
                .isEqualTo("mongodb://app:***@db.example:27017/test?replicaSet=rs0");
        assertThat(MongoTarget.redact("mongodb://127.0.0.1:27017")).isEqualTo("mongodb://127.0.0.1:27017");
    }

    @Test
    void sharedTargetsAreResolvedOnceAndReportTheirServerVersion() {
        MongoTarget mongo = MongoTarget.get();
        SqlTarget sql = SqlTarget.get();

        assertThat(MongoTarget.get()).isSameAs(mongo);
        assertThat(SqlTarget.get()).isSameAs(sql);
        assertThat(mongo.version()).matches("\\d+\\.\\d+.*");
        assertThat(sql.product()).isNotBlank();
        assertThat(sql.version()).isNotBlank();
        if (System.getenv(ServerTargets.JDBC_URL) == null && !ServerTargets.dockerAvailable()) {
            assertThat(sql.source()).isEqualTo(Source.IN_PROCESS);
            assertThat(sql.product()).isEqualTo("H2");
        }
    }
}
