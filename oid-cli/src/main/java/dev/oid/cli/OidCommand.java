package dev.oid.cli;

import dev.oid.ObjectIdGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
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
 *   <li>{@code oid demo [--mongodb-uri URI] [--jdbc-url URL ...]} sends one new id through MongoDB, SQL and a
 *       REST API and prints every hop (in-process servers unless told otherwise).</li>
 * </ul>
 *
 * <p>Exit codes: {@code 0} success, {@code 1} at least one id could not be read (reported on standard error;
 * the other ids are still processed) or, for {@code demo}, a stage disagreed or a server could not be used,
 * {@code 2} usage error (unknown subcommand or option, bad value).
 *
 * <pre>{@code
 * // From a shell, through the ./oid launcher at the repository root:
 * //   ./oid inspect 5a17b9d9ab102555b9c38874
 * // or with the jar and its libraries on the class path:
 * //   java -cp "oid-cli.jar:lib/*" dev.oid.cli.OidCommand new -n 3
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
                    + "boundary ids of creation-time ranges."
        },
        subcommands = {
            InspectCommand.class,
            NewCommand.class,
            RangeCommand.class,
            DemoCommand.class,
            CommandLine.HelpCommand.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:an id could not be read, or a demo stage failed (see standard error)",
            "2:usage error: unknown subcommand or option, or a bad value"
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  oid inspect 5a17b9d9ab102555b9c38874 4df2dcec2cdcd20936a8b817",
            "  oid inspect --json < ids.txt",
            "  oid new -n 3",
            "  oid range 2026-03-01 2026-04-01",
            "  oid demo",
            "  oid help range"
        })
public final class OidCommand implements Callable<Integer> {

    /** Picocli's model of this command, injected when the command line is parsed. */
    @Spec
    CommandSpec spec;

    private final InputStream in;
    private final Supplier<ObjectIdGenerator> generator;

    /**
     * Creates the command reading standard input ({@link System#in}) and minting with
     * {@link ObjectIdGenerator#defaultGenerator()}.
     */
    public OidCommand() {
        this(System.in, ObjectIdGenerator::defaultGenerator);
    }

    /**
     * Creates the command with its own input and generator, for tests.
     *
     * @param in where {@code inspect} reads ids when none are given as arguments
     * @param generator supplies the generator used by {@code new}, called only when ids are minted
     */
    OidCommand(InputStream in, Supplier<ObjectIdGenerator> generator) {
        this.in = Objects.requireNonNull(in, "in");
        this.generator = Objects.requireNonNull(generator, "generator");
    }

    /**
     * Runs the command with {@code args} and exits the JVM with its exit code.
     *
     * @param args the command-line arguments, e.g. {@code inspect 5a17b9d9ab102555b9c38874}
     */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
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
        err.println(name + ": " + error.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(error, err);
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
