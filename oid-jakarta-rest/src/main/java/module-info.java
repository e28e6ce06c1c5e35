/**
 * Jakarta REST support for {@link dev.oid.ObjectId}: {@link dev.oid.jakarta.rest.ObjectIdParamConverterProvider}.
 *
 * @since 0.1.0
 */
module dev.oid.jakarta.rest {
    requires transitive dev.oid;
    // The provider implements Jakarta REST's ParamConverterProvider; the application brings Jakarta REST.
    requires transitive jakarta.ws.rs;
    // Optional: Jersey's auto-discovery SPI, for the class Jersey loads from META-INF/services on the class path.
    requires static org.glassfish.jersey.core.common;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jakarta.rest;
}
