package dev.oid.jakarta.rest.app;

import dev.oid.ObjectId;

/**
 * The entity of the test application, read and written by JSON-B.
 *
 * @param id the id
 * @param name the name
 */
public record Item(ObjectId id, String name) {
}
