package dev.oid.bson;

import dev.oid.ObjectId;
import java.util.Objects;

/**
 * Converts between {@link ObjectId dev.oid.ObjectId} and the MongoDB Java driver's
 * {@link org.bson.types.ObjectId org.bson.types.ObjectId}, byte for byte.
 *
 * <p>Both types hold the same 12 bytes of the MongoDB ObjectId specification (4-byte big-endian timestamp,
 * 5-byte process-unique value, 3-byte counter), so a conversion keeps every byte, the hex form, the timestamp
 * and the order. Conversions copy the 12 bytes through a short-lived array; they never go through the
 * 24-character hex form and keep no per-thread state (which every virtual thread would allocate and retain).
 *
 * <p>Use them where the driver hands out its own type, for example when reading a plain
 * {@link org.bson.Document} (whose decoder always maps BSON ObjectIds to {@code org.bson.types.ObjectId}):
 *
 * <pre>{@code
 * Document document = collection.find().first();
 * dev.oid.ObjectId id = ObjectIdConversions.fromDriver(document.getObjectId("_id"));
 * org.bson.types.ObjectId driverId = ObjectIdConversions.toDriver(id);
 * }</pre>
 *
 * <p>This class is thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdConversions {

    private ObjectIdConversions() {
    }

    /**
     * Converts an id to the MongoDB Java driver's type, keeping all 12 bytes.
     *
     * @param id the id to convert
     * @return a driver {@code ObjectId} with the same 12 bytes, hex form and timestamp
     * @throws NullPointerException if {@code id} is {@code null}
     */
    public static org.bson.types.ObjectId toDriver(ObjectId id) {
        Objects.requireNonNull(id, "id");
        return new org.bson.types.ObjectId(id.toByteArray());
    }

    /**
     * Converts an id of the MongoDB Java driver's type to a {@code dev.oid.ObjectId}, keeping all 12 bytes.
     *
     * @param id the driver's id to convert
     * @return an id with the same 12 bytes, hex form and timestamp; its {@link ObjectId#timestamp()} is
     *         unsigned, so ids after 2038-01-19 keep their true time where the driver's
     *         {@code getTimestamp()} turns negative
     * @throws NullPointerException if {@code id} is {@code null}
     */
    public static ObjectId fromDriver(org.bson.types.ObjectId id) {
        Objects.requireNonNull(id, "id");
        return ObjectId.fromBytes(id.toByteArray());
    }
}
