package dev.oid.spring.sqlapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code oid.sql.functions.install=true} in a {@code @JdbcTest} slice (annotated in each Boot line's application,
 * with {@code @AutoConfigureTestDatabase(replace = NONE)}, so on the database of {@code OID_IT_JDBC_URL}): the
 * functions are there, as in the application. Not on H2, whose start fails (see {@link SqlFunctionsStartupTest}).
 */
@UsesDatabase
public abstract class SqlFunctionsSliceScenario {

    @Autowired
    JdbcTemplate jdbc;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ScenarioDatabase.register(registry, "jdbc:h2:mem:oid-sql-slice;DB_CLOSE_DELAY=-1");
        registry.add("oid.sql.functions.install", () -> SqlTestDatabase.current() != SqlTestDatabase.H2);
    }

    @Test
    void theSliceHasTheFunctions() {
        org.junit.jupiter.api.Assumptions.assumeTrue(SqlTestDatabase.current() != SqlTestDatabase.H2,
                "needs PostgreSQL or MariaDB (OID_IT_JDBC_URL)");
        Instant before = Instant.now().minusSeconds(1);

        String hex = jdbc.queryForObject("SELECT oid_to_hex(oid_generate())", String.class);

        assertThat(ObjectId.parse(hex).instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(jdbc.queryForObject("SELECT oid_to_hex(oid_from_hex('5A17B9D9AB102555B9C38874'))", String.class))
                .isEqualTo("5a17b9d9ab102555b9c38874");
    }
}
