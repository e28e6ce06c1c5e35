package dev.oid.quarkus.it;

import dev.oid.validation.ValidObjectId;
import jakarta.validation.constraints.NotNull;

/**
 * A REST payload that carries an id as text, checked by {@code @ValidObjectId}.
 *
 * @param author the id of the author, as 24 hexadecimal characters
 * @param text the text
 */
public record Draft(@NotNull @ValidObjectId String author, String text) {
}
