package dev.oid.micronaut.it.web;

import dev.oid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * A JSON body with ids.
 *
 * @param id the note's id
 * @param author the author's id
 * @param related ids of related notes
 * @param text the text
 */
// BEGIN README micronaut
@Serdeable
public record Note(ObjectId id, @Nullable ObjectId author, List<ObjectId> related, String text) {
}
// END README micronaut
