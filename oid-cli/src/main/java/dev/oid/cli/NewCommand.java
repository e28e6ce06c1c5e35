package dev.oid.cli;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code oid new}: mints new ids. */
@Command(
        name = "new",
        header = "Mint new ids.",
        mixinStandardHelpOptions = true,
        versionProvider = OidCommand.Version.class,
        description = {
            "Mints new ids, one per line, in increasing order (24 lowercase hex characters each).",
            "Each run of the command is a new process with its own random 5-byte process-unique value, as the "
                    + "MongoDB ObjectId specification requires; N ids of one run are minted with one clock read."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "2:usage error, e.g. N out of range",
            OidCommand.IO_ERROR_LINE, OidCommand.CLOSED_PIPE_LINE})
final class NewCommand implements Callable<Integer> {

    /** The largest count accepted: 1,000,000 ids are 25 MB of text. */
    static final int MAX_COUNT = 1_000_000;

    @Spec
    CommandSpec spec;

    @ParentCommand
    OidCommand parent;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1",
            description = "How many ids to mint, 1 to " + MAX_COUNT + " (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--json", description = "Print each id as the JSON object of 'oid inspect --json'.")
    boolean json;

    @Override
    public Integer call() {
        if (count < 1 || count > MAX_COUNT) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--count': expected 1 to "
                    + MAX_COUNT + ", found " + count);
        }
        ObjectIdGenerator generator = parent.generator();
        ObjectId[] ids = count == 1 ? new ObjectId[] {generator.generate()} : generator.generate(count);
        PrintWriter out = spec.commandLine().getOut();
        for (ObjectId id : ids) {
            out.println(json ? IdReport.json(id) : id.toHexString());
        }
        out.flush();
        return 0;
    }
}
