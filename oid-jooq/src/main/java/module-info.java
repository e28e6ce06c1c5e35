/**
 * jOOQ support for {@link dev.oid.ObjectId}: the converters {@link dev.oid.jooq.ObjectIdConverter} (12 bytes,
 * {@code BINARY(12)} or PostgreSQL {@code bytea}) and {@link dev.oid.jooq.ObjectIdHexConverter} (24 hex
 * characters, {@code CHAR(24)}), for data types written by hand and for the code generator's forced types.
 *
 * @since 0.1.0
 */
// module: the name must equal the package dev.oid.jooq
@SuppressWarnings("module")
module dev.oid.jooq {
    requires transitive dev.oid;
    // The converters implement org.jooq.Converter; the application brings jOOQ (3.19 or later).
    requires transitive org.jooq;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jooq;
}
