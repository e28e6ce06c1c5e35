/**
 * Micronaut 4 integration for {@link dev.oid.ObjectId}: with {@code dev.oid:oid-micronaut} as the application's only
 * oid dependency, ObjectIds work in HTTP bodies (Micronaut Serialization or Jackson) and parameters, Micronaut Data
 * MongoDB, Micronaut Data JDBC and Hibernate JPA, and micronaut-validation ({@code @ValidObjectId}), with no code of
 * the application's own.
 *
 * <p>Every part is a bean generated at compile time, with {@code @Requires} naming the framework classes it needs, so
 * a part is active only when the application has the Micronaut module it serves; nothing is scanned at run time.
 * <ul>
 *   <li>{@link dev.oid.micronaut.ObjectIdConverters}: {@code String} and {@code byte[]} conversions, so
 *       {@code @PathVariable}, {@code @QueryValue} and {@code @Header} parameters of type {@code ObjectId} bind; a
 *       bad id is a {@code 400 Bad Request} whose plain-text body is {@link dev.oid.ObjectId#parse(CharSequence)}'s
 *       message.</li>
 *   <li>{@link dev.oid.micronaut.ObjectIdSerde}: the 24-hex string in JSON ({@code {"$oid": ...}} accepted), a
 *       native BSON ObjectId (type 0x07) when the encoder writes BSON.</li>
 * </ul>
 *
 * <p>Every id the module mints (Micronaut Data's {@code @AutoPopulated} and MongoDB {@code @GeneratedValue} ids,
 * Hibernate's generator {@code objectid}) comes from one {@link dev.oid.ObjectIdGenerator} bean:
 * {@link dev.oid.ObjectIdGenerator#defaultGenerator()}, unless the application declares an {@code ObjectIdGenerator}
 * bean of its own, which then replaces it (a leased process-unique value, a test clock). With
 * {@code oid.lease.enabled=true} ({@link dev.oid.micronaut.ObjectIdLeaseConfiguration}) the bean mints with a
 * process-unique value leased from a table of the application's JDBC datasource.
 *
 * <pre>{@code
 * @Serdeable
 * public record Note(ObjectId id, String text) {
 * }
 *
 * @Controller("/notes")
 * class NoteController {
 *     @Get("/{id}")
 *     Note find(ObjectId id) {            // GET /notes/xyz -> 400, the body says why
 *         return new Note(id, "found");
 *     }
 * }
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments are
 * non-null unless annotated {@code @Nullable}.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.micronaut;

import org.jspecify.annotations.NullMarked;
