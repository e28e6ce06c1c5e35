package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class OidCommandTest {

    @Test
    void picocliReportsInvalidInputWithExitCodeTwoByDefault() {
        CommandLine commandLine = new CommandLine(new OidCommand());

        assertThat(commandLine.getCommandSpec().exitCodeOnInvalidInput()).isEqualTo(2);
        assertThat(commandLine.getSubcommands().get("new").getCommandSpec().exitCodeOnInvalidInput()).isEqualTo(2);
    }

    @Test
    void printsTheVersionOfTheBuild() {
        String expected = System.getProperty("oid.expectedVersion");
        assertThat(expected).as("system property oid.expectedVersion, set by the oid-cli pom").isNotBlank();

        Cli.Result result = Cli.run("--version");

        assertThat(result.outLines()).hasSize(2);
        assertThat(result.outLines().get(0)).isEqualTo("oid " + expected);
        assertThat(result.outLines().get(1)).startsWith("Java " + Runtime.version());
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void subcommandsPrintTheSameVersion() {
        assertThat(Cli.run("inspect", "-V").out()).isEqualTo(Cli.run("-V").out());
    }

    @Test
    void helpListsEverySubcommandAndTheExitCodes() {
        Cli.Result result = Cli.run("--help");

        assertThat(result.outLines()).startsWith("Usage: oid [-hV] [COMMAND]");
        assertThat(result.outLines()).contains(
                "  inspect  Explain ids: creation time, current and legacy layouts, boundary.",
                "  new      Mint new ids.",
                "  range    Print the boundary ids and mongosh filter of a creation-time range.",
                "  risk     Estimate the chance of a duplicate id across a fleet of processes.",
                "  0     success",
                "  1     an id could not be read (see standard error)",
                "  2     usage error: unknown subcommand or option, or a bad value",
                "  74    standard output could not be written, e.g. a full disk (EX_IOERR; see",
                "          standard error)",
                "  141   the reader of standard output went away, e.g. 'oid new | head -1' (128",
                "          + SIGPIPE; quiet)");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void helpSubcommandShowsTheUsageOfASubcommand() {
        Cli.Result result = Cli.run("help", "range");

        assertThat(result.outLines()).contains("Usage: oid range [-hV] [--json] FROM TO");
        assertThat(result.out()).isEqualTo(Cli.run("range", "--help").out());
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void inspectHelpDocumentsTheJsonKeysAndStandardInput() {
        String help = Cli.run("inspect", "--help").out();

        assertThat(help).contains("Usage: oid inspect [-hV] [--json] [ID...]", "processUnique",
                "boundary (\"min\", \"max\" or null)", "from standard input, one per line");
    }

    @Test
    void demoIsNotPartOfThePublishedCommand() {
        Cli.Result result = Cli.run("demo");

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("oid: 'demo' is not part of this oid command: run ./oid demo in a clone "
                + "of the oid repository (https://github.com/oid-dev/oid)\nTry 'oid --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void missingSubcommandIsAUsageError() {
        Cli.Result result = Cli.run();

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("""
                oid: Missing subcommand: expected one of inspect, new, range, risk, help
                Try 'oid --help' for more information.
                """);
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void unknownSubcommandIsAUsageErrorWithSuggestions() {
        Cli.Result result = Cli.run("inspct", "5a17b9d9ab102555b9c38874");

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).startsWith("oid: Unmatched arguments from index 0: 'inspct', "
                + "'5a17b9d9ab102555b9c38874'\n");
        assertThat(result.err()).contains("Did you mean: oid inspect?").endsWith(
                "Try 'oid --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void unknownOptionIsAUsageError() {
        Cli.Result result = Cli.run("inspect", "--xml", "5a17b9d9ab102555b9c38874");

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).startsWith("oid inspect: Unknown option: '--xml'")
                .endsWith("Try 'oid inspect --help' for more information.\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }
}
