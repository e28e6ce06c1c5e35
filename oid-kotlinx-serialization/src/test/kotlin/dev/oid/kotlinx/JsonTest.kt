@file:UseSerializers(ObjectIdSerializer::class)

package dev.oid.kotlinx

import dev.oid.ObjectId
import dev.oid.internal.ErrorMessages
import dev.oid.testsupport.RealObjectIds
import kotlinx.serialization.Contextual
import kotlinx.serialization.KSerializer
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.UseSerializers
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.json.Json
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNull
import kotlin.test.assertTrue

private const val HEX = "5a17b9d9ab102555b9c38874"
private val ID: ObjectId = ObjectId.parse(HEX)
private val OTHER: ObjectId = ObjectId.parse("4df2dcec2cdcd20936a8b817")

@Serializable
data class Order(val id: ObjectId, val parent: ObjectId? = null, val items: List<ObjectId> = emptyList())

@Serializable
data class Counts(val byId: Map<ObjectId, Int>)

@JvmInline
@Serializable
value class OrderId(val value: ObjectId)

@Serializable
data class Shipment(val order: OrderId, val previous: OrderId?)

@Serializable
data class WithContextual(@Contextual val id: ObjectId)

/** kotlinx-serialization-json: known JSON text, Extended JSON input, every shape of use, strict errors. */
class JsonTest {

    private val json = Json

    @Test
    fun writesTheLowerCaseHexString() {
        assertEquals(
            """{"id":"$HEX","items":["4df2dcec2cdcd20936a8b817","$HEX"]}""",
            json.encodeToString(Order.serializer(), Order(ID, null, listOf(OTHER, ID))),
        )
        assertEquals("\"$HEX\"", json.encodeToString(ObjectIdSerializer, ID))
        assertEquals(
            """{"id":"$HEX","parent":"4df2dcec2cdcd20936a8b817"}""",
            json.encodeToString(Order.serializer(), Order(ID, OTHER)),
        )
    }

    @Test
    fun readsEitherCaseAndExtendedJson() {
        assertEquals(Order(ID), json.decodeFromString(Order.serializer(), """{"id":"${HEX.uppercase()}"}"""))
        assertEquals(
            Order(ID, OTHER, listOf(ID)),
            json.decodeFromString(
                Order.serializer(),
                """{"id":{"${'$'}oid":"$HEX"},"parent":{"${'$'}oid":"4DF2DCEC2CDCD20936A8B817"},"items":["$HEX"]}""",
            ),
        )
    }

    @Test
    fun nullableIdsAreNull() {
        assertNull(json.decodeFromString(Order.serializer(), """{"id":"$HEX","parent":null}""").parent)
    }

    @Test
    fun idsAreJsonObjectKeys() {
        val counts = Counts(linkedMapOf(ID to 2, OTHER to 5))
        val text = json.encodeToString(Counts.serializer(), counts)
        assertEquals("""{"byId":{"$HEX":2,"4df2dcec2cdcd20936a8b817":5}}""", text)
        assertEquals(counts, json.decodeFromString(Counts.serializer(), text))
    }

    @Test
    fun valueClassesWrapTheHexString() {
        val shipment = Shipment(OrderId(ID), null)
        val text = json.encodeToString(Shipment.serializer(), shipment)
        assertEquals("""{"order":"$HEX","previous":null}""", text)
        assertEquals(shipment, json.decodeFromString(Shipment.serializer(), text))
    }

    @Test
    fun contextualPropertiesUseTheModule() {
        val withModule = Json { serializersModule = ObjectIdSerializersModule }
        assertEquals("""{"id":"$HEX"}""", withModule.encodeToString(WithContextual.serializer(), WithContextual(ID)))
        assertEquals(WithContextual(ID), withModule.decodeFromString(WithContextual.serializer(), """{"id":"$HEX"}"""))
    }

    @Test
    fun aBadStringFailsWithTheParseMessage() {
        val error = assertFailsWith<SerializationException> {
            json.decodeFromString(Order.serializer(), """{"id":"5a17b9d9ab102555b9c3887"}""")
        }
        assertEquals(
            "Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), " +
                "found 23 characters",
            error.message,
        )
        assertTrue(error.cause is IllegalArgumentException)
    }

    @Test
    fun aBadExtendedJsonStringFailsWithTheParseMessage() {
        val error = assertFailsWith<SerializationException> {
            json.decodeFromString(ObjectIdSerializer, """{"${'$'}oid":"zz17b9d9ab102555b9c38874"}""")
        }
        assertEquals(
            "Invalid ObjectId \"zz17b9d9ab102555b9c38874\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), " +
                "found 'z' (U+007A) at index 0",
            error.message,
        )
    }

    @Test
    fun otherJsonValuesFailWithTheWrongShapeMessage() {
        val expected = mapOf(
            "123" to "a number \"123\"",
            "true" to "a boolean \"true\"",
            "null" to "null",
            """["$HEX"]""" to "an array",
            "{}" to "an empty object",
            """{"id":"$HEX"}""" to "an object with property \"id\"",
            """{"${'$'}oid":5}""" to "an object whose \"${'$'}oid\" is a number \"5\"",
            """{"${'$'}oid":null}""" to "an object whose \"${'$'}oid\" is null",
            """{"${'$'}oid":{"${'$'}oid":"$HEX"}}""" to "an object whose \"${'$'}oid\" is an object",
            """{"${'$'}oid":"$HEX","x":1}""" to "an object with property \"x\"",
            """{"x":1,"${'$'}oid":"$HEX"}""" to "an object with property \"x\"",
        )
        for ((input, found) in expected) {
            val error = assertFailsWith<SerializationException>(input) { json.decodeFromString(ObjectIdSerializer, input) }
            assertEquals(
                "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended JSON " +
                    "{\"${'$'}oid\": \"<24 hexadecimal digits>\"}, found $found",
                error.message,
                input,
            )
        }
    }

    @Test
    fun nullIsNotAnId() {
        val error = assertFailsWith<SerializationException> { json.decodeFromString(Order.serializer(), """{"id":null}""") }
        assertEquals(ErrorMessages.wrongShape("null", null), error.message)
    }

    @Test
    fun everyRealIdRoundTrips() {
        val hex = RealObjectIds.hex()
        val ids = RealObjectIds.ids(ObjectId::parse)
        val serializer: KSerializer<List<ObjectId>> = ListSerializer(ObjectIdSerializer)
        val text = json.encodeToString(serializer, ids)
        assertEquals(hex.joinToString(",", "[", "]") { "\"$it\"" }, text)
        assertEquals(ids, json.decodeFromString(serializer, text))
        assertEquals(ids, json.decodeFromString(serializer, text.uppercase()))
        assertEquals(3996, ids.size)
    }
}
