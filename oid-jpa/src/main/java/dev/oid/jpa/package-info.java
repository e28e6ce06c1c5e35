/**
 * Hibernate ORM 6.6 and 7 support for MongoDB-style ObjectIds as primary keys and columns in relational databases.
 *
 * <p>With oid-jpa on the class path, {@code @Id @GeneratedValue(generator = "objectid")} needs nothing else:
 * ids are minted in the application before the {@code INSERT} by {@link dev.oid.jpa.ObjectIdHibernateGenerator},
 * so JDBC batching stays on. {@link dev.oid.jpa.ObjectIdGenerated @ObjectIdGenerated} is the explicit form.
 * {@link dev.oid.jpa.ObjectIdJavaType} maps {@link dev.oid.ObjectId} attributes to {@code BINARY(12)} (or
 * {@code CHAR(24)}), so creation-time range queries run on the primary key index:
 *
 * <pre>{@code
 * @Entity
 * class Event {
 *     @Id @GeneratedValue(generator = "objectid")
 *     ObjectId id;
 * }
 *
 * List<Event> march = em.createQuery(
 *         "from Event e where e.id >= :from and e.id < :to order by e.id", Event.class)
 *     .setParameter("from", ObjectId.min(Instant.parse("2026-03-01T00:00:00Z")))
 *     .setParameter("to", ObjectId.min(Instant.parse("2026-04-01T00:00:00Z")))
 *     .getResultList();
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.jpa;

import org.jspecify.annotations.NullMarked;
