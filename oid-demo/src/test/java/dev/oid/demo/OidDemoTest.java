package dev.oid.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What {@code ./oid} runs, as a process: the published {@code oid} command with {@code demo} added. */
class OidDemoTest {

    private record Result(int exitCode, String out, String err) {
    }

    private static Result run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), OidDemo.class.getName()));
        command.addAll(Arrays.asList(args));
        Process process = new ProcessBuilder(command).redirectInput(new File("/dev/null")).start();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void helpListsDemoAmongTheSubcommandsWithHelpLast() throws Exception {
        Result result = run("--help");

        assertThat(result.out().lines().toList()).containsSubsequence(
                "  inspect  Explain ids: creation time, current and legacy layouts, boundary.",
                "  new      Mint new ids.",
                "  range    Print the boundary ids and mongosh filter of a creation-time range.",
                "  demo     Send one id through MongoDB, SQL and a REST API, and show every hop.",
                "  help     Display help information about the specified command.");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void theOtherSubcommandsAreThePublishedOnes() throws Exception {
        Result result = run("inspect", "--json", "5a17b9d9ab102555b9c38874");

        assertThat(result.out()).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"timestamp\":1511504345,"
                + "\"instant\":\"2017-11-24T06:19:05Z\",\"processUnique\":\"ab102555b9\",\"counter\":12814452,"
                + "\"legacy\":{\"machine\":\"ab1025\",\"pid\":21945,\"counter\":12814452},\"boundary\":null}"
                + System.lineSeparator());
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }
}
