/**
 * JSON-B (Jakarta JSON Binding) support for {@link dev.oid.ObjectId}: ids are written as 24 lowercase hex
 * characters and read from hex in either case; {@link dev.oid.jsonb.ObjectIdDeserializer} also reads MongoDB
 * Extended JSON {@code {"$oid": "<24 hex>"}}.
 *
 * <pre>{@code
 * Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
 *         .withSerializers(new ObjectIdSerializer())
 *         .withDeserializers(new ObjectIdDeserializer()));
 * }</pre>
 *
 * <p>A bad id is a {@link jakarta.json.bind.JsonbException} quoting the value, never {@code null} or a fresh id.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jsonb;

import org.jspecify.annotations.NullMarked;
