/**
 * GraphQL support for {@link dev.oid.ObjectId}: {@link dev.oid.graphql.ObjectIdScalar#INSTANCE} is a graphql-java
 * scalar named {@code ObjectId} that reads string literals and variables of 24 hexadecimal digits in either case and
 * writes 24 lowercase ones; a bad id is graphql-java's own coercing exception quoting it, which graphql-java reports
 * as a GraphQL error, never {@code null} or a fresh id.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.graphql;

import org.jspecify.annotations.NullMarked;
