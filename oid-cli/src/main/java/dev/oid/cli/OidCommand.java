package dev.oid.cli;

import dev.oid.ObjectIdGenerator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code oid} command: the top-level picocli command whose subcommands mint, explain and query
 * MongoDB ObjectIds.
 *
 * <ul>
 *   <li>{@code oid inspect ID...} explains ids (creation time, current and legacy layouts, boundary), as a
 *       table or, with {@code --json}, one JSON object per line; reads ids from standard input, one per line,
 *       when none are given.</li>
 *   <li>{@code oid new [-n N] [--json]} mints {@code N} new ids (1 to 1,000,000).</li>
 *   <li>{@code oid range FROM TO [--json]} prints the boundary ids of the creation-time range
 *       {@code [FROM, TO)} and the matching mongosh filter.</li>
 *   <li>{@code oid risk --processes N --rate R [--lifetime L] --period T [--json]} estimates the duplicate ids
 *       of a fleet of processes and the probability of at least one (docs/fleet-uniqueness.md).</li>
 * </ul>
 *
 * <p>{@code oid demo} is not part of this published command: the {@code ./oid} launcher of the repository runs
 * the unpublished oid-demo module, which adds it through {@link #run(String[], Object...)}; asked for
 * {@code demo}, this command says so (exit code 2).
 *
 * <p>Exit codes: {@code 0} success, {@code 1} at least one id could not be read (reported on standard error;
 * the other ids are still processed),
 * {@code 2} usage error (unknown subcommand or option, bad value), {@code 74} standard output could not be
 * written (e.g. a full disk; one line on standard error; {@code EX_IOERR} of sysexits.h), {@code 141} the reader
 * of standard output went away (a broken pipe, as in {@code oid new -n 1000 | head -1}; the command stops at once
 * and prints nothing; 128 + SIGPIPE, what shells report for a command killed by that signal).
 *
 * <pre>{@code
 * // From a shell, through the ./oid launcher at the repository root:
 * //   ./oid inspect 5a17b9d9ab102555b9c38874
 * // or with the runnable jar:
 * //   java -jar oid-cli-0.1.0-all.jar new -n 3
 * OidCommand.main(new String[] {"inspect", "--json", "5a17b9d9ab102555b9c38874"}); // exits the JVM
 * }</pre>
 *
 * <p>A new subcommand is one package-private class annotated with {@code @Command} plus one entry in the
 * {@code subcommands} list below.
 *
 * @since 0.1.0
 */
@Command(
        name = "oid",
        mixinStandardHelpOptions = true,
        versionProvider = OidCommand.Version.class,
        description = {
            "Mints, inspects and explains MongoDB ObjectIds (12 bytes, 24 hex characters), and prints the "
                    + "boundary ids of creation-time ranges; estimates the chance of a duplicate across a fleet."
        },
        subcommands = {
            InspectCommand.class,
            NewCommand.class,
            RangeCommand.class,
            RiskCommand.class,
            CommandLine.HelpCommand.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:an id could not be read (see standard error)",
            "2:usage error: unknown subcommand or option, or a bad value",
            OidCommand.IO_ERROR_LINE,
            OidCommand.CLOSED_PIPE_LINE
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  oid inspect 5a17b9d9ab102555b9c38874 4df2dcec2cdcd20936a8b817",
            "  oid inspect --json < ids.txt",
            "  oid new -n 3",
            "  oid range 2026-03-01 2026-04-01",
            "  oid risk --processes 10000 --rate 1000 --lifetime P1D --period P3650D",
            "  oid help range"
        })
public final class OidCommand implements Callable<Integer> {

    /** The exit-code help line of {@link #EXIT_IO_ERROR}, shared by every subcommand. */
    static final String IO_ERROR_LINE =
            "74:standard output could not be written, e.g. a full disk (EX_IOERR; see standard error)";

    /** The exit-code help line of {@link #EXIT_CLOSED_PIPE}, shared by every subcommand. */
    static final String CLOSED_PIPE_LINE =
            "141:the reader of standard output went away, e.g. 'oid new | head -1' (128 + SIGPIPE; quiet)";

    /** Picocli's model of this command, injected when the command line is parsed. */
    @Spec
    CommandSpec spec;

    private final InputStream in;
    private final Supplier<ObjectIdGenerator> generator;
    private final boolean interactive;

    /**
     * Creates the command reading standard input ({@link System#in}) and minting with
     * {@link ObjectIdGenerator#defaultGenerator()}.
     */
    public OidCommand() {
        this(System.in, ObjectIdGenerator::defaultGenerator, System.console() != null);
    }

    /**
     * Creates the command with its own input and generator, for tests.
     *
     * @param in where {@code inspect} reads ids when none are given as arguments
     * @param generator supplies the generator used by {@code new}, called only when ids are minted
     */
    OidCommand(InputStream in, Supplier<ObjectIdGenerator> generator) {
        this(in, generator, false);
    }

    private OidCommand(InputStream in, Supplier<ObjectIdGenerator> generator, boolean interactive) {
        this.in = Objects.requireNonNull(in, "in");
        this.generator = Objects.requireNonNull(generator, "generator");
        this.interactive = interactive;
    }

    /**
     * Runs the command with {@code args} and exits the JVM with its exit code.
     *
     * @param args the command-line arguments, e.g. {@code inspect 5a17b9d9ab102555b9c38874}
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the command with {@code args} on the process's standard streams, with {@code extraSubcommands} added
     * to the standard ones, and returns its exit code (the JVM keeps running). Standard output is buffered and
     * flushed once at the end; a write error stops the command: a closed pipe (the reader went away, as in
     * {@code oid new -n 1000000 | head -1}) quietly with {@value #EXIT_CLOSED_PIPE}, any other (a full disk)
     * with one line on standard error and {@value #EXIT_IO_ERROR}.
     *
     * @param args the command-line arguments, e.g. {@code new -n 3}
     * @param extraSubcommands picocli {@code @Command} objects to add, e.g. the {@code demo} command of the
     *     unpublished oid-demo module; none for the published command
     * @return the exit code: 0, 1, 2, {@value #EXIT_IO_ERROR} or {@value #EXIT_CLOSED_PIPE}
     * @throws picocli.CommandLine.InitializationException if an extra subcommand is no valid picocli command
     */
    public static int run(String[] args, Object... extraSubcommands) {
        CommandLine commandLine = commandLine();
        if (extraSubcommands.length > 0) {
            // Keep help last in the list of subcommands.
            commandLine.getCommandSpec().removeSubcommand("help");
            for (Object subcommand : extraSubcommands) {
                commandLine.addSubcommand(subcommand);
            }
            commandLine.addSubcommand(new CommandLine.HelpCommand());
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(OutputFailure.standardOutput(),
                Charset.defaultCharset()), 1 << 16), false);
        commandLine.setOut(out);
        commandLine.setExecutionExceptionHandler((e, failed, parseResult) -> {
            if (e instanceof OutputFailure failure) {
                return reportOutputFailure(failure, failed.getErr());
            }
            throw e;
        });
        try {
            int exitCode = commandLine.execute(args);
            out.flush();
            return exitCode;
        } catch (OutputFailure failure) {
            return reportOutputFailure(failure, commandLine.getErr());
        }
    }

    /** Exit code when standard output cannot be written, e.g. a full disk: 74, {@code EX_IOERR} of sysexits.h. */
    public static final int EXIT_IO_ERROR = 74;

    /**
     * Exit code when the reader of standard output went away (a broken pipe): 141, the 128 + SIGPIPE (13) that
     * shells report for a command killed by SIGPIPE; nothing is printed.
     */
    public static final int EXIT_CLOSED_PIPE = 141;

    private static int reportOutputFailure(OutputFailure failure, PrintWriter err) {
        if (failure.closedPipe()) {
            return EXIT_CLOSED_PIPE;
        }
        err.println("oid: " + failure.describe());
        err.flush();
        return EXIT_IO_ERROR;
    }

    /**
     * Returns a picocli command line for a new {@code OidCommand} that reads {@link System#in}, with the
     * short usage-error reporting of the {@code oid} command (message, suggestions, a hint to {@code --help};
     * exit code 2).
     */
    static CommandLine commandLine() {
        return commandLine(new OidCommand());
    }

    /** Returns a picocli command line for {@code command}, configured as {@link #commandLine()}. */
    static CommandLine commandLine(OidCommand command) {
        CommandLine commandLine = new CommandLine(command);
        commandLine.setParameterExceptionHandler(OidCommand::reportUsageError);
        // FROM and TO may start with '-' (a negative year, -0001-01-01): a value to reject with a clear message,
        // not an unknown option that leaves TO "missing".
        commandLine.getSubcommands().get("range").setUnmatchedOptionsArePositionalParams(true);
        return commandLine;
    }

    /**
     * Reports that no subcommand was given, as a usage error.
     *
     * @return never returns normally
     * @throws ParameterException always: a subcommand is required (exit code 2)
     */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "Missing subcommand: expected one of " + String.join(", ", spec.subcommands().keySet()));
    }

    /** Where {@code inspect} reads ids when none are given as arguments. */
    InputStream in() {
        return in;
    }

    /**
     * Whether standard input and output are a terminal (a person typing), so that {@code inspect} with no ids
     * says that it reads them from standard input.
     */
    boolean interactive() {
        return interactive;
    }

    /** The generator used by {@code new}. */
    ObjectIdGenerator generator() {
        return generator.get();
    }

    /**
     * Prints a usage error in one or two lines instead of the whole usage help: the message, picocli's
     * "did you mean" suggestions, and where to find help.
     */
    private static int reportUsageError(ParameterException error, String[] args) {
        CommandLine commandLine = error.getCommandLine();
        String name = commandLine.getCommandSpec().qualifiedName();
        PrintWriter err = commandLine.getErr();
        if (error instanceof CommandLine.UnmatchedArgumentException unmatched && commandLine.getParent() == null
                && !unmatched.getUnmatched().isEmpty() && unmatched.getUnmatched().get(0).equals("demo")) {
            err.println(name + ": 'demo' is not part of this oid command: run ./oid demo in a clone of the oid "
                    + "repository (https://github.com/oid-dev/oid)");
        } else {
            err.println(name + ": " + error.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(error, err);
        }
        err.println("Try '" + name + " --help' for more information.");
        err.flush();
        CommandLine.IExitCodeExceptionMapper mapper = commandLine.getExitCodeExceptionMapper();
        return mapper != null ? mapper.getExitCode(error) : commandLine.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** The version of the jar, from the {@code version.properties} resource that Maven filters at build. */
    static final class Version implements CommandLine.IVersionProvider {

        @Override
        public String[] getVersion() {
            return new String[] {
                "oid " + version(),
                "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
            };
        }

        static String version() {
            Properties properties = new Properties();
            try (InputStream resource = OidCommand.class.getResourceAsStream("version.properties")) {
                if (resource == null) {
                    throw new IllegalStateException("dev/oid/cli/version.properties is missing from the oid-cli jar");
                }
                properties.load(resource);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read dev/oid/cli/version.properties", e);
            }
            String version = properties.getProperty("version");
            if (version == null || version.isBlank() || version.contains("${")) {
                throw new IllegalStateException(
                        "dev/oid/cli/version.properties holds no filtered version: " + version);
            }
            return version;
        }
    }
}
