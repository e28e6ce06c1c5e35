/**
 * ObjectId functions inside the database: one idempotent script per database (PostgreSQL, MariaDB) with
 * {@code oid_generate()}, {@code oid_to_hex(id)}, {@code oid_from_hex(text)}, {@code oid_timestamp(id)} and
 * {@code oid_min(timestamp)}, for ids stored as the 12-byte column type ({@code bytea}, {@code BINARY(12)}).
 * {@link dev.oid.sql.OidSqlFunctions} returns a script's text or installs the right one over JDBC.
 *
 * <pre>{@code
 * OidSqlFunctions.install(connection);   // creates or replaces the functions, PostgreSQL or MariaDB
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters and return values are non-null. The
 * {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile against nor to run this
 * module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.sql;

import org.jspecify.annotations.NullMarked;
