package dev.oid.bson;

import dev.oid.ObjectId;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.codecs.pojo.annotations.BsonId;

/** POJOs and records used by the tests. The codec needs public types with public fields or accessors. */
final class TestPojos {

    private TestPojos() {
    }

    /** A POJO with our id as {@code _id}, as a plain field, and inside a list, a set and a map. */
    public static final class Item {
        @BsonId
        public ObjectId id;
        public String name;
        public ObjectId owner;
        public List<ObjectId> related;
        public Set<ObjectId> watchers;
        public Map<String, ObjectId> links;

        public Item() {
        }

        public Item(ObjectId id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    /** A POJO with the driver's own id type, left to the driver's id generator. */
    public static final class DriverItem {
        @BsonId
        public org.bson.types.ObjectId id;
        public String name;
    }

    /** A record with our id as {@code _id} and in a list. */
    public record Event(@BsonId ObjectId id, String kind, List<ObjectId> related) {
    }
}
