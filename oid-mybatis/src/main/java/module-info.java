/**
 * MyBatis support for {@link dev.oid.ObjectId}: the type handlers {@link dev.oid.mybatis.ObjectIdTypeHandler}
 * (12 bytes, {@code BINARY(12)} or PostgreSQL {@code bytea}) and {@link dev.oid.mybatis.ObjectIdHexTypeHandler}
 * (24 hex characters, {@code CHAR(24)}), found by a type-handler package scan of {@code dev.oid.mybatis}.
 *
 * @since 0.1.0
 */
// MyBatis 3.5 ships no module descriptor, only the automatic module name org.mybatis. It is required transitively
// because the handlers extend MyBatis's BaseTypeHandler. module: the name must equal the package dev.oid.mybatis
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module dev.oid.mybatis {
    requires transitive dev.oid;
    requires transitive org.mybatis;
    // The handlers' methods take and throw java.sql types.
    requires transitive java.sql;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.mybatis;
}
