/**
 * jOOQ converters for {@link dev.oid.ObjectId}: {@link dev.oid.jooq.ObjectIdConverter} maps a 12-byte binary
 * column ({@code BINARY(12)}, PostgreSQL {@code bytea}) and {@link dev.oid.jooq.ObjectIdHexConverter} a
 * {@code CHAR(24)} column to ids.
 *
 * <pre>{@code
 * DataType<ObjectId> objectId = SQLDataType.BINARY(12).asConvertedDataType(new ObjectIdConverter());
 * Field<ObjectId> id = DSL.field(DSL.name("id"), objectId);
 * }</pre>
 *
 * <p>A value that is not an id (a binary value of another length than 12, a string that is not 24 hex digits) is
 * a {@link org.jooq.exception.DataTypeException} quoting it, never {@code null} or a truncated id. SQL
 * {@code NULL} is {@code null} both ways.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jooq;

import org.jspecify.annotations.NullMarked;
