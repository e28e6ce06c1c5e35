package dev.oid.spring.testapp;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;

/**
 * A request body with {@code @ValidObjectId} on an {@code ObjectId} and on a {@code String}.
 *
 * @param id an id typed as ObjectId
 * @param ref an id typed as String
 */
public record Note(@ValidObjectId ObjectId id, @ValidObjectId String ref) {
}
