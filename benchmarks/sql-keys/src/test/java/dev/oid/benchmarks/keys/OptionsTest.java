package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OptionsTest {

    private static final Set<String> KNOWN = Set.of("db", "rows", "runs", "out", "url", "user", "password");

    @Test
    void readsPairsAndDefaults() {
        Options options = Options.parse(KNOWN, "--rows", "3000000", "--db", "mariadb", "--out", "x/keys.csv");
        assertThat(options.integer("rows", 1, 1)).isEqualTo(3_000_000);
        assertThat(options.integer("runs", 5, 1)).isEqualTo(5);
        assertThat(options.dbs()).containsExactly(Db.MARIADB);
        assertThat(options.path("out", "y")).isEqualTo(Path.of("x/keys.csv"));
        assertThat(Options.parse(KNOWN).dbs()).containsExactly(Db.POSTGRESQL, Db.MARIADB);
        assertThat(Options.parse(KNOWN, "--db", "h2,postgresql").dbs()).containsExactly(Db.H2, Db.POSTGRESQL);
    }

    @Test
    void anUnpairedFlagAtTheEndIsAnError() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--rows", "10", "--runs"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option \"--runs\" needs a value");
    }

    @Test
    void anUnpairedFlagBeforeAnotherIsAnError() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--runs", "--rows", "10"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option \"--runs\" needs a value");
    }

    @Test
    void anUnknownFlagIsAnErrorNamingTheKnownOnes() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--row", "10"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown option \"--row\"; options: --db, --out, --password, --rows, --runs, --url,"
                        + " --user");
    }

    @Test
    void aValueWithoutAFlagIsAnError() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--rows", "10", "20"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("expected an option --name, got \"20\" at position 3;");
    }

    @Test
    void aRepeatedFlagIsAnError() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--rows", "10", "--rows", "20"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("option \"--rows\" given twice");
    }

    @Test
    void numbersAreCheckedWithTheOptionNamed() {
        Options options = Options.parse(KNOWN, "--rows", "ten", "--runs", "0");
        assertThatThrownBy(() -> options.integer("rows", 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--rows must be a whole number, got \"ten\"");
        assertThatThrownBy(() -> options.integer("runs", 5, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--runs must be at least 1, got \"0\"");
        assertThatThrownBy(() -> Options.parse(KNOWN, "--rows", "3000000000").integer("rows", 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--rows must be at most 2147483647, got \"3000000000\"");
    }

    @Test
    void anUnknownDatabaseIsAnError() {
        assertThatThrownBy(() -> Options.parse(KNOWN, "--db", "oracle").dbs())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown database \"oracle\"; expected postgresql, mariadb, h2 or all");
    }

    @Test
    void connectionsComeFromTheOptionsThenTheEnvironmentThenTheCiDefaults() {
        Options none = Options.parse(KNOWN);
        assertThat(Connections.of(Db.POSTGRESQL, none, Map.of())).isEqualTo(new Connections(
                "jdbc:postgresql://127.0.0.1:5432/test?reWriteBatchedInserts=true", "postgres", ""));
        Map<String, String> env = Map.of("OID_IT_JDBC_URL", "jdbc:mariadb://db:3306/oid_ci",
                "OID_IT_JDBC_USER", "ci", "OID_IT_JDBC_PASSWORD", "secret");
        assertThat(Connections.of(Db.MARIADB, none, env)).isEqualTo(new Connections(
                "jdbc:mariadb://db:3306/oid_ci?rewriteBatchedStatements=true", "ci", "secret"));
        // the environment names MariaDB: PostgreSQL keeps its default
        assertThat(Connections.of(Db.POSTGRESQL, none, env).url())
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/test?reWriteBatchedInserts=true");
        Options url = Options.parse(KNOWN, "--db", "postgresql", "--url",
                "jdbc:postgresql://h/oid_bench?reWriteBatchedInserts=false", "--user", "me");
        assertThat(Connections.of(Db.POSTGRESQL, url, env)).isEqualTo(new Connections(
                "jdbc:postgresql://h/oid_bench?reWriteBatchedInserts=false", "me", ""));
        assertThatThrownBy(() -> Connections.of(Db.MARIADB, url, env)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--url \"jdbc:postgresql://h/oid_bench?reWriteBatchedInserts=false\" is not a mariadb URL");
        assertThatThrownBy(() -> Connections.check(Options.parse(KNOWN, "--url", "jdbc:postgresql://h/x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--url, --user and --password need a single --db, got --db all");
    }
}
