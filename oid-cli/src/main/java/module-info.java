/**
 * The {@code oid} command: mints ids, explains existing ids under both layouts of the MongoDB ObjectId
 * specification, prints the boundary ids and mongosh filter of a creation-time range, and estimates the chance
 * of a duplicate id across a fleet of processes.
 *
 * <p>The only exported type is {@link dev.oid.cli.OidCommand}, the entry point. The package is opened to
 * picocli, which reads the command annotations reflectively.
 *
 * @since 0.1.0
 */
module dev.oid.cli {
    requires dev.oid;
    requires info.picocli;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;
    exports dev.oid.cli;
    opens dev.oid.cli to info.picocli;
}
