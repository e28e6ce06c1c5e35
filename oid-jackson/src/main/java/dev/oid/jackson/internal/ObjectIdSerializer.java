package dev.oid.jackson.internal;

import dev.oid.ObjectId;

/**
 * Writes a {@link ObjectId} as 24 lowercase hex characters or as {@code {"$oid": "<24 hex>"}}.
 *
 * <p>Keeps no per-thread buffer (which every virtual thread would allocate and retain): the 24 characters go
 * through {@link ObjectId#toHexString()}, whose Latin-1 string costs what a {@code char[24]} would.
 */
public final class ObjectIdSerializer extends HexSerializer<ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Writes plain 24-character strings. */
    public static final ObjectIdSerializer INSTANCE = new ObjectIdSerializer(false);

    /** Writes Extended JSON {@code {"$oid": "<24 hex>"}}. */
    public static final ObjectIdSerializer EXTENDED_JSON = new ObjectIdSerializer(true);

    /**
     * Creates a serializer writing plain strings. Public and without arguments, as Jackson expects of serializers;
     * applications register {@code ObjectIdModule} instead of naming this class.
     */
    public ObjectIdSerializer() {
        this(false);
    }

    private ObjectIdSerializer(boolean extendedJson) {
        super(ObjectId.class, extendedJson);
    }

    /**
     * Returns the shared serializer for the given form.
     *
     * @param extendedJson {@code true} for {@code {"$oid": ...}}
     * @return {@link #EXTENDED_JSON} or {@link #INSTANCE}
     */
    public static ObjectIdSerializer of(boolean extendedJson) {
        return extendedJson ? EXTENDED_JSON : INSTANCE;
    }

    @Override
    protected String hex(ObjectId value) {
        return value.toHexString();
    }

    @Override
    protected ObjectIdSerializer withExtendedJson(boolean extendedJson) {
        return of(extendedJson);
    }
}
