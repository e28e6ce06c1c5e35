package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import io.quarkus.mongodb.panache.PanacheMongoRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

/** A MongoDB with Panache repository whose id type is {@code dev.oid.ObjectId}. */
@ApplicationScoped
public class CommentRepository implements PanacheMongoRepositoryBase<Comment, ObjectId> {
}
