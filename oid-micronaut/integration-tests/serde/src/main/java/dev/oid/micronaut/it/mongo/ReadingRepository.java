package dev.oid.micronaut.it.mongo;

import dev.oid.ObjectId;
import io.micronaut.data.mongodb.annotation.MongoRepository;
import io.micronaut.data.repository.CrudRepository;

/** Readings. */
@MongoRepository
public interface ReadingRepository extends CrudRepository<Reading, ObjectId> {
}
