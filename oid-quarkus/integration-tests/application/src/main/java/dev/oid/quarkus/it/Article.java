package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import io.quarkus.mongodb.panache.PanacheMongoEntityBase;
import io.quarkus.mongodb.panache.common.MongoEntity;

/** A MongoDB with Panache entity (active record) with an ObjectId id, minted by persist. */
// BEGIN README quarkus
@MongoEntity(collection = "articles")
public class Article extends PanacheMongoEntityBase {
    public ObjectId id;        // null until persist() mints it
    public ObjectId author;    // stored as a BSON ObjectId too
    public String title;
}
// END README quarkus
