package dev.oid.sql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two ways of the README to install the functions with Flyway, on the test database ({@link TestDatabase}):
 * the Java migration {@link R__oid_functions}, and the script copied as a repeatable SQL migration (Flyway reads
 * MariaDB's {@code DELIMITER} lines and PostgreSQL's dollar quotes). Each run migrates a schema (on MariaDB, a
 * database) of its own, dropped afterwards, so the functions and their sequence are found there from any
 * {@code search_path}.
 */
@UsesDatabase
class FlywayTest {

    private String schema;

    @BeforeEach
    void newSchema() {
        TestDatabase.assumeDatabase();
        schema = "oid_sql_flyway_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    }

    @Test
    void theJavaMigrationInstallsTheFunctionsOnce() throws SQLException {
        try {
            Flyway flyway = flyway().javaMigrations(new R__oid_functions()).load();

            MigrateResult first = flyway.migrate();
            MigrateResult second = flyway.migrate();

            assertThat(first.migrationsExecuted).isEqualTo(1);
            assertThat(first.migrations).extracting(migration -> migration.description)
                    .containsExactly("oid functions");
            assertThat(second.migrationsExecuted).isZero();
            assertFunctionsWork();
        } finally {
            dropSchema();
        }
    }

    @Test
    void theScriptIsARepeatableSqlMigration(@TempDir Path migrations) throws SQLException, IOException {
        String dialect = TestDatabase.postgresql() ? "postgresql" : "mariadb";
        Files.writeString(migrations.resolve("R__oid_functions.sql"), OidSqlFunctions.script(dialect));
        try {
            MigrateResult result = flyway().locations("filesystem:" + migrations).load().migrate();

            assertThat(result.migrationsExecuted).isEqualTo(1);
            assertFunctionsWork();
        } finally {
            dropSchema();
        }
    }

    private org.flywaydb.core.api.configuration.FluentConfiguration flyway() {
        return Flyway.configure()
                .dataSource(TestDatabase.URL, System.getenv("OID_IT_JDBC_USER"), System.getenv("OID_IT_JDBC_PASSWORD"))
                .schemas(schema)
                .createSchemas(true)
                .locations("classpath:dev/oid/sql/flyway-none");
    }

    /** The functions of the schema, called from a connection whose search path or database is another. */
    private void assertFunctionsWork() throws SQLException {
        try (Connection connection = TestDatabase.connect(); Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT " + schema + ".oid_to_hex(" + schema
                        + ".oid_from_hex('5A17B9D9AB102555B9C38874')), " + schema + ".oid_to_hex(" + schema
                        + ".oid_generate())")) {
            row.next();
            assertThat(row.getString(1)).isEqualTo("5a17b9d9ab102555b9c38874");
            assertThat(row.getString(2)).hasSize(24);
        }
    }

    private void dropSchema() throws SQLException {
        TestDatabase.dropSchema(schema);
    }
}
