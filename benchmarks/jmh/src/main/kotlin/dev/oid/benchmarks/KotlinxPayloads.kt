@file:UseSerializers(ObjectIdSerializer::class)

package dev.oid.benchmarks

import dev.oid.ObjectId
import dev.oid.kotlinx.ObjectIdSerializer
import kotlinx.serialization.Serializable
import kotlinx.serialization.UseSerializers

/** The payload `{id, name, n}` of [KotlinxJsonBenchmark] with an oid id, through [ObjectIdSerializer]. */
@Serializable
data class KotlinxOidPayload(val id: ObjectId, val name: String, val n: Int)

/** The same payload with a `String` id: the floor. */
@Serializable
data class KotlinxStringPayload(val id: String, val name: String, val n: Int)
