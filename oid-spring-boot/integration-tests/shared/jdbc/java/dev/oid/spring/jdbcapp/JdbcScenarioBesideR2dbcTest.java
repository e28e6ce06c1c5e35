package dev.oid.spring.jdbcapp;

import dev.oid.spring.relationalapp.JdbcAndR2dbcApplication;
import dev.oid.testsupport.SqlTestDatabase;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The Spring Data JDBC scenario in {@link JdbcAndR2dbcApplication}, which has Spring Data R2DBC repositories as well
 * (two relational mapping contexts): every JDBC save, minted id, update guard and query works as in the JDBC-only
 * application. Its twin {@code R2dbcScenarioBesideJdbcTest} runs the R2DBC scenario in the same application.
 */
@SpringBootTest(classes = JdbcAndR2dbcApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = {"spring.main.web-application-type=none", "spring.autoconfigure.exclude=",
                // Spring Data JDBC 4.0's AOT repositories ask for the one RelationalMappingContext (Spring AOT run).
                "spring.aot.jdbc.repositories.enabled=false"})
class JdbcScenarioBesideR2dbcTest extends JdbcScenarioTest {

    /**
     * The R2DBC {@code ConnectionFactory} of the application, on the database of its {@code DataSource} (on H2, the
     * JDBC scenario's in-memory database).
     */
    @DynamicPropertySource
    static void r2dbc(DynamicPropertyRegistry registry) {
        SqlTestDatabase database = SqlTestDatabase.current();
        registry.add("spring.r2dbc.url", () -> database == SqlTestDatabase.H2
                ? "r2dbc:h2:mem:///oid-spring-jdbc?options=DB_CLOSE_DELAY=-1;CASE_INSENSITIVE_IDENTIFIERS=TRUE"
                : database.r2dbcUrl("unused"));
        registry.add("spring.r2dbc.username", database::user);
        registry.add("spring.r2dbc.password", database::password);
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
