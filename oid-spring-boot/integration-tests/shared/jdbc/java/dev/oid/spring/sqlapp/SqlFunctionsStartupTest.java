package dev.oid.spring.sqlapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.spring.ObjectIdSetupException;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.aot.AotDetector;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * {@code oid.sql.functions.install=true} as an application uses it: its {@code schema.sql}, run by Spring Boot's SQL
 * initialization, gives a table the default {@code oid_generate()} (PostgreSQL) or a trigger calling it (MariaDB),
 * which works only if the functions exist before that script runs. On the database of {@code OID_IT_JDBC_URL}
 * (PostgreSQL and MariaDB in CI); on H2, the start must fail saying why.
 */
@UsesDatabase
class SqlFunctionsStartupTest {

    @TempDir
    Path dir;

    private SpringApplication application(String url, String user, String password, Path schema) {
        // A SpringApplication of its own, not a test context: in AOT mode it would need the generated initializer of
        // an application's main class, which only process-aot of an application with a main creates.
        assumeFalse(AotDetector.useGeneratedArtifacts(), "runs in the regular (non-AOT) test run");
        return new SpringApplicationBuilder(SqlFunctionsApplication.class).web(WebApplicationType.NONE)
                .properties("oid.sql.functions.install=true", "spring.datasource.url=" + url,
                        "spring.datasource.username=" + user, "spring.datasource.password=" + password,
                        "spring.sql.init.mode=always", "spring.sql.init.schema-locations=file:" + schema,
                        "spring.jpa.hibernate.ddl-auto=none")
                .build();
    }

    @Test
    void theFunctionsExistBeforeBootsSqlInitializationRunsTheSchema() throws IOException {
        SqlTestDatabase database = SqlTestDatabase.current();
        assumeTrue(database != SqlTestDatabase.H2, "needs PostgreSQL or MariaDB (OID_IT_JDBC_URL)");
        Path schema = Files.writeString(dir.resolve("schema.sql"), database == SqlTestDatabase.POSTGRESQL
                ? """
                  DROP TABLE IF EXISTS oid_sql_reading;
                  CREATE TABLE oid_sql_reading (
                    id bytea PRIMARY KEY DEFAULT oid_generate() CHECK (octet_length(id) = 12),
                    celsius numeric NOT NULL
                  );
                  """
                : """
                  DROP TABLE IF EXISTS oid_sql_reading;
                  CREATE TABLE oid_sql_reading (id BINARY(12) NOT NULL PRIMARY KEY, celsius DECIMAL(5, 2) NOT NULL);
                  CREATE TRIGGER oid_sql_reading_id BEFORE INSERT ON oid_sql_reading FOR EACH ROW
                    SET NEW.id = COALESCE(NEW.id, oid_generate());
                  """);
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);

        try (ConfigurableApplicationContext context = application(database.url("unused"), database.user(),
                database.password(), schema).run()) {
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
            jdbc.update("INSERT INTO oid_sql_reading (celsius) VALUES (21.5), (22.5)");
            List<String> hex = jdbc.queryForList("SELECT oid_to_hex(id) FROM oid_sql_reading ORDER BY id", String.class);

            assertThat(hex).hasSize(2).allSatisfy(id -> assertThat(ObjectId.parse(id).instant())
                    .isBetween(before, Instant.now().plusSeconds(1)));
            assertThat(hex.get(0)).isNotEqualTo(hex.get(1));
            jdbc.execute("DROP TABLE oid_sql_reading");
        }
    }

    @Test
    void anotherDatabaseStopsTheStartNamingTheBeanAndTheDatabase() throws IOException {
        Path schema = Files.writeString(dir.resolve("schema.sql"), "CREATE TABLE oid_sql_never (id BINARY(12));\n");

        SpringApplication application = application("jdbc:h2:mem:oid-sql-functions;DB_CLOSE_DELAY=-1", "sa", "",
                schema);

        Throwable failure = catchThrowable(() -> application.run().close());

        assertThat(NestedExceptionUtils.getMostSpecificCause(failure)).isInstanceOf(ObjectIdSetupException.class);
        ObjectIdSetupException setup = (ObjectIdSetupException) NestedExceptionUtils.getMostSpecificCause(failure);
        assertThat(setup.getDescription()).startsWith("oid.sql.functions.install is true, but the DataSource bean"
                + " 'dataSource' is not a database oid-sql has functions for: oid-sql has scripts for PostgreSQL and"
                + " MariaDB, not for \"H2\"");
        assertThat(setup.getAction()).contains("@AutoConfigureTestDatabase(replace = Replace.NONE)");
    }
}
