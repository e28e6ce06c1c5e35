package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;

/**
 * A record stored with the MongoDB client; records are immutable, so they are given their id before insertion.
 *
 * @param id the id, stored as {@code _id} ({@code @BsonId}: the driver's record codec maps no component by name)
 * @param sensor the sensor's id
 * @param previous ids of earlier readings
 * @param value the value read
 */
public record Reading(@BsonId ObjectId id, ObjectId sensor, List<ObjectId> previous, double value) {
}
