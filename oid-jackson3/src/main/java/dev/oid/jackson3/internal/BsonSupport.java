package dev.oid.jackson3.internal;

import tools.jackson.databind.module.SimpleModule;

/**
 * Registers the MongoDB driver's {@code org.bson.types.ObjectId} with a module. Only call it when
 * {@link #isPresent()} says the optional {@code bson} jar is there: this class is the only place that links
 * against it.
 */
public final class BsonSupport {

    private static final String BSON_OBJECT_ID = "org.bson.types.ObjectId";

    private BsonSupport() {
    }

    /**
     * Tells whether {@code org.bson.types.ObjectId} can be loaded by this module.
     *
     * @return {@code true} if the {@code bson} jar is on the class path or module path and readable
     */
    public static boolean isPresent() {
        try {
            Class.forName(BSON_OBJECT_ID, false, BsonSupport.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Adds the serializers and deserializers of {@code org.bson.types.ObjectId} to {@code module}.
     *
     * @param module the module to add them to
     * @param extendedJson {@code true} to write {@code {"$oid": ...}} by default
     */
    public static void register(SimpleModule module, boolean extendedJson) {
        BsonObjectIdSerializer values = BsonObjectIdSerializer.of(extendedJson);
        module.addSerializer(org.bson.types.ObjectId.class, values);
        module.addKeySerializer(org.bson.types.ObjectId.class, new HexKeySerializer<>(values));
        module.addDeserializer(org.bson.types.ObjectId.class, BsonObjectIdDeserializer.INSTANCE);
        module.addKeyDeserializer(org.bson.types.ObjectId.class,
                new HexKeyDeserializer(BsonObjectIdDeserializer.INSTANCE));
    }
}
