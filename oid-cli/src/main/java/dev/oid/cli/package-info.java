/**
 * The {@code oid} command line (picocli): {@code oid inspect}, {@code oid new}, {@code oid range} and
 * {@code oid risk}.
 *
 * <p>{@link dev.oid.cli.OidCommand} is the entry point; each subcommand is one package-private class listed
 * in its {@code @Command(subcommands = ...)}. All decoding is done by {@link dev.oid.ObjectIdLayout} from
 * {@code oid-core}; this package only formats, apart from the fleet collision model of {@code oid risk}
 * (package-private {@code CollisionModel}).
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.cli;

import org.jspecify.annotations.NullMarked;
