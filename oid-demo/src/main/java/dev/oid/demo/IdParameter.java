package dev.oid.demo;

import dev.oid.validation.ValidObjectId;

/**
 * The {@code {id}} path parameter of the demo API, checked by Bean Validation before it is parsed.
 *
 * @param id the raw path segment
 */
public record IdParameter(@ValidObjectId String id) {
}
