package dev.oid.kotlinx

import com.mongodb.MongoClientSettings
import com.mongodb.client.model.Filters
import dev.oid.ObjectId
import dev.oid.bson.ObjectIdCodecProvider
import dev.oid.testsupport.ReadmeSnippets
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import org.bson.BsonDocument
import org.bson.BsonDocumentReader
import org.bson.BsonDocumentWriter
import org.bson.BsonType
import org.bson.codecs.DecoderContext
import org.bson.codecs.EncoderContext
import org.bson.codecs.configuration.CodecRegistries
import org.bson.codecs.kotlinx.KotlinSerializerCodec
import java.nio.file.Path
import java.time.Instant
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNull

/** The snippets of this module's README, run with the answers their comments claim. */
class ReadmeExampleTest {

    // BEGIN README kotlin
    @Serializable
    data class Order(
        @Serializable(with = ObjectIdSerializer::class) val id: ObjectId,
        val items: List<@Serializable(with = ObjectIdSerializer::class) ObjectId> = emptyList(),
    )

    // END README kotlin

    @Test
    fun json() {
        // BEGIN README kotlin
        val order = Order("5a17b9d9ab102555b9c38874".toObjectId())
        Json.encodeToString(order)                                      // {"id":"5a17b9d9ab102555b9c38874"}
        Json.decodeFromString<Order>("""{"id":"5A17B9D9AB102555B9C38874"}""")     // either case
        Json.decodeFromString<Order>("""{"id":{"${'$'}oid":"5a17b9d9ab102555b9c38874"}}""")  // Extended JSON too
        // END README kotlin
        assertEquals("""{"id":"5a17b9d9ab102555b9c38874"}""", Json.encodeToString(order))
        assertEquals(order, Json.decodeFromString<Order>("""{"id":"5A17B9D9AB102555B9C38874"}"""))
        assertEquals(order, Json.decodeFromString<Order>("""{"id":{"${'$'}oid":"5a17b9d9ab102555b9c38874"}}"""))
        val error = assertFailsWith<SerializationException> {
            // BEGIN README kotlin
            Json.decodeFromString<Order>("""{"id":"5a17b9d9ab102555b9c3887"}""")
            // SerializationException: Invalid ObjectId "5a17b9d9ab102555b9c3887": expected exactly 24 hexadecimal digits
            //                         (0-9, a-f, A-F), found 23 characters
            // END README kotlin
        }
        assertEquals(
            "Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits " +
                "(0-9, a-f, A-F), found 23 characters",
            error.message,
        )
    }

    // BEGIN README kotlin
    @Serializable
    data class Invoice(
        @SerialName("_id") @Serializable(with = ObjectIdSerializer::class) val id: ObjectId,
        val total: Long,
    )

    // END README kotlin

    @Test
    fun mongodb() {
        // BEGIN README kotlin
        val registry = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(ObjectIdCodecProvider()),   // dev.oid.ObjectId in filters and updates
            MongoClientSettings.getDefaultCodecRegistry(),              // finds bson-kotlinx for @Serializable classes
        )
        val settings = MongoClientSettings.builder().codecRegistry(registry).build()
        // MongoClient.create(settings).getDatabase("shop").getCollection<Invoice>("invoices")
        //     .find(Filters.eq("_id", id))                             // _id: ObjectId("5a17b9d9ab102555b9c38874")
        // END README kotlin
        val codec = settings.codecRegistry.get(Invoice::class.java)
        assertEquals<Class<*>>(KotlinSerializerCodec::class.java, codec.javaClass)
        val id = "5a17b9d9ab102555b9c38874".toObjectId()
        val document = BsonDocument()
        codec.encode(BsonDocumentWriter(document), Invoice(id, 1250), EncoderContext.builder().build())
        assertEquals(BsonType.OBJECT_ID, document["_id"]!!.bsonType)
        assertEquals("""{"_id": {"${'$'}oid": "5a17b9d9ab102555b9c38874"}, "total": 1250}""", document.toJson())
        assertEquals(Invoice(id, 1250), codec.decode(BsonDocumentReader(document), DecoderContext.builder().build()))
        val filter = Filters.eq("_id", id).toBsonDocument(BsonDocument::class.java, settings.codecRegistry)
        assertEquals("""{"_id": {"${'$'}oid": "5a17b9d9ab102555b9c38874"}}""", filter.toJson())
    }

    @Test
    fun extensionFunctions() {
        // BEGIN README kotlin
        "5a17b9d9ab102555b9c38874".toObjectId()                        // ObjectId.parse: strict, throws on bad text
        "not an id".toObjectIdOrNull()                                  // null
        Instant.parse("2026-03-01T00:00:00Z").minObjectId()            // 69a381800000000000000000, ObjectId.min
        Instant.parse("2026-03-01T00:00:00Z").maxObjectId()            // 69a38180ffffffffffffffff, ObjectId.max
        // END README kotlin
        assertEquals(ObjectId.parse("5a17b9d9ab102555b9c38874"), "5a17b9d9ab102555b9c38874".toObjectId())
        assertNull("not an id".toObjectIdOrNull())
        assertEquals("69a381800000000000000000", Instant.parse("2026-03-01T00:00:00Z").minObjectId().toHexString())
        assertEquals("69a38180ffffffffffffffff", Instant.parse("2026-03-01T00:00:00Z").maxObjectId().toHexString())
    }

    @Test
    fun theReadmeSnippetsAreCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(
            Path.of("README.md"), "kotlin", "kotlin",
            Path.of("src/test/kotlin/dev/oid/kotlinx/ReadmeExampleTest.kt"),
        )
    }
}
