/**
 * MyBatis type handlers for {@link dev.oid.ObjectId}: {@link dev.oid.mybatis.ObjectIdTypeHandler} for 12-byte
 * binary columns ({@code BINARY(12)}, PostgreSQL {@code bytea}), the default for {@code ObjectId} properties and
 * parameters, and {@link dev.oid.mybatis.ObjectIdHexTypeHandler} for {@code CHAR(24)} columns
 * ({@code jdbcType=CHAR} or {@code VARCHAR}). Register both with a package scan: {@code <package
 * name="dev.oid.mybatis"/>} under {@code <typeHandlers>}, {@code mybatis.type-handlers-package=dev.oid.mybatis}
 * with mybatis-spring-boot-starter, or {@code configuration.getTypeHandlerRegistry().register("dev.oid.mybatis")}.
 *
 * <p>A stored value that is not an id (a binary value of another length than 12, a string that is not 24 hex
 * digits) is a {@link java.sql.SQLDataException} naming the column and quoting the value, never {@code null} or
 * a truncated id; SQL {@code NULL} is {@code null} both ways.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.mybatis;

import org.jspecify.annotations.NullMarked;
