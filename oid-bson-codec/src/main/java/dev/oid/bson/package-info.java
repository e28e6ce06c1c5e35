/**
 * {@link dev.oid.ObjectId} as a native BSON ObjectId (type 0x07) in the MongoDB Java driver.
 *
 * <ul>
 *   <li>{@link dev.oid.bson.ObjectIdCodecProvider} and {@link dev.oid.bson.ObjectIdCodec}: register once and
 *       {@code dev.oid.ObjectId} values, {@code _id}s and query values are stored exactly like driver-made
 *       ObjectIds.</li>
 *   <li>{@link dev.oid.bson.ObjectIdConversions}: to and from the driver's {@code org.bson.types.ObjectId},
 *       byte for byte.</li>
 *   <li>{@link dev.oid.bson.ObjectIdFilters}: creation-time range filters on an ObjectId field, answered by
 *       its index.</li>
 *   <li>{@link dev.oid.bson.ObjectIdConventions}: a POJO convention that gives a POJO with a {@code null}
 *       {@code dev.oid.ObjectId} id a new id on insert.</li>
 * </ul>
 *
 * <pre>{@code
 * CodecRegistry registry = CodecRegistries.fromRegistries(
 *         CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *         MongoClientSettings.getDefaultCodecRegistry());
 * MongoCollection<Document> events = database.getCollection("events").withCodecRegistry(registry);
 * events.insertOne(new Document("_id", dev.oid.ObjectId.generate()).append("kind", "login"));
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
package dev.oid.bson;

import org.jspecify.annotations.NullMarked;
