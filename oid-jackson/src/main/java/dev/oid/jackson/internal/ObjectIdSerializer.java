package dev.oid.jackson.internal;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.oid.ObjectId;
import java.io.IOException;

/** Writes a {@link ObjectId} as 24 lowercase hex characters or as {@code {"$oid": "<24 hex>"}}. */
public final class ObjectIdSerializer extends HexSerializer<ObjectId> {

    private static final long serialVersionUID = 1L;

    /**
     * Each thread's buffer for the 24 characters; the generator copies them out before {@code writeString}
     * returns, so the buffer is free again when the next id is written.
     */
    private static final ThreadLocal<char[]> BUFFER = ThreadLocal.withInitial(() -> new char[ObjectId.HEX_LENGTH]);

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

    /** Writes the id from a per-thread {@code char[24]}: no {@code String} per id. */
    @Override
    protected void writeHex(ObjectId value, JsonGenerator gen) throws IOException {
        char[] buffer = BUFFER.get();
        value.writeHexTo(buffer, 0);
        gen.writeString(buffer, 0, ObjectId.HEX_LENGTH);
    }

    @Override
    protected ObjectIdSerializer withExtendedJson(boolean extendedJson) {
        return of(extendedJson);
    }
}
