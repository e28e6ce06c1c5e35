package dev.oid.it;

import org.bson.codecs.pojo.annotations.BsonId;

import dev.oid.ObjectId;

/**
 * An immutable record stored in MongoDB; records cannot be given an id by the codec, so the caller mints it.
 *
 * @param id the id, stored as {@code _id}
 * @param sensor the sensor name
 * @param value the measured value
 * @param source the id of the gadget that produced it, a second ObjectId field
 */
public record Reading(@BsonId ObjectId id, String sensor, double value, ObjectId source) {
}
