package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import java.util.List;

/**
 * A REST payload with ObjectIds: a single id, a list of ids.
 *
 * @param id the note's id
 * @param author the id of its author
 * @param related ids of related notes
 * @param text the text
 */
public record Note(ObjectId id, ObjectId author, List<ObjectId> related, String text) {
}
