package dev.oid.jackson3.internal;

import org.bson.types.ObjectId;

/**
 * Writes the MongoDB driver's {@link ObjectId} exactly like {@link dev.oid.ObjectId}: 24 lowercase hex
 * characters or {@code {"$oid": "<24 hex>"}}, instead of Jackson's default bean form
 * {@code {"timestamp": ..., "date": ...}}.
 */
public final class BsonObjectIdSerializer extends HexSerializer<ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Writes plain 24-character strings. */
    public static final BsonObjectIdSerializer INSTANCE = new BsonObjectIdSerializer(false);

    /** Writes Extended JSON {@code {"$oid": "<24 hex>"}}. */
    public static final BsonObjectIdSerializer EXTENDED_JSON = new BsonObjectIdSerializer(true);

    /**
     * Creates a serializer writing plain strings. Public and without arguments, as Jackson expects of serializers;
     * applications register {@code ObjectIdModule} instead of naming this class.
     */
    public BsonObjectIdSerializer() {
        this(false);
    }

    private BsonObjectIdSerializer(boolean extendedJson) {
        super(ObjectId.class, extendedJson);
    }

    /**
     * Returns the shared serializer for the given form.
     *
     * @param extendedJson {@code true} for {@code {"$oid": ...}}
     * @return {@link #EXTENDED_JSON} or {@link #INSTANCE}
     */
    public static BsonObjectIdSerializer of(boolean extendedJson) {
        return extendedJson ? EXTENDED_JSON : INSTANCE;
    }

    @Override
    protected String hex(ObjectId value) {
        return value.toHexString();
    }

    @Override
    protected BsonObjectIdSerializer withExtendedJson(boolean extendedJson) {
        return of(extendedJson);
    }
}
