package dev.oid.demo;

import org.bson.codecs.pojo.annotations.BsonId;

import dev.oid.ObjectId;

/**
 * The demo's MongoDB document, decoded by the driver's record codec with oid's {@code ObjectIdCodec} for the id.
 *
 * @param id the id, stored as a native BSON ObjectId in {@code _id}
 * @param name the item name
 */
public record DemoDocument(@BsonId ObjectId id, String name) {
}
