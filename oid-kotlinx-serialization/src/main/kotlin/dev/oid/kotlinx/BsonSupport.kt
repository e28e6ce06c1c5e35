package dev.oid.kotlinx

import dev.oid.ObjectId
import dev.oid.bson.ObjectIdConversions
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.SerializationException
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import org.bson.codecs.kotlinx.BsonDecoder
import org.bson.codecs.kotlinx.BsonEncoder

/**
 * The BSON side of [ObjectIdSerializer], in an object of its own: its code names bson-kotlinx's types, so it is
 * loaded only when [AVAILABLE] says that bson-kotlinx is on the class path. bson-kotlinx marks its encoder and
 * decoder interfaces experimental; they are what its codecs hand to every serializer.
 */
@OptIn(ExperimentalSerializationApi::class)
internal object BsonSupport {

    /** Whether bson-kotlinx is on the class path (then the conversions of oid-bson-codec are needed too). */
    @JvmField
    val AVAILABLE: Boolean = present("org.bson.codecs.kotlinx.BsonEncoder")

    private val CONVERSIONS: Boolean = present("dev.oid.bson.ObjectIdConversions")

    /** Writes [value] as a native ObjectId if [encoder] is bson-kotlinx's; tells whether it did. */
    fun encode(encoder: Encoder, value: ObjectId): Boolean {
        if (encoder !is BsonEncoder) {
            return false
        }
        requireConversions()
        encoder.encodeObjectId(ObjectIdConversions.toDriver(value))
        return true
    }

    /** Reads a native ObjectId if [decoder] is bson-kotlinx's, else returns `null`. */
    fun decode(decoder: Decoder): ObjectId? {
        if (decoder !is BsonDecoder) {
            return null
        }
        requireConversions()
        return ObjectIdConversions.fromDriver(decoder.decodeObjectId())
    }

    private fun requireConversions() {
        if (!CONVERSIONS) {
            throw SerializationException(
                "dev.oid.ObjectId in BSON through bson-kotlinx needs dev.oid:oid-bson-codec on the class path " +
                    "(add it beside dev.oid:oid-kotlinx-serialization)",
            )
        }
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
