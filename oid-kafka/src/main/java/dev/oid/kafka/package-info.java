/**
 * Kafka support for {@link dev.oid.ObjectId}: a {@code Serializer}, a {@code Deserializer} and a {@code Serde} that
 * write and read an id as its 12 bytes, for record keys and values, in clients and Kafka Streams.
 *
 * <pre>{@code
 * props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ObjectIdDeserializer.class);
 * }</pre>
 *
 * <p>{@code null} is a tombstone both ways; bytes of any other length than 12 are a Kafka
 * {@code SerializationException} naming the topic and the length, never {@code null} or a fresh id.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.kafka;

import org.jspecify.annotations.NullMarked;
