/**
 * Gson support for {@link dev.oid.ObjectId}: {@link dev.oid.gson.ObjectIdTypeAdapter} writes ids as 24-character
 * lowercase hex strings and reads hex in either case or MongoDB Extended JSON {@code {"$oid": ...}};
 * {@link dev.oid.gson.ObjectIdTypeAdapterFactory} registers it with {@code registerTypeAdapterFactory}.
 *
 * @since 0.1.0
 */
module dev.oid.gson {
    requires transitive dev.oid;
    // The adapter extends Gson's TypeAdapter; the factory implements TypeAdapterFactory.
    requires transitive com.google.gson;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.gson;
}
