package dev.oid.sql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import liquibase.Scope;
import liquibase.command.CommandScope;
import liquibase.command.core.UpdateCommandStep;
import liquibase.command.core.helpers.DbUrlConnectionArgumentsCommandStep;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import org.junit.jupiter.api.Test;

/**
 * The Liquibase way of the README on the test database ({@link TestDatabase}): a changeSet that runs
 * {@link OidFunctionsChange} at every update, in a schema (on MariaDB, a database) of its own.
 */
@UsesDatabase
class LiquibaseTest {

    @Test
    void theCustomChangeInstallsTheFunctionsAtEveryUpdate() throws Exception {
        TestDatabase.assumeDatabase();
        String schema = TestDatabase.newSchema();
        TestDatabase.createSchema(schema);
        try (Connection connection = TestDatabase.connect(schema)) {
            update(connection);
            update(connection);   // runAlways: again, creating or replacing

            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM DATABASECHANGELOG"
                            + " WHERE ID = 'oid-functions' AND EXECTYPE = 'RERAN'")) {
                rows.next();
                assertThat(rows.getInt(1)).isEqualTo(1);
            }
            try (Statement statement = connection.createStatement();
                    ResultSet row = statement.executeQuery("SELECT oid_to_hex(oid_from_hex("
                            + "'5A17B9D9AB102555B9C38874')), oid_to_hex(oid_generate())")) {
                row.next();
                assertThat(row.getString(1)).isEqualTo("5a17b9d9ab102555b9c38874");
                assertThat(row.getString(2)).hasSize(24);
            }
        } finally {
            TestDatabase.dropSchema(schema);
        }
    }

    private static void update(Connection connection) throws Exception {
        Database database = DatabaseFactory.getInstance()
                .findCorrectDatabaseImplementation(new JdbcConnection(connection));
        // No usage report leaves the test.
        Scope.child(Map.of("liquibase.analytics.enabled", false), () ->
                new CommandScope(UpdateCommandStep.COMMAND_NAME)
                        .addArgumentValue(DbUrlConnectionArgumentsCommandStep.DATABASE_ARG, database)
                        .addArgumentValue(UpdateCommandStep.CHANGELOG_FILE_ARG, "dev/oid/sql/liquibase-changelog.xml")
                        .execute());
    }
}
