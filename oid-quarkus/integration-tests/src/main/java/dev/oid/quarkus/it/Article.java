package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import io.quarkus.mongodb.panache.PanacheMongoEntityBase;
import io.quarkus.mongodb.panache.common.MongoEntity;

/** A MongoDB with Panache entity (active record) with an ObjectId id, minted by persist. */
@MongoEntity(collection = "articles")
public class Article extends PanacheMongoEntityBase {

    /** The id; null until persisted. */
    public ObjectId id;

    /** The id of the author. */
    public ObjectId author;

    /** The title. */
    public String title;
}
