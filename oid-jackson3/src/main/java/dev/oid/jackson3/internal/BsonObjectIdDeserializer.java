package dev.oid.jackson3.internal;

import org.bson.types.ObjectId;

/**
 * Reads the MongoDB driver's {@link ObjectId} from 24 hex digits or from {@code {"$oid": "<24 hex>"}}, with
 * the same strict rules and errors as {@link dev.oid.ObjectId}.
 */
public final class BsonObjectIdDeserializer extends HexDeserializer<ObjectId> {

    private static final long serialVersionUID = 1L;

    /** The shared instance. */
    public static final BsonObjectIdDeserializer INSTANCE = new BsonObjectIdDeserializer();

    /**
     * Creates a deserializer. Public and without arguments, as Jackson expects of serializers;
     * applications register {@code ObjectIdModule} instead of naming this class.
     */
    public BsonObjectIdDeserializer() {
        super(ObjectId.class);
    }

    @Override
    protected ObjectId fromObjectId(dev.oid.ObjectId id) {
        return new ObjectId(id.toByteArray());
    }
}
