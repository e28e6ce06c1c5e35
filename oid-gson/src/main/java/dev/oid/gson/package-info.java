/**
 * Gson support for {@link dev.oid.ObjectId}: register {@link dev.oid.gson.ObjectIdTypeAdapter} for the type, or
 * {@link dev.oid.gson.ObjectIdTypeAdapterFactory#INSTANCE} as a factory, and ids are written as 24 lowercase hex
 * characters and read from hex in either case or Extended JSON {@code {"$oid": "<24 hex>"}}.
 *
 * <pre>{@code
 * Gson gson = new GsonBuilder()
 *         .registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE)
 *         .create();
 * }</pre>
 *
 * <p>A bad id is a {@link com.google.gson.JsonSyntaxException} quoting the value and giving the JSON path, never
 * {@code null} or a fresh id.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.gson;

import org.jspecify.annotations.NullMarked;
