/**
 * The {@code oid} command line (picocli): {@code oid inspect}, {@code oid new} and {@code oid range}.
 *
 * <p>{@link dev.oid.cli.OidCommand} is the entry point; each subcommand is one package-private class listed
 * in its {@code @Command(subcommands = ...)}. All decoding is done by {@link dev.oid.ObjectIdLayout} from
 * {@code oid-core}; this package only formats.
 *
 * @since 0.1.0
 */
package dev.oid.cli;
