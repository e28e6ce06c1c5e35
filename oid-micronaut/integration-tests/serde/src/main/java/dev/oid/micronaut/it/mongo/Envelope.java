package dev.oid.micronaut.it.mongo;

import dev.oid.ObjectId;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * A serde type written with micronaut-serde-bson's mappers.
 *
 * @param id an id
 * @param refs more ids
 */
@Serdeable
public record Envelope(ObjectId id, List<ObjectId> refs) {
}
