package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * A document saved through a reactive repository; an immutable record, so the id is set through a new instance.
 *
 * @param id the id, {@code null} to have one minted
 * @param name a field
 */
@Document("reactive_orders")
public record ReactiveOrder(@Id ObjectId id, String name) {
}
