/**
 * Spring Data R2DBC: ObjectIds stored as 12 bytes ({@code BINARY(12)}, {@code bytea}), ids minted on save, and a
 * save of an id that is not in the table that says to insert it.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.spring.r2dbc;

import org.jspecify.annotations.NullMarked;
