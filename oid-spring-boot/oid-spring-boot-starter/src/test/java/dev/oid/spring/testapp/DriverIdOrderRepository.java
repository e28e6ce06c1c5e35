package dev.oid.spring.testapp;

import org.springframework.data.mongodb.repository.MongoRepository;

/** A repository keyed by the driver's ObjectId. */
public interface DriverIdOrderRepository extends MongoRepository<DriverIdOrder, org.bson.types.ObjectId> {
}
