/**
 * The MongoDB driver and Spring Data MongoDB: the codec provider, conversions to native BSON ObjectId, ids minted on save, and query helpers.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.spring.mongo;

import org.jspecify.annotations.NullMarked;
