package dev.oid.bson;

import dev.oid.ObjectId;
import java.time.Instant;
import java.util.Objects;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.conversions.Bson;

/**
 * Query filters that select documents by the creation time held in an ObjectId field, usually {@code _id}.
 *
 * <p>An ObjectId starts with its creation second (big-endian, per the MongoDB ObjectId specification), so the
 * ids created in {@code [from, to)} are exactly those with {@code ObjectId.min(from) <= id < ObjectId.min(to)}
 * (see {@link ObjectId#min(Instant)}). These filters compare the field with those boundary ids, which lets the
 * server answer "documents created in March" with a range scan of the field's index (the {@code _id} index is
 * always there) instead of a scan on a separate date field.
 *
 * <pre>{@code
 * Bson march = ObjectIdFilters.createdBetween("_id",
 *         Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-04-01T00:00:00Z"));
 * // {"_id": {"$gte": {"$oid": "69a381800000000000000000"}, "$lt": {"$oid": "69cc60000000000000000000"}}}
 * collection.find(march).sort(Sorts.ascending("_id"));
 * }</pre>
 *
 * <p>Ids carry whole seconds, so both bounds are truncated to the second: a filter from
 * {@code 12:00:00.700Z} also matches ids minted at {@code 12:00:00.200Z}. The boundary ids are written as
 * native BSON ObjectIds, so the filters work with any codec registry, with or without
 * {@link ObjectIdCodecProvider}, and match ids minted by any driver. Boundary ids exist only inside the filter;
 * they are never stored.
 *
 * @since 0.1.0
 */
public final class ObjectIdFilters {

    private ObjectIdFilters() {
    }

    /**
     * Matches documents whose ObjectId field was created in {@code [from, to)}: at or after the second of
     * {@code from} and before the second of {@code to}.
     *
     * @param field the name of an ObjectId field, such as {@code "_id"}
     * @param from the first instant included, truncated to the second
     * @param to the first instant excluded, truncated to the second; equal to {@code from} matches nothing
     * @return the filter {@code {field: {$gte: min(from), $lt: min(to)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code field} is empty, if {@code from} is after {@code to}, or if
     *         an instant is outside the ObjectId timestamp range 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15.999999999Z (unsigned 32-bit seconds)
     */
    public static Bson createdBetween(String field, Instant from, Instant to) {
        checkField(field);
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from.isAfter(to)) {
            throw new IllegalArgumentException("Invalid creation-time range: from " + from
                    + " is after to " + to + "; expected from <= to (the range is [from, to))");
        }
        return new BsonDocument(field, new BsonDocument("$gte", boundary(from)).append("$lt", boundary(to)));
    }

    /**
     * Matches documents whose ObjectId field was created at or after the second of {@code from}.
     *
     * @param field the name of an ObjectId field, such as {@code "_id"}
     * @param from the first instant included, truncated to the second
     * @return the filter {@code {field: {$gte: min(from)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code field} is empty, or if {@code from} is outside the ObjectId
     *         timestamp range 1970-01-01T00:00:00Z to 2106-02-07T06:28:15.999999999Z
     */
    public static Bson createdAfter(String field, Instant from) {
        checkField(field);
        return new BsonDocument(field, new BsonDocument("$gte", boundary(Objects.requireNonNull(from, "from"))));
    }

    /**
     * Matches documents whose ObjectId field was created before the second of {@code to}.
     *
     * @param field the name of an ObjectId field, such as {@code "_id"}
     * @param to the first instant excluded, truncated to the second
     * @return the filter {@code {field: {$lt: min(to)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException if {@code field} is empty, or if {@code to} is outside the ObjectId
     *         timestamp range 1970-01-01T00:00:00Z to 2106-02-07T06:28:15.999999999Z
     */
    public static Bson createdBefore(String field, Instant to) {
        checkField(field);
        return new BsonDocument(field, new BsonDocument("$lt", boundary(Objects.requireNonNull(to, "to"))));
    }

    private static void checkField(String field) {
        Objects.requireNonNull(field, "field");
        if (field.isEmpty()) {
            throw new IllegalArgumentException("field must be the name of an ObjectId field such as \"_id\", found \"\"");
        }
    }

    private static BsonObjectId boundary(Instant instant) {
        return new BsonObjectId(ObjectIdConversions.toDriver(ObjectId.min(instant)));
    }
}
