@file:UseSerializers(ObjectIdSerializer::class)

package dev.oid.kotlinx

import dev.oid.ObjectId
import dev.oid.bson.ObjectIdCodec
import dev.oid.bson.ObjectIdCodecProvider
import dev.oid.testsupport.RealObjectIds
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.UseSerializers
import org.bson.BsonBinaryReader
import org.bson.BsonBinaryWriter
import org.bson.BsonDocument
import org.bson.BsonDocumentReader
import org.bson.BsonDocumentWriter
import org.bson.BsonType
import org.bson.codecs.BsonDocumentCodec
import org.bson.codecs.Codec
import org.bson.codecs.DecoderContext
import org.bson.codecs.EncoderContext
import org.bson.codecs.configuration.CodecRegistries
import org.bson.codecs.kotlinx.KotlinSerializerCodec
import org.bson.codecs.kotlinx.KotlinSerializerCodecProvider
import org.bson.conversions.Bson
import org.bson.io.BasicOutputBuffer
import com.mongodb.client.model.Filters
import java.nio.ByteBuffer
import java.util.HexFormat
import kotlin.test.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertNull

private const val HEX = "5a17b9d9ab102555b9c38874"
private val ID: ObjectId = ObjectId.parse(HEX)
private val OTHER: ObjectId = ObjectId.parse("4df2dcec2cdcd20936a8b817")

@Serializable
data class Item(@SerialName("_id") val id: ObjectId)

@Serializable
data class Document(
    @SerialName("_id") val id: ObjectId,
    val parent: ObjectId? = null,
    val items: List<ObjectId> = emptyList(),
    val order: OrderId? = null,
)

/**
 * bson-kotlinx (`KotlinSerializerCodec`, the codec of the MongoDB Kotlin drivers): ids are native BSON ObjectIds
 * (type 0x07), byte for byte what the Java codec writes, although kotlinx-serialization-json is on the class path
 * (bson-kotlinx's encoders are then JSON encoders too).
 */
class BsonTest {

    private val encoder = EncoderContext.builder().build()
    private val decoder = DecoderContext.builder().build()

    private fun <T : Any> bytes(codec: Codec<T>, value: T): ByteArray {
        val buffer = BasicOutputBuffer()
        BsonBinaryWriter(buffer).use { codec.encode(it, value, encoder) }
        return buffer.toByteArray()
    }

    private fun <T : Any> read(codec: Codec<T>, bytes: ByteArray): T =
        BsonBinaryReader(ByteBuffer.wrap(bytes)).use { codec.decode(it, decoder) }

    private fun <T : Any> document(codec: Codec<T>, value: T): BsonDocument {
        val document = BsonDocument()
        codec.encode(BsonDocumentWriter(document), value, encoder)
        return document
    }

    @Test
    fun writesTheIdAsANativeObjectId() {
        val codec = KotlinSerializerCodec.create<Item>()!!
        // length 22, type 0x07 (ObjectId), "_id", the 12 bytes, end of document
        assertEquals("16000000075f6964005a17b9d9ab102555b9c3887400", HexFormat.of().formatHex(bytes(codec, Item(ID))))
        assertEquals(Item(ID), read(codec, HexFormat.of().parseHex("16000000075f6964005a17b9d9ab102555b9c3887400")))
    }

    @Test
    fun everyShapeIsNative() {
        val codec = KotlinSerializerCodec.create<Document>()!!
        val value = Document(ID, OTHER, listOf(OTHER, ID), OrderId(OTHER))
        val document = document(codec, value)
        assertEquals(BsonType.OBJECT_ID, document["_id"]!!.bsonType)
        assertEquals(HEX, document.getObjectId("_id").value.toHexString())
        assertEquals(BsonType.OBJECT_ID, document["parent"]!!.bsonType)
        assertEquals(listOf(BsonType.OBJECT_ID, BsonType.OBJECT_ID), document.getArray("items").map { it.bsonType })
        assertEquals(BsonType.OBJECT_ID, document["order"]!!.bsonType)
        assertEquals(value, codec.decode(BsonDocumentReader(document), decoder))
    }

    @Test
    fun nullableIdsStayNull() {
        val codec = KotlinSerializerCodec.create<Document>()!!
        val document = document(codec, Document(ID))
        assertNull(codec.decode(BsonDocumentReader(document), decoder).parent)
    }

    @Test
    fun everyRealIdHasTheJavaCodecsBytes() {
        val kotlin = KotlinSerializerCodec.create<Item>()!!
        val java = CodecRegistries.fromRegistries(
            CodecRegistries.fromCodecs(BsonDocumentCodec()),
            CodecRegistries.fromProviders(ObjectIdCodecProvider()),
        ).get(ObjectId::class.java)
        val ids = RealObjectIds.ids(ObjectId::parse)
        assertEquals(3996, ids.size)
        for (id in ids) {
            val expected = BasicOutputBuffer().also { buffer ->
                BsonBinaryWriter(buffer).use { writer ->
                    writer.writeStartDocument()
                    writer.writeName("_id")
                    java.encode(writer, id, encoder)
                    writer.writeEndDocument()
                }
            }.toByteArray()
            val actual = bytes(kotlin, Item(id))
            assertContentEquals(expected, actual, id.toHexString())
            assertEquals(id, read(kotlin, actual).id)
        }
        assertEquals<Class<*>>(ObjectIdCodec::class.java, java.javaClass)
    }

    @Test
    fun aRegistryOfTheKotlinDriverEncodesEntitiesAndFilters() {
        val registry = CodecRegistries.fromProviders(KotlinSerializerCodecProvider(), ObjectIdCodecProvider())
        val codec = registry.get(Document::class.java)
        val document = document(codec, Document(ID, items = listOf(OTHER)))
        assertEquals(BsonType.OBJECT_ID, document["_id"]!!.bsonType)
        assertEquals(Document(ID, items = listOf(OTHER)), codec.decode(BsonDocumentReader(document), decoder))

        val filter: Bson = Filters.eq("_id", ID)
        val rendered = filter.toBsonDocument(BsonDocument::class.java, registry)
        assertEquals(BsonType.OBJECT_ID, rendered["_id"]!!.bsonType)
        assertEquals(HEX, rendered.getObjectId("_id").value.toHexString())
    }
}
