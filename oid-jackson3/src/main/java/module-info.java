/**
 * Jackson 3.x support for {@link dev.oid.ObjectId}: the {@link dev.oid.jackson3.ObjectIdModule} writes ids as
 * 24-character hex strings (or MongoDB Extended JSON {@code {"$oid": ...}}) and reads both forms back.
 *
 * <p>The module is also provided as a service, so {@code JsonMapper.builder().findAndAddModules()} picks it up.
 * Support for the MongoDB driver's {@code org.bson.types.ObjectId} is switched on when the optional
 * {@code org.mongodb.bson} module is present.
 *
 * @since 0.1.0
 */
// requires-automatic: bson has only an Automatic-Module-Name; module: the name must equal the package dev.oid.jackson3
@SuppressWarnings({"requires-automatic", "module"})
module dev.oid.jackson3 {
    requires transitive dev.oid;
    requires transitive tools.jackson.databind;
    requires static org.mongodb.bson;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jackson3;

    provides tools.jackson.databind.JacksonModule with dev.oid.jackson3.ObjectIdModule;
}
