package dev.oid.spring.r2dbcapp;

import dev.oid.spring.relationalapp.JdbcAndR2dbcApplication;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.SqlTestDatabase;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The Spring Data R2DBC scenario in {@link JdbcAndR2dbcApplication}, which has Spring Data JDBC repositories as well
 * (two relational mapping contexts): every R2DBC save, minted id, update guard and query works as in the R2DBC-only
 * application. Its twin {@code JdbcScenarioBesideR2dbcTest} runs the JDBC scenario in the same application.
 */
@SpringBootTest(classes = JdbcAndR2dbcApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = {"spring.main.web-application-type=none", "spring.autoconfigure.exclude=",
                // Spring Data JDBC 4.0's AOT repositories ask for the one RelationalMappingContext (Spring AOT run).
                "spring.aot.jdbc.repositories.enabled=false"})
class R2dbcScenarioBesideJdbcTest extends R2dbcScenarioTest {

    /**
     * The JDBC {@code DataSource} of the application, on the database of its {@code ConnectionFactory} (on H2, the
     * R2DBC scenario's in-memory database).
     */
    @DynamicPropertySource
    static void jdbc(DynamicPropertyRegistry registry) {
        ScenarioDatabase.register(registry, SqlTestDatabase.H2.url("oid-spring-r2dbc"));
    }

    @Override
    AtomicReference<Instant> clock() {
        return JdbcAndR2dbcApplication.CLOCK;
    }

    @Override
    Instant start() {
        return JdbcAndR2dbcApplication.START;
    }
}
