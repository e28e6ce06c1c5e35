package dev.oid.quarkus.it;

import dev.oid.ObjectId;
import java.util.List;

/** A POJO stored with the MongoDB client: its {@code id} becomes {@code _id}, minted on insert when null. */
public class Event {

    /** The id; null until inserted. */
    public ObjectId id;

    /** The id of the event's author. */
    public ObjectId author;

    /** Ids of related events. */
    public List<ObjectId> related;

    /** What happened. */
    public String kind;

    /** For the codec. */
    public Event() {
    }

    /**
     * Creates an event without an id.
     *
     * @param author the author's id
     * @param related related ids
     * @param kind what happened
     */
    public Event(ObjectId author, List<ObjectId> related, String kind) {
        this.author = author;
        this.related = related;
        this.kind = kind;
    }
}
