package dev.oid.demo;

import dev.oid.ObjectId;

/**
 * The JSON body of {@code GET /items/{id}}.
 *
 * @param id the id, written by oid's Jackson module as 24 lowercase hex characters
 * @param name the item name
 * @param created the creation second decoded from the id, ISO-8601 UTC
 */
public record DemoView(ObjectId id, String name, String created) {
}
