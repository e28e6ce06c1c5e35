/**
 * JDBI support for {@link dev.oid.ObjectId}: install {@link dev.oid.jdbi.ObjectIdPlugin} (or call
 * {@code Jdbi.installPlugins()}, which finds it as a service) and ids bind as their 12 bytes and read from
 * binary and {@code CHAR(24)} columns.
 *
 * <pre>{@code
 * Jdbi jdbi = Jdbi.create(dataSource).installPlugin(new ObjectIdPlugin());
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jdbi;

import org.jspecify.annotations.NullMarked;
