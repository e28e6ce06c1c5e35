package dev.oid.micronaut.it.web;

import dev.oid.validation.ValidObjectId;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.validation.constraints.NotNull;

/**
 * A JSON body whose id is text, checked with {@link ValidObjectId}.
 *
 * @param author the author's id, 24 hex digits
 * @param text the text
 */
// BEGIN README micronaut
@Serdeable
public record Draft(@NotNull @ValidObjectId String author, String text) {
}
// END README micronaut
