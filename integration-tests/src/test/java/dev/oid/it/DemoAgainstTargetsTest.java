package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.oid.cli.OidCommand;
import picocli.CommandLine;

/** {@code oid demo}, pointed with its options at this run's MongoDB and SQL servers, must see every stage agree. */
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
        CommandLine commandLine = new CommandLine(new OidCommand());
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
}
