/**
 * JDBI support for {@link dev.oid.ObjectId}: the {@link dev.oid.jdbi.ObjectIdPlugin} binds ids as 12 bytes and maps
 * binary ({@code BINARY(12)}, PostgreSQL {@code bytea}) and {@code CHAR(24)} columns to ids.
 *
 * <p>The plugin is also provided as a service, so {@code Jdbi.installPlugins()} installs it.
 *
 * @since 0.1.0
 */
// JDBI 3 ships no module descriptor, only the automatic module name org.jdbi.v3.core. It is required transitively
// because the plugin extends JdbiPlugin.Singleton. module: the name must equal the package dev.oid.jdbi
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module dev.oid.jdbi {
    requires transitive dev.oid;
    // The plugin implements JdbiPlugin; the application brings JDBI 3.
    requires transitive org.jdbi.v3.core;
    // The column mapper reads a java.sql.ResultSet.
    requires java.sql;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jdbi;

    provides org.jdbi.v3.core.spi.JdbiPlugin with dev.oid.jdbi.ObjectIdPlugin;
}
