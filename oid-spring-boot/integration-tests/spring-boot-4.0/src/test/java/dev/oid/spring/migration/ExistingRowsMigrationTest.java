package dev.oid.spring.migration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * The README's migration of a database whose rows have integer ids, on the database of {@code OID_IT_JDBC_URL}
 * (PostgreSQL and MariaDB in CI): its block for that database, with the README's {@code schema.sql} block where it
 * says so, run as a script on tables {@code owners} and {@code pets} that have {@code integer} ids and a foreign key.
 * Every row keeps its columns and gets the id {@link MigratedIds#migratedId} gives; references follow.
 */
@UsesDatabase
class ExistingRowsMigrationTest {

    private static final String H2 = "oid-spring-migration-existing";

    private final SqlTestDatabase database = SqlTestDatabase.current();

    @AfterEach
    void dropTables() throws SQLException {
        if (database != SqlTestDatabase.H2) {
            database.dropIfExists(H2, "pets", "pets_old", "owners", "owners_old");
        }
    }

    @Test
    void rowsWithIntegerIdsGetTheirStableIdsAndKeepTheirReferences() throws SQLException {
        assumeTrue(database != SqlTestDatabase.H2, "the migration is for PostgreSQL and MariaDB (OID_IT_JDBC_URL)");
        database.dropIfExists(H2, "pets", "pets_old", "owners", "owners_old");
        database.execute(H2,
                "CREATE TABLE owners (id integer PRIMARY KEY, name varchar(80) NOT NULL)",
                "CREATE TABLE pets (id integer PRIMARY KEY, name varchar(80) NOT NULL,"
                        + " owner_id integer NOT NULL, FOREIGN KEY (owner_id) REFERENCES owners (id))",
                "INSERT INTO owners (id, name) VALUES (1, 'George Franklin'), (2, 'Betty Davis'),"
                        + " (70000, 'Eduardo Rodriquez')",
                "INSERT INTO pets (id, name, owner_id) VALUES (1, 'Leo', 1), (5, 'Iggy', 70000), (6, 'George', 70000)");

        String migration = MigrationReadme.sql("from integer ids", database);
        String marker = "-- here: schema.sql";
        assertThat(migration).contains(marker);
        try (Connection connection = database.connect(H2)) {
            run(connection, migration.substring(0, migration.indexOf(marker)));
            run(connection, MigrationReadme.sql("schema.sql", database));
            run(connection, migration.substring(migration.indexOf(marker)));

            assertThat(rows(connection, "SELECT id, name FROM owners ORDER BY id")).containsExactly(
                    List.of("6955b9000100000000000001", "George Franklin"),
                    List.of("6955b9000100000000000002", "Betty Davis"),
                    List.of("6955b9000100000000011170", "Eduardo Rodriquez"));
            assertThat(rows(connection, "SELECT p.id, p.name, o.name FROM pets p JOIN owners o ON o.id = p.owner_id"
                    + " ORDER BY p.id")).containsExactly(
                    List.of("6955b9000200000000000001", "Leo", "George Franklin"),
                    List.of("6955b9000200000000000005", "Iggy", "Eduardo Rodriquez"),
                    List.of("6955b9000200000000000006", "George", "Eduardo Rodriquez"));
            assertThat(ObjectId.parse("6955b9000200000000000005")).isEqualTo(MigratedIds.migratedId(2, 5));
            assertThat(ObjectId.parse("6955b9000100000000011170")).isEqualTo(MigratedIds.migratedId(1, 70_000));
            String schema = database == SqlTestDatabase.POSTGRESQL ? "current_schema()" : "DATABASE()";
            assertThat(strings(connection, "SELECT table_name FROM information_schema.tables WHERE table_schema = "
                    + schema + " AND table_name IN ('owners_old', 'pets_old')")).as("tables left behind").isEmpty();
            // The new tables' constraints have the names that the schema gives a database that never had integer ids.
            assertThat(strings(connection, "SELECT constraint_name FROM information_schema.table_constraints"
                    + " WHERE table_schema = " + schema + " AND table_name IN ('owners', 'pets')"
                    + " AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')")).containsExactlyInAnyOrderElementsOf(
                    database == SqlTestDatabase.POSTGRESQL ? List.of("owners_pkey", "pets_pkey", "pets_owner_id_fkey")
                            : List.of("PRIMARY", "PRIMARY", "pets_ibfk_1"));
        }
    }

    private static void run(Connection connection, String script) {
        ScriptUtils.executeSqlScript(connection, new ByteArrayResource(script.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> strings(Connection connection, String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(sql)) {
            while (result.next()) {
                values.add(result.getString(1));
            }
        }
        return values;
    }

    /** Each row's first column as hex (its 12 bytes), the others as strings. */
    private static List<List<String>> rows(Connection connection, String sql) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> row = new ArrayList<>();
                row.add(ObjectId.fromBytes(result.getBytes(1)).toHexString());
                for (int column = 2; column <= columns; column++) {
                    row.add(result.getString(column));
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
