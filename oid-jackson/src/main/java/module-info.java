/**
 * Jackson 2.x support for {@link dev.oid.ObjectId}: the {@link dev.oid.jackson.ObjectIdModule} writes ids as
 * 24-character hex strings (or MongoDB Extended JSON {@code {"$oid": ...}}) and reads both forms back.
 *
 * <p>The module is also provided as a service, so {@code ObjectMapper.findAndRegisterModules()} picks it up.
 * Support for the MongoDB driver's {@code org.bson.types.ObjectId} is switched on when the optional
 * {@code org.mongodb.bson} module is present.
 *
 * @since 0.1.0
 */
@SuppressWarnings("requires-automatic") // bson has only an Automatic-Module-Name
module dev.oid.jackson {
    requires transitive dev.oid;
    requires transitive com.fasterxml.jackson.databind;
    requires static org.mongodb.bson;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jackson;

    provides com.fasterxml.jackson.databind.Module with dev.oid.jackson.ObjectIdModule;
}
