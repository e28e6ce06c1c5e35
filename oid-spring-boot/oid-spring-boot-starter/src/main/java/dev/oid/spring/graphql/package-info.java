/**
 * Spring for GraphQL: the {@code ObjectId} scalar, and keyset cursors that carry ObjectIds.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.spring.graphql;

import org.jspecify.annotations.NullMarked;
