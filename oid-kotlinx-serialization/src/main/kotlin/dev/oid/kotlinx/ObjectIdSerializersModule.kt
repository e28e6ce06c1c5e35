package dev.oid.kotlinx

import dev.oid.ObjectId
import kotlinx.serialization.modules.SerializersModule

/**
 * A [SerializersModule] with [ObjectIdSerializer] as the contextual serializer of [ObjectId], for properties
 * marked `@Contextual`:
 *
 * ```kotlin
 * val json = Json { serializersModule = ObjectIdSerializersModule }
 * ```
 */
public val ObjectIdSerializersModule: SerializersModule = SerializersModule {
    contextual(ObjectId::class, ObjectIdSerializer)
}
