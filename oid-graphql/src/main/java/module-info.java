/**
 * GraphQL support for {@link dev.oid.ObjectId}: {@link dev.oid.graphql.ObjectIdScalar#INSTANCE}, a graphql-java
 * scalar named {@code ObjectId}.
 *
 * @since 0.1.0
 */
// graphql-java ships no module descriptor, only the automatic module name com.graphqljava. It is required
// transitively because the API is a GraphQLScalarType and a Coercing; the application brings graphql-java.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.graphql {
    requires transitive dev.oid;
    requires transitive com.graphqljava;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.graphql;
}
