package dev.oid.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scripts as text and their statements, with no database: runs in every build. */
class OidSqlFunctionsTest {

    private static final List<String> FUNCTIONS = List.of("oid_generate()", "oid_to_hex(id ", "oid_from_hex(hex ",
            "oid_timestamp(id ", "oid_min(ts ");

    @Test
    void eachScriptCreatesOrReplacesTheFiveFunctions() {
        for (String dialect : List.of("postgresql", "mariadb")) {
            String script = OidSqlFunctions.script(dialect);
            for (String function : FUNCTIONS) {
                assertThat(script).as(dialect).contains("CREATE OR REPLACE FUNCTION " + function);
            }
            assertThat(script).as(dialect).doesNotContain("CREATE FUNCTION", "DROP ");
        }
    }

    @Test
    void scriptsTakeTheTwelveByteColumnTypes() {
        assertThat(OidSqlFunctions.script("postgresql"))
                .contains("oid_to_hex(id bytea) RETURNS text", "oid_from_hex(hex text) RETURNS bytea",
                        "oid_timestamp(id bytea) RETURNS timestamptz", "oid_min(ts timestamptz) RETURNS bytea",
                        "oid_generate() RETURNS bytea");
        // MariaDB's parameters take any length, so that a wrong one is an error rather than padded or cut.
        assertThat(OidSqlFunctions.script("mariadb"))
                .contains("oid_to_hex(id LONGBLOB) RETURNS CHAR(24)", "RETURNS BINARY(12)",
                        "oid_timestamp(id LONGBLOB) RETURNS DATETIME", "oid_min(ts DATETIME(6)) RETURNS BINARY(12)")
                .doesNotContain("TIMESTAMP)", "FROM_UNIXTIME");
    }

    @Test
    void dialectNamesIgnoreCase() {
        assertThat(OidSqlFunctions.script("PostgreSQL")).isEqualTo(OidSqlFunctions.script(OidSqlFunctions.POSTGRESQL));
        assertThat(OidSqlFunctions.script("MariaDB")).isEqualTo(OidSqlFunctions.script(OidSqlFunctions.MARIADB));
    }

    @Test
    void rejectsOtherDialectsNamingThem() {
        assertThatIllegalArgumentException().isThrownBy(() -> OidSqlFunctions.script("mysql"))
                .withMessage("oid-sql has no script for the dialect \"mysql\": expected \"postgresql\" or \"mariadb\"");
        assertThatIllegalArgumentException().isThrownBy(() -> OidSqlFunctions.script("postgresql.sql"))
                .withMessageContaining("\"postgresql.sql\"");
        assertThatIllegalArgumentException().isThrownBy(() -> OidSqlFunctions.script("../mariadb"))
                .withMessageContaining("\"../mariadb\"");
        assertThatIllegalArgumentException().isThrownBy(() -> OidSqlFunctions.script("h2\n"))
                .withMessageContaining("\"h2\\u000a\"");
        assertThatNullPointerException().isThrownBy(() -> OidSqlFunctions.script(null)).withMessage("dialect");
    }

    @Test
    void mariadbStatementsAreSplitAtTheirDelimiters() {
        List<String> statements = OidSqlFunctions.statements("mariadb");

        assertThat(statements).hasSize(6);
        assertThat(statements.get(0)).startsWith("EXECUTE IMMEDIATE CONCAT('CREATE SEQUENCE IF NOT EXISTS")
                .endsWith("' CACHE 1000')");
        assertThat(statements.subList(1, 6)).allSatisfy(statement -> assertThat(statement)
                .startsWith("CREATE OR REPLACE FUNCTION oid_").endsWith("\nEND").doesNotContain("DELIMITER", "//"));
        assertThat(statements.subList(1, 6)).extracting(statement -> statement.substring(27, statement.indexOf('(')))
                .containsExactly("oid_generate", "oid_to_hex", "oid_from_hex", "oid_timestamp", "oid_min");
    }

    @Test
    void postgresqlRunsAsOneStatement() {
        assertThat(OidSqlFunctions.statements("postgresql")).containsExactly(OidSqlFunctions.script("postgresql"));
    }

    @Test
    void installRefusesOtherDatabasesNamingThem() throws Exception {
        try (Connection h2 = DriverManager.getConnection("jdbc:h2:mem:oid-sql")) {
            assertThatThrownBy(() -> OidSqlFunctions.install(h2)).isInstanceOf(SQLFeatureNotSupportedException.class)
                    .hasMessageStartingWith("oid-sql has scripts for PostgreSQL and MariaDB, not for \"H2\" \"2.")
                    .hasMessageEndingWith("read a script with OidSqlFunctions.script(\"postgresql\") or (\"mariadb\")"
                            + " to port it");
        }
        assertThatNullPointerException().isThrownBy(() -> OidSqlFunctions.install(null)).withMessage("connection");
    }
}
