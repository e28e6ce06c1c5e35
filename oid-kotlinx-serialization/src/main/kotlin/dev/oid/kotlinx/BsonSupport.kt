package dev.oid.kotlinx

import dev.oid.ObjectId
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import org.bson.codecs.kotlinx.BsonDecoder
import org.bson.codecs.kotlinx.BsonEncoder

/**
 * The BSON side of [ObjectIdSerializer], in an object of its own: its code names bson-kotlinx's types, so it is
 * loaded only when [AVAILABLE] says that bson-kotlinx is on the class path. bson-kotlinx marks its encoder and
 * decoder interfaces experimental; they are what its codecs hand to every serializer.
 *
 * An id and the driver's `org.bson.types.ObjectId` are the same 12 bytes, so they are converted here, byte for byte,
 * with nothing but `org.mongodb:bson` (which bson-kotlinx brings).
 */
@OptIn(ExperimentalSerializationApi::class)
internal object BsonSupport {

    /** Whether bson-kotlinx is on the class path. */
    @JvmField
    val AVAILABLE: Boolean = present("org.bson.codecs.kotlinx.BsonEncoder")

    /** Writes [value] as a native ObjectId (BSON type 0x07) if [encoder] is bson-kotlinx's; tells whether it did. */
    fun encode(encoder: Encoder, value: ObjectId): Boolean {
        if (encoder !is BsonEncoder) {
            return false
        }
        encoder.encodeObjectId(org.bson.types.ObjectId(value.toByteArray()))
        return true
    }

    /** Reads a native ObjectId if [decoder] is bson-kotlinx's, else returns `null`. */
    fun decode(decoder: Decoder): ObjectId? {
        if (decoder !is BsonDecoder) {
            return null
        }
        return ObjectId.fromBytes(decoder.decodeObjectId().toByteArray())
    }

    private fun present(className: String): Boolean =
        try {
            Class.forName(className, false, BsonSupport::class.java.classLoader)
            true
        } catch (e: ClassNotFoundException) {
            false
        } catch (e: LinkageError) {
            false
        }
}
