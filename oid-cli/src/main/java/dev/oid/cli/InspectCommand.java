package dev.oid.cli;

import dev.oid.ObjectId;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code oid inspect}: explains ids given as arguments or on standard input. */
@Command(
        name = "inspect",
        header = "Explain ids: creation time, current and legacy layouts, boundary.",
        mixinStandardHelpOptions = true,
        versionProvider = OidCommand.Version.class,
        description = {
            "Explains ids: the creation second (unsigned seconds and ISO-8601 UTC), the current reading of the "
                    + "other 8 bytes (5-byte process-unique value, 24-bit counter), the legacy reading (3-byte "
                    + "machine id, 2-byte process id, counter), and whether the id is a range-query boundary.",
            "Ids are exactly 24 hex digits, either case. With no ID arguments, ids are read from standard input, "
                    + "one per line; blank lines are skipped, nothing else is trimmed.",
            "An invalid id is reported on standard error and the others are still explained."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every id was explained",
            "1:at least one id was invalid (reported on standard error)",
            "2:usage error",
            OidCommand.IO_ERROR_LINE,
            OidCommand.CLOSED_PIPE_LINE
        })
final class InspectCommand implements Callable<Integer> {

    /** The longest line read from standard input as text (bytes); a longer one is one invalid id. */
    static final int MAX_LINE_BYTES = 1024;

    /** Invalid lines in a row reported one by one; the rest of the run is counted in one summary line. */
    static final int MAX_REPORTED_IN_A_ROW = 10;

    /** Printed to standard error when ids are read from a terminal, before reading. */
    static final String INTERACTIVE_HINT = "oid inspect: reading ids from standard input, one per line; "
            + "Ctrl-D to end";

    @Spec
    CommandSpec spec;

    @ParentCommand
    OidCommand parent;

    @Option(names = "--json", description = "Print one JSON object per line with keys id, timestamp, instant, "
            + "processUnique, counter, legacy {machine, pid, counter} and boundary (\"min\", \"max\" or null).")
    boolean json;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "Ids to explain (24 hex digits each).")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int invalid = 0;
        int shown = 0;
        if (ids.isEmpty()) {
            if (parent.interactive()) {
                err.println(INTERACTIVE_HINT);
                err.flush();
            }
            BoundedLineReader reader = new BoundedLineReader(parent.in(), MAX_LINE_BYTES);
            long lineNumber = 0;
            long badRun = 0;
            long firstHidden = 0;
            long lastBad = 0;
            for (BoundedLineReader.Line line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                if (!line.tooLong() && line.text().isBlank()) {
                    continue;
                }
                String where = "line " + lineNumber + ": ";
                boolean valid;
                if (badRun >= MAX_REPORTED_IN_A_ROW) {
                    valid = !line.tooLong() && ObjectId.tryParse(line.text()).isPresent() && inspect(line.text(),
                            where, shown, out, err);
                    if (!valid && firstHidden == 0) {
                        firstHidden = lineNumber;
                    }
                } else if (line.tooLong()) {
                    valid = false;
                    report(where + "Invalid ObjectId: a line of " + line.length() + " bytes: expected exactly 24 "
                            + "hexadecimal digits (0-9, a-f, A-F)", out, err);
                } else {
                    valid = inspect(line.text(), where, shown, out, err);
                }
                if (valid) {
                    shown++;
                    firstHidden = reportHidden(firstHidden, lastBad, badRun, out, err);
                    badRun = 0;
                } else {
                    invalid++;
                    badRun++;
                    lastBad = lineNumber;
                }
            }
            reportHidden(firstHidden, lastBad, badRun, out, err);
        } else {
            for (String id : ids) {
                if (inspect(id, "", shown, out, err)) {
                    shown++;
                } else {
                    invalid++;
                }
            }
        }
        out.flush();
        return invalid == 0 ? 0 : 1;
    }

    /**
     * Reports the invalid lines not shown, from {@code firstHidden} to {@code lastLine}, in one line; returns 0
     * (no hidden lines pending).
     */
    private long reportHidden(long firstHidden, long lastLine, long badRun, PrintWriter out, PrintWriter err) {
        if (firstHidden > 0) {
            report("" + (badRun - MAX_REPORTED_IN_A_ROW) + " more invalid lines not shown, lines " + firstHidden
                    + " to " + lastLine + " (after " + MAX_REPORTED_IN_A_ROW + " invalid lines in a row, each is "
                    + "only counted)", out, err);
        }
        return 0;
    }

    private void report(String message, PrintWriter out, PrintWriter err) {
        out.flush();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
    }

    /** Prints {@code text} explained, or an error naming it; returns whether it was a valid id. */
    private boolean inspect(String text, String where, int shownBefore, PrintWriter out, PrintWriter err) {
        ObjectId id;
        try {
            id = ObjectId.parse(text);
        } catch (IllegalArgumentException e) {
            report(where + e.getMessage(), out, err);
            return false;
        }
        if (json) {
            out.println(IdReport.json(id));
        } else {
            if (shownBefore > 0) {
                out.println();
            }
            IdReport.printTable(id, out);
        }
        return true;
    }
}
