package dev.oid.kotlinx

import dev.oid.ObjectId
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import org.bson.BsonBinaryReader
import org.bson.BsonBinaryWriter
import org.bson.BsonDocument
import org.bson.BsonDocumentReader
import org.bson.BsonDocumentWriter
import org.bson.BsonType
import org.bson.codecs.DecoderContext
import org.bson.codecs.EncoderContext
import org.bson.codecs.kotlinx.KotlinSerializerCodec
import org.bson.io.BasicOutputBuffer
import java.nio.ByteBuffer
import java.util.HexFormat
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

@Serializable
data class Parcel(
    @SerialName("_id") @Serializable(with = ObjectIdSerializer::class) val id: ObjectId,
    val refs: List<@Serializable(with = ObjectIdSerializer::class) ObjectId> = emptyList(),
)

/**
 * BSON with bson-kotlinx as a new user's application has it: this module and bson-kotlinx, and neither
 * oid-bson-codec nor the driver (the build leaves their jars off this test's class path). Ids are native BSON
 * ObjectIds (type 0x07) both ways.
 */
class BsonKotlinxAloneTest {

    private val codec = KotlinSerializerCodec.create<Parcel>()!!

    @Test
    fun oidBsonCodecAndTheDriverAreAbsent() {
        assertFailsWith<ClassNotFoundException> { Class.forName("dev.oid.bson.ObjectIdConversions") }
        assertFailsWith<ClassNotFoundException> { Class.forName("com.mongodb.client.model.Filters") }
    }

    @Test
    fun writesAndReadsTheExactBytesOfANativeObjectId() {
        val id = ObjectId.parse("5a17b9d9ab102555b9c38874")
        val buffer = BasicOutputBuffer()
        BsonBinaryWriter(buffer).use { codec.encode(it, Parcel(id), EncoderContext.builder().build()) }
        // length 33; type 0x07 (ObjectId), "_id", the 12 bytes; type 0x04 (array), "refs", empty; end of document
        val expected = "21000000" + "075f696400" + "5a17b9d9ab102555b9c38874" + "047265667300" + "0500000000" + "00"
        assertEquals(expected, HexFormat.of().formatHex(buffer.toByteArray()))

        val read = BsonBinaryReader(ByteBuffer.wrap(HexFormat.of().parseHex(expected))).use {
            codec.decode(it, DecoderContext.builder().build())
        }
        assertEquals(Parcel(id), read)
    }

    @Test
    fun everyIdInADocumentIsTypeObjectId() {
        val id = ObjectId.parse("5a17b9d9ab102555b9c38874")
        val other = ObjectId.parse("4df2dcec2cdcd20936a8b817")
        val document = BsonDocument()
        codec.encode(BsonDocumentWriter(document), Parcel(id, listOf(other)), EncoderContext.builder().build())

        assertEquals(BsonType.OBJECT_ID, document["_id"]!!.bsonType)
        assertEquals(org.bson.types.ObjectId("5a17b9d9ab102555b9c38874"), document.getObjectId("_id").value)
        assertEquals(listOf(BsonType.OBJECT_ID), document.getArray("refs").map { it.bsonType })
        assertEquals(
            Parcel(id, listOf(other)),
            codec.decode(BsonDocumentReader(document), DecoderContext.builder().build()),
        )
    }
}
