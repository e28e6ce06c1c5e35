/**
 * Jakarta REST (JAX-RS) support for {@link dev.oid.ObjectId}:
 * {@link dev.oid.jakarta.rest.ObjectIdParamConverterProvider} converts path, query, header, matrix, cookie and form
 * parameters, and answers a bad id with {@code 400 Bad Request} naming the parameter and quoting the value, never
 * {@code 404}, {@code 500}, {@code null} or a fresh id.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jakarta.rest;

import org.jspecify.annotations.NullMarked;
