/**
 * Avro support for {@link dev.oid.ObjectId}: the logical type {@code object-id}
 * ({@link dev.oid.avro.ObjectIdLogicalType}) on {@code {"type": "fixed", "size": 12}} (the 12 bytes, which sort
 * as the ids do) and on {@code "string"} (24 lowercase hex characters), and {@link dev.oid.avro.ObjectIdConversion}
 * between it and {@code ObjectId}.
 *
 * <pre>{@code
 * GenericData.get().addLogicalTypeConversion(new ObjectIdConversion());
 * Schema schema = new Schema.Parser().parse(
 *         "{\"type\": \"fixed\", \"name\": \"Oid\", \"size\": 12, \"logicalType\": \"object-id\"}");
 * }</pre>
 *
 * <p>{@link dev.oid.avro.ObjectIdLogicalTypeFactory} is a {@code java.util.ServiceLoader} service, so Avro's
 * {@code Schema.Parser} knows the type without registration; the avro-maven-plugin takes it as a
 * {@code customLogicalTypeFactory} and the conversion as a {@code customConversion}, and generates records with
 * {@code ObjectId} fields.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.avro;

import org.jspecify.annotations.NullMarked;
