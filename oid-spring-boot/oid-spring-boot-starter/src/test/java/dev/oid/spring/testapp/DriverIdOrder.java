package dev.oid.spring.testapp;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * An application document with the driver's {@code org.bson.types.ObjectId} id, as before oid: must keep working.
 *
 * @param id the driver id, {@code null} for Spring Data to assign
 * @param name a field
 */
@Document("driver_orders")
public record DriverIdOrder(@Id org.bson.types.ObjectId id, String name) {
}
