package dev.oid.demo;

import dev.oid.ObjectIdGenerator;
import java.io.PrintWriter;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code oid demo}: one id through MongoDB, SQL and a REST API, every hop printed. A picocli command added to the
 * {@code oid} command by {@link OidDemo}.
 */
@Command(
        name = "demo",
        header = "Send one id through MongoDB, SQL and a REST API, and show every hop.",
        mixinStandardHelpOptions = true,
        description = {
            "Mints one id and stores it in MongoDB (through oid's BSON codec), in a SQL table (through JPA with "
                    + "@GeneratedValue(generator = \"objectid\")) and serves it from a REST API on a loopback port "
                    + "(through oid's Jackson module, with @ValidObjectId rejecting a malformed id). Prints the id "
                    + "minted, its decoded time, the BSON document stored, the SQL row, the JSON payload and the id "
                    + "read back at each stage, then whether all stages agree.",
            "By default everything runs in this process: an in-process MongoDB wire server (mongo-java-server) and "
                    + "an in-memory H2 database. With the options below it uses your servers, and leaves nothing "
                    + "behind: the document is deleted from " + "oid_demo.items and the table oid_demo_item is "
                    + "created and dropped again."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:all stages agree",
            "1:a stage disagrees or a server could not be used (see standard error)",
            "2:usage error"
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  oid demo",
            "  oid demo --mongodb-uri mongodb://127.0.0.1:27017 \\",
            "           --jdbc-url jdbc:postgresql://127.0.0.1:5432/test --jdbc-user postgres"
        })
public final class DemoCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final Supplier<ObjectIdGenerator> generator;

    @Option(names = "--mongodb-uri", paramLabel = "URI",
            description = "MongoDB connection string (default: an in-process mongo-java-server).")
    String mongodbUri;

    @Option(names = "--jdbc-url", paramLabel = "URL",
            description = "JDBC URL: PostgreSQL, MariaDB and H2 drivers are included (default: in-memory H2).")
    String jdbcUrl;

    @Option(names = "--jdbc-user", paramLabel = "USER", description = "Database user for --jdbc-url.")
    String jdbcUser;

    @Option(names = "--jdbc-password", paramLabel = "PASSWORD", description = "Database password for --jdbc-url.")
    String jdbcPassword;

    /** Creates the command minting with {@link ObjectIdGenerator#defaultGenerator()}. */
    public DemoCommand() {
        this(ObjectIdGenerator::defaultGenerator);
    }

    /**
     * Creates the command minting with its own generator, for tests.
     *
     * @param generator supplies the generator of the demo's one id, called once per run
     */
    DemoCommand(Supplier<ObjectIdGenerator> generator) {
        this.generator = Objects.requireNonNull(generator, "generator");
    }

    /**
     * Runs the demo and prints every hop to standard output.
     *
     * @return 0 when all stages agree, 1 when one disagrees or a server could not be used (reported on standard
     *     error)
     */
    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            boolean agree = DemoPipeline.run(new DemoPipeline.Settings(mongodbUri, jdbcUrl, jdbcUser, jdbcPassword),
                    generator.get(), out);
            return agree ? 0 : 1;
        } catch (Exception e) {
            out.flush();
            PrintWriter err = spec.commandLine().getErr();
            err.println("oid demo: " + describe(e));
            err.flush();
            return 1;
        }
    }

    /** The exception and its causes in one line, e.g. "Cannot connect ...: Connection refused". */
    private static String describe(Throwable e) {
        StringBuilder message = new StringBuilder(String.valueOf(e.getMessage() != null ? e.getMessage() : e));
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            if (cause.getMessage() != null && !message.toString().contains(cause.getMessage())) {
                message.append(": ").append(cause.getMessage());
            }
        }
        return message.toString();
    }
}
