package dev.oid.cli;

import dev.oid.ObjectIdGenerator;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;

/** Runs the oid command in-process, the way {@code main} configures it, with captured streams. */
final class Cli {

    /** What one run printed and returned; line separators are normalised to {@code \n}. */
    record Result(int exitCode, String out, String err) {

        List<String> outLines() {
            return out.lines().toList();
        }
    }

    private Cli() {
    }

    static Result run(String... args) {
        return run(InputStream.nullInputStream(), ObjectIdGenerator.defaultGenerator(), args);
    }

    static Result runWithInput(String stdin, String... args) {
        return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                ObjectIdGenerator.defaultGenerator(), args);
    }

    static Result runWithGenerator(ObjectIdGenerator generator, String... args) {
        return run(InputStream.nullInputStream(), generator, args);
    }

    private static Result run(InputStream in, ObjectIdGenerator generator, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = OidCommand.commandLine(new OidCommand(in, () -> generator));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new Result(exitCode, normalise(out), normalise(err));
    }

    private static String normalise(StringWriter text) {
        return text.toString().replace(System.lineSeparator(), "\n");
    }
}
