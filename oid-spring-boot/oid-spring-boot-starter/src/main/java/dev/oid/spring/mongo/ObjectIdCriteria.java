package dev.oid.spring.mongo;

import dev.oid.bson.ObjectIdFilters;
import java.time.Instant;
import org.bson.BsonDocument;
import org.bson.conversions.Bson;
import org.springframework.data.mongodb.core.query.Criteria;

/**
 * Spring Data MongoDB {@link Criteria} that select documents by the creation time encoded in an ObjectId
 * field, for {@code MongoTemplate} and {@code Query}; the counterpart of the driver filters of
 * {@link ObjectIdFilters}, with the same ranges and the same argument checks.
 *
 * <pre>{@code
 * List<Order> november = mongoTemplate.find(
 *         Query.query(ObjectIdCriteria.createdBetween("_id",
 *                 Instant.parse("2026-11-01T00:00:00Z"), Instant.parse("2026-12-01T00:00:00Z"))),
 *         Order.class);
 * }</pre>
 *
 * <p>Bounds are the smallest ObjectIds of a second ({@link dev.oid.ObjectId#min(Instant)}), so an id's
 * second decides, whatever its other 8 bytes. The field must hold native BSON ObjectIds (as
 * {@link ObjectIdMongoConverters} stores them).
 *
 * @since 0.1.0
 */
public final class ObjectIdCriteria {

    private ObjectIdCriteria() {
    }

    /**
     * Matches documents whose ObjectId field was created in {@code [from, to)}.
     *
     * @param field the name of an ObjectId field, such as {@code "_id"} or {@code "id"} (mapped by Spring Data)
     * @param from the first instant included, truncated to the second
     * @param to the first instant excluded, truncated to the second
     * @return the criteria {@code {field: {$gte: min(from), $lt: min(to)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException as {@link ObjectIdFilters#createdBetween(String, Instant, Instant)}: an
     *         empty field, {@code from} after {@code to}, or an instant outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15.999999999Z
     */
    public static Criteria createdBetween(String field, Instant from, Instant to) {
        return toCriteria(field, ObjectIdFilters.createdBetween(field, from, to));
    }

    /**
     * Matches documents whose ObjectId field was created at or after the second of {@code from}.
     *
     * @param field the name of an ObjectId field
     * @param from the first instant included, truncated to the second
     * @return the criteria {@code {field: {$gte: min(from)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException as {@link ObjectIdFilters#createdAfter(String, Instant)}
     */
    public static Criteria createdAfter(String field, Instant from) {
        return toCriteria(field, ObjectIdFilters.createdAfter(field, from));
    }

    /**
     * Matches documents whose ObjectId field was created before the second of {@code to}.
     *
     * @param field the name of an ObjectId field
     * @param to the first instant excluded, truncated to the second
     * @return the criteria {@code {field: {$lt: min(to)}}}
     * @throws NullPointerException if an argument is {@code null}
     * @throws IllegalArgumentException as {@link ObjectIdFilters#createdBefore(String, Instant)}
     */
    public static Criteria createdBefore(String field, Instant to) {
        return toCriteria(field, ObjectIdFilters.createdBefore(field, to));
    }

    /** Carries the bounds of a driver filter {@code {field: {$gte: ..., $lt: ...}}} over to a Criteria. */
    private static Criteria toCriteria(String field, Bson filter) {
        BsonDocument range = filter.toBsonDocument().getDocument(field);
        Criteria criteria = Criteria.where(field);
        if (range.containsKey("$gte")) {
            criteria = criteria.gte(range.getObjectId("$gte").getValue());
        }
        if (range.containsKey("$lt")) {
            criteria = criteria.lt(range.getObjectId("$lt").getValue());
        }
        return criteria;
    }
}
