package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import io.quarkus.mongodb.panache.common.MongoEntity;

/** A MongoDB with Panache entity used through a repository ({@link CommentRepository}). */
@MongoEntity(collection = "comments")
public class Comment {

    /** The id; null until persisted. */
    public ObjectId id;

    /** The id of the article commented on. */
    public ObjectId article;

    /** The text. */
    public String text;
}
