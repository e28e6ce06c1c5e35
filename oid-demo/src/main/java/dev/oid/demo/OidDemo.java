package dev.oid.demo;

import dev.oid.cli.OidCommand;

/**
 * The {@code oid} command with {@code demo} added to its subcommands: what the {@code ./oid} launcher at the
 * repository root runs. The published oid-cli has no demo (its runtime is oid-core and picocli only).
 */
public final class OidDemo {

    private OidDemo() {
    }

    /**
     * Runs the {@code oid} command, {@code demo} included, with {@code args} and exits the JVM with its exit code.
     *
     * @param args the command-line arguments, e.g. {@code demo} or {@code inspect 5a17b9d9ab102555b9c38874}
     */
    public static void main(String[] args) {
        System.exit(OidCommand.run(args, new DemoCommand()));
    }
}
