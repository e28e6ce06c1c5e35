package dev.oid.sql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: its Java blocks are code of this test and of {@link R__oid_functions}, and
 * its SQL blocks for PostgreSQL and MariaDB run here, on the test database of their kind ({@link TestDatabase}), in a
 * schema of their own.
 */
@UsesDatabase
class ReadmeExampleTest {

    private static final Path README = Path.of("README.md");

    @Test
    void theReadmeSnippetsAreCodeOfTheseTests() {
        ReadmeSnippets.assertSectionIsCodeOf(README, "sql",
                Path.of("src", "test", "java", "dev", "oid", "sql", "ReadmeExampleTest.java"),
                Path.of("src", "test", "java", "dev", "oid", "sql", "R__oid_functions.java"));
    }

    @Test
    void theReadmeSqlOfTheDatabaseRuns() throws SQLException {
        TestDatabase.assumeDatabase();
        List<String> blocks = ReadmeSnippets.snippets(README, TestDatabase.postgresql() ? "sql-postgresql"
                : "sql-mariadb", "sql");
        assertThat(blocks).hasSize(1);
        long before = Instant.now().getEpochSecond();
        String schema = TestDatabase.newSchema();
        TestDatabase.createSchema(schema);
        try (Connection connection = TestDatabase.connect(schema)) {
            // BEGIN README sql
            OidSqlFunctions.install(connection);   // PostgreSQL or MariaDB: creates or replaces the functions
            // END README sql
            try (Statement statement = connection.createStatement()) {
                String[] statements = blocks.get(0).split(";\n");
                for (int i = 0; i < statements.length - 1; i++) {
                    statement.execute(statements[i]);
                }
                // The last statement, the range query, finds the row the INSERT made, with a new id.
                try (ResultSet rows = statement.executeQuery(statements[statements.length - 1])) {
                    assertThat(rows.next()).isTrue();
                    ObjectId id = ObjectId.parse(rows.getString(1));
                    assertThat(id.timestamp()).isBetween(before - 1, Instant.now().getEpochSecond() + 1);
                    assertThat(rows.next()).isFalse();
                }
            }
        } finally {
            TestDatabase.dropSchema(schema);
        }
    }
}
