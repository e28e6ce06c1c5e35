package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code oid} command as a separate process (this JVM's class path, {@code dev.oid.cli.OidCommand}), with
 * real file descriptors: a full disk, a reader that goes away, files with a byte order mark, a huge line, binary
 * input, a pseudo-terminal.
 */
class CommandProcessTest {

    private static final String ID = "5a17b9d9ab102555b9c38874";

    private static final String EXPECTED_ID_LINE = "expected exactly 24 hexadecimal digits (0-9, a-f, A-F)";

    @TempDir
    Path dir;

    /** The java command running the oid command, with {@code jvmOptions} before the class name. */
    private static List<String> command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), OidCommand.class.getName()));
        command.addAll(Arrays.asList(args));
        return command;
    }

    private record Result(int exitCode, String out, String err) {
    }

    /** Runs the command with standard input from {@code input} and standard output to {@code output}. */
    private Result run(File input, File output, List<String> jvmOptions, String... args) throws Exception {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command(jvmOptions, args))
                .redirectInput(input)
                .redirectOutput(output != null ? output : out.toFile())
                .redirectError(err.toFile())
                .start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the command ends").isTrue();
        return new Result(process.exitValue(), output != null ? "" : Files.readString(out), Files.readString(err));
    }

    private Result run(File input, String... args) throws Exception {
        return run(input, null, List.of(), args);
    }

    private Path file(String name, byte[] content) throws IOException {
        return Files.write(dir.resolve(name), content);
    }

    @Test
    void writeErrorOnAFullDiskIsReportedAndExits74() throws Exception {
        File full = new File("/dev/full");
        assumeTrue(full.exists(), "/dev/full is needed (Linux)");
        String message = "oid: cannot write to standard output: No space left on device\n";

        Result created = run(new File("/dev/null"), full, List.of(), "new", "-n", "5");
        Result inspected = run(new File("/dev/null"), full, List.of(), "inspect", ID);
        Result range = run(new File("/dev/null"), full, List.of(), "range", "2026-03-01", "2026-04-01");
        Result risk = run(new File("/dev/null"), full, List.of(), "risk", "--processes", "2", "--rate", "1",
                "--period", "P1D");

        assertThat(List.of(created, inspected, range, risk)).allSatisfy(result -> {
            assertThat(result.err()).isEqualTo(message);
            assertThat(result.exitCode()).isEqualTo(74);
        });
    }

    @Test
    void closedPipeStopsNewPromptlyAndQuietlyWith141() throws Exception {
        Process process = new ProcessBuilder(command(List.of(), "new", "-n", "1000000")).start();
        String first;
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            first = out.readLine();
        } // closed after one line, as by head -1: 25 MB are still to be written

        assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("the command stops once its reader is gone").isTrue();
        assertThat(first).matches("[0-9a-f]{24}");
        assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        assertThat(process.exitValue()).isEqualTo(141);
    }

    @Test
    void closedPipeStopsInspectOverALongInput() throws Exception {
        // 400,000 ids (10 MB in, 90 MB of JSON out): far more than a pipe holds.
        byte[] line = (ID + "\n").getBytes(StandardCharsets.US_ASCII);
        byte[] input = new byte[line.length * 400_000];
        for (int i = 0; i < input.length; i += line.length) {
            System.arraycopy(line, 0, input, i, line.length);
        }
        Path ids = file("ids.txt", input);
        Process process = new ProcessBuilder(command(List.of(), "inspect", "--json"))
                .redirectInput(ids.toFile()).start();
        long bytesRead;
        try (InputStream out = process.getInputStream()) {
            bytesRead = out.readNBytes(100).length;
        }

        assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("the command stops once its reader is gone").isTrue();
        assertThat(bytesRead).isEqualTo(100);
        assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        assertThat(process.exitValue()).isEqualTo(141);
    }

    @Test
    void leadingByteOrderMarkIsIgnored() throws Exception {
        byte[] text = (ID + "\r\n4df2dcec2cdcd20936a8b817\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xef;
        withBom[1] = (byte) 0xbb;
        withBom[2] = (byte) 0xbf;
        System.arraycopy(text, 0, withBom, 3, text.length);

        Result result = run(file("windows.txt", withBom).toFile(), "inspect", "--json");

        assertThat(result.err()).isEmpty();
        assertThat(result.out().lines().map(l -> l.substring(0, 31)).toList())
                .containsExactly("{\"id\":\"" + ID, "{\"id\":\"4df2dcec2cdcd20936a8b817");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void byteOrderMarkAfterTheStartIsStillAnError() throws Exception {
        byte[] text = (ID + "\n\uFEFF" + ID + "\n").getBytes(StandardCharsets.UTF_8);

        Result result = run(file("bom-inside.txt", text).toFile(), "inspect", "--json");

        assertThat(result.err()).isEqualTo("oid inspect: line 2: Invalid ObjectId \"\\ufeff" + ID + "\": "
                + EXPECTED_ID_LINE + ", found 25 characters\n");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void hugeLineIsOneErrorInBoundedMemory() throws Exception {
        byte[] huge = new byte[50 * 1024 * 1024 + ID.length() + 1];
        Arrays.fill(huge, (byte) 'a');
        huge[50 * 1024 * 1024] = '\n';
        System.arraycopy(ID.getBytes(StandardCharsets.US_ASCII), 0, huge, 50 * 1024 * 1024 + 1, ID.length());

        // 16 MB of heap cannot hold a 50 MB line (a String of it alone would take 50 MB).
        Result result = run(file("huge.txt", huge).toFile(), null, List.of("-Xmx16m"), "inspect", "--json");

        assertThat(result.err()).isEqualTo("oid inspect: line 1: Invalid ObjectId: a line of 52428800 bytes: "
                + EXPECTED_ID_LINE + "\n");
        assertThat(result.out()).startsWith("{\"id\":\"" + ID + "\"").hasLineCount(1);
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void longRunsOfBadLinesAreSummarised() throws Exception {
        StringBuilder input = new StringBuilder();
        for (int i = 1; i <= 100; i++) {
            input.append("bad").append(i).append('\n');
        }
        input.append(ID).append('\n'); // line 101
        input.append("\n"); // line 102, blank: skipped
        for (int i = 103; i <= 130; i++) {
            input.append("bad").append(i).append('\n');
        }

        Result result = run(file("garbage.txt", input.toString().getBytes(StandardCharsets.US_ASCII)).toFile(),
                "inspect", "--json");

        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            expected.add("oid inspect: line " + i + ": Invalid ObjectId \"bad" + i + "\": " + EXPECTED_ID_LINE
                    + ", found " + ("bad" + i).length() + " characters");
        }
        expected.add("oid inspect: 90 more invalid lines not shown, lines 11 to 100 (after 10 invalid lines in a "
                + "row, each is only counted)");
        for (int i = 103; i <= 112; i++) {
            expected.add("oid inspect: line " + i + ": Invalid ObjectId \"bad" + i + "\": " + EXPECTED_ID_LINE
                    + ", found 6 characters");
        }
        expected.add("oid inspect: 18 more invalid lines not shown, lines 113 to 130 (after 10 invalid lines in a "
                + "row, each is only counted)");
        assertThat(result.err().lines().toList()).containsExactlyElementsOf(expected);
        assertThat(result.out().lines().toList()).hasSize(1);
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void binaryGarbageGivesAFewLinesOfErrors() throws Exception {
        byte[] garbage = new byte[10 * 1024 * 1024];
        new java.util.Random(11).nextBytes(garbage);

        Result result = run(file("garbage.bin", garbage).toFile(), "inspect");

        assertThat(result.err().lines().count()).isEqualTo(11);
        assertThat(result.err().lines().toList()).last().asString()
                .matches("oid inspect: \\d+ more invalid lines not shown, lines \\d+ to \\d+ \\(after 10 invalid "
                        + "lines in a row, each is only counted\\)");
        assertThat(result.out()).isEmpty();
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void rangeRejectsALeapSecondAndSignedYears() throws Exception {
        File none = new File("/dev/null");

        Result leap = run(none, "range", "2026-06-30T23:59:60Z", "2026-07-01");
        Result negative = run(none, "range", "-0001-01-01", "2026-01-01");
        Result extended = run(none, "range", "2026-01-01", "+10000-01-01");

        assertThat(leap.err()).isEqualTo("oid range: Invalid value for positional parameter at index 0 (FROM): "
                + "'2026-06-30T23:59:60Z' is a leap second (second 60), but ObjectId timestamps count seconds "
                + "without leap seconds, as Unix time does: give the second before or after it\n"
                + "Try 'oid range --help' for more information.\n");
        assertThat(negative.err()).isEqualTo("oid range: Invalid value for positional parameter at index 0 (FROM): "
                + "'-0001-01-01' has a signed (negative or more than 4-digit) year, but ObjectId timestamps run "
                + "from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z\n"
                + "Try 'oid range --help' for more information.\n");
        assertThat(extended.err()).startsWith("oid range: Invalid value for positional parameter at index 1 (TO): "
                + "'+10000-01-01' has a signed (negative or more than 4-digit) year");
        assertThat(List.of(leap, negative, extended)).allSatisfy(result -> {
            assertThat(result.out()).isEmpty();
            assertThat(result.exitCode()).isEqualTo(2);
        });
    }

    @Test
    void inspectAtATerminalSaysWhereItReadsFrom() throws Exception {
        assumeTrue(new File("/usr/bin/python3").canExecute(), "python3 is needed for a pseudo-terminal");
        // python3 runs the command on a new pseudo-terminal (standard input, output and error), types one id and
        // Ctrl-D, and copies everything the terminal showed to its own standard output.
        String script = String.join("\n",
                "import os, pty, sys",
                "pid, fd = pty.fork()",
                "if pid == 0:",
                "    os.execv(sys.argv[1], sys.argv[1:])",
                "os.write(fd, b'" + ID + "\\n\\x04')",
                "seen = b''",
                "while True:",
                "    try:",
                "        data = os.read(fd, 65536)",
                "    except OSError:",
                "        break",
                "    if not data:",
                "        break",
                "    seen += data",
                "_, status = os.waitpid(pid, 0)",
                "sys.stdout.buffer.write(seen)",
                "sys.exit(os.waitstatus_to_exitcode(status))");
        List<String> command = new ArrayList<>(List.of("/usr/bin/python3", "-c", script));
        command.addAll(command(List.of(), "inspect"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String seen = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assumeTrue(!seen.contains("out of pty devices"), "no pseudo-terminal available");

        List<String> lines = seen.replace("\r", "").lines().toList();
        assertThat(lines).contains(InspectCommand.INTERACTIVE_HINT, "  instant           2017-11-24T06:19:05Z");
        assertThat(lines.indexOf(InspectCommand.INTERACTIVE_HINT))
                .isLessThan(lines.indexOf("  instant           2017-11-24T06:19:05Z"));
        assertThat(process.exitValue()).isZero();
    }

    @Test
    void noHintWhenInputIsNotATerminal() throws Exception {
        Result result = run(file("one.txt", (ID + "\n").getBytes(StandardCharsets.US_ASCII)).toFile(), "inspect");

        assertThat(result.err()).isEmpty();
        assertThat(result.out()).startsWith(ID + "\n");
        assertThat(result.exitCode()).isZero();
    }
}
