/**
 * The oid BSON codec: stores {@link dev.oid.ObjectId} as a native BSON ObjectId (type 0x07) through the
 * MongoDB Java driver's codec API ({@link dev.oid.bson.ObjectIdCodecProvider}), with conversions to and from
 * the driver's own {@code org.bson.types.ObjectId}, creation-time range filters and a POJO convention that
 * assigns ids on insert.
 *
 * @since 0.1.0
 */
// The bson jar is an automatic module (Automatic-Module-Name org.mongodb.bson in its manifest; MongoDB ships no
// module-info). Its name is stable and published, and our API exposes its types (Codec, Bson, Convention), so
// it must be required transitively. -Xlint:all warns "requires (transitive) directive for an automatic module"
// for exactly that; there is nothing to fix on our side, so those two warnings are suppressed here, nowhere else.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.bson {
    requires transitive dev.oid;
    requires transitive org.mongodb.bson;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.bson;
}
