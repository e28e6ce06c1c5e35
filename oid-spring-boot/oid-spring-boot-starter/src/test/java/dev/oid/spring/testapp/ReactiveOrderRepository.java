package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;

/** A reactive repository keyed by dev.oid.ObjectId. */
public interface ReactiveOrderRepository extends ReactiveMongoRepository<ReactiveOrder, ObjectId> {
}
