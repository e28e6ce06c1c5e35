package dev.oid.jackson3.internal;

import dev.oid.ObjectId;

/** Reads a {@link ObjectId} from 24 hex digits or from {@code {"$oid": "<24 hex>"}}. */
public final class ObjectIdDeserializer extends HexDeserializer<ObjectId> {

    private static final long serialVersionUID = 1L;

    /** The shared instance. */
    public static final ObjectIdDeserializer INSTANCE = new ObjectIdDeserializer();

    /**
     * Creates a deserializer. Public and without arguments, as Jackson expects of serializers;
     * applications register {@code ObjectIdModule} instead of naming this class.
     */
    public ObjectIdDeserializer() {
        super(ObjectId.class);
    }

    @Override
    protected ObjectId fromObjectId(ObjectId id) {
        return id;
    }
}
