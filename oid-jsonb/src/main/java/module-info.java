/**
 * JSON-B support for {@link dev.oid.ObjectId}: {@link dev.oid.jsonb.ObjectIdAdapter} (for
 * {@code JsonbConfig.withAdapters}) and {@link dev.oid.jsonb.ObjectIdSerializer} with
 * {@link dev.oid.jsonb.ObjectIdDeserializer} (for {@code withSerializers} and {@code withDeserializers}, which also
 * read Extended JSON {@code {"$oid": ...}}).
 *
 * @since 0.1.0
 */
module dev.oid.jsonb {
    requires transitive dev.oid;
    // The adapter, serializer and deserializer implement JSON-B's interfaces; the application brings JSON-B.
    requires transitive jakarta.json.bind;
    // The serializer and deserializer write and read JSON-P's JsonGenerator and JsonParser.
    requires transitive jakarta.json;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jsonb;
}
