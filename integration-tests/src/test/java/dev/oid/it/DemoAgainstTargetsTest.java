package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.oid.cli.OidCommand;
import dev.oid.demo.DemoCommand;
import picocli.CommandLine;

/** {@code oid demo}, pointed with its options at this run's MongoDB and SQL servers, must see every stage agree. */
@UsesDatabase
class DemoAgainstTargetsTest {

    @Test
    void demoAgreesOnThisRunsServers() {
        MongoTarget mongo = MongoTarget.get();
        SqlTarget sql = SqlTarget.get();
        List<String> args = new ArrayList<>(List.of("demo", "--mongodb-uri", mongo.connectionString(),
                "--jdbc-url", sql.url()));
        if (sql.user() != null) {
            args.addAll(List.of("--jdbc-user", sql.user()));
        }
        if (sql.password() != null && !sql.password().isEmpty()) {
            args.addAll(List.of("--jdbc-password", sql.password()));
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new OidCommand()).addSubcommand(new DemoCommand());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));

        int exitCode = commandLine.execute(args.toArray(String[]::new));

        assertThat(err.toString()).isEmpty();
        assertThat(exitCode).isZero();
        List<String> lines = out.toString().lines().toList();
        String minted = lines.stream().filter(l -> l.startsWith("1. minted")).findFirst().orElseThrow()
                .substring("1. minted".length()).trim();
        assertThat(lines).last().isEqualTo("all stages agree: " + minted + " (minted = MongoDB = SQL = JSON)");
        assertThat(out.toString()).contains("   SQL      " + sql.product());
    }

    /**
     * Without {@code --jdbc-user}, the demo's own JDBC connections and Hibernate's must both leave the user to the
     * driver. H2 takes the user from the URL here and refuses a second, different one (an empty user name from
     * Hibernate was one); PostgreSQL likewise refuses an empty user name where the driver would use the OS user.
     */
    @Test
    void demoWithoutJdbcUserGivesTheSameCredentialsToEveryConnection() {
        String url = "jdbc:h2:mem:oid_demo_user_in_url;DB_CLOSE_DELAY=-1;USER=sa";
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new OidCommand()).addSubcommand(new DemoCommand());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));

        int exitCode = commandLine.execute("demo", "--mongodb-uri", MongoTarget.get().connectionString(),
                "--jdbc-url", url);

        assertThat(err.toString()).isEmpty();
        assertThat(exitCode).isZero();
        assertThat(out.toString()).contains("   SQL      H2 ").contains(" at " + url)
                .contains("(minted = MongoDB = SQL = JSON)");
    }
}
