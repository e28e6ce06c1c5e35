package dev.oid.micronaut.it.web;

import dev.oid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.UUID;

/**
 * A form's fields bound to a bean: an id that a create form leaves empty, and a {@code UUID} beside it whose empty
 * value shows what Micronaut itself does with one.
 *
 * @param id the id, or {@code null}
 * @param uuid a UUID, or {@code null}
 * @param text the text
 */
@Serdeable
public record FormNote(@Nullable ObjectId id, @Nullable UUID uuid, String text) {
}
