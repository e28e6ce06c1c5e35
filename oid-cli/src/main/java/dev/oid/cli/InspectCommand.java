package dev.oid.cli;

import dev.oid.ObjectId;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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
            "2:usage error"
        })
final class InspectCommand implements Callable<Integer> {

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
            BufferedReader reader = new BufferedReader(new InputStreamReader(parent.in(), StandardCharsets.UTF_8));
            int lineNumber = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                if (inspect(line, "line " + lineNumber + ": ", shown, out, err)) {
                    shown++;
                } else {
                    invalid++;
                }
            }
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

    /** Prints {@code text} explained, or an error naming it; returns whether it was a valid id. */
    private boolean inspect(String text, String where, int shownBefore, PrintWriter out, PrintWriter err) {
        ObjectId id;
        try {
            id = ObjectId.parse(text);
        } catch (IllegalArgumentException e) {
            out.flush();
            err.println(spec.qualifiedName() + ": " + where + e.getMessage());
            err.flush();
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
