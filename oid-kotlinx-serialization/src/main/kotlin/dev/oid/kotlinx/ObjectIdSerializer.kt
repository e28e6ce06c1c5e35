package dev.oid.kotlinx

import dev.oid.ObjectId
import dev.oid.internal.ErrorMessages
import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonDecoder
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull

/**
 * The [KSerializer] of [ObjectId] for kotlinx.serialization.
 *
 * - **JSON** (kotlinx-serialization-json): an id is written as its 24-character lower-case hex string,
 *   `"5a17b9d9ab102555b9c38874"`. Reading accepts that string in either case and, as MongoDB Extended JSON does,
 *   the object `{"$oid": "5a17b9d9ab102555b9c38874"}`. Ids work as JSON object keys (`Map<ObjectId, V>`).
 * - **BSON** (bson-kotlinx, as used by `KotlinSerializerCodec` and the MongoDB Kotlin drivers): an id is a native
 *   BSON ObjectId (type 0x07), both ways, byte for byte the same as the Java driver's. This needs only
 *   `org.mongodb:bson-kotlinx` on the class path (the conversion is the 12 bytes); an encoder of bson-kotlinx is
 *   recognised before a JSON one, because with kotlinx-serialization-json present bson-kotlinx's encoders and
 *   decoders are both.
 * - **Any other format**: the hex string, as with JSON.
 *
 * Use it per property (`@Serializable(with = ObjectIdSerializer::class)`), per file
 * (`@file:UseSerializers(ObjectIdSerializer::class)`), or for `@Contextual` properties through
 * [ObjectIdSerializersModule].
 *
 * Text is parsed by [ObjectId.parse], as strictly: exactly 24 ASCII hex digits. A value that is not an id fails
 * with a [SerializationException] whose message is oid-core's: [ObjectId.parse]'s for a bad string (it quotes the
 * string and says `expected exactly 24 hexadecimal digits`), oid's shared wrong-shape message's for a number, boolean,
 * array, `null` or other object in JSON, the same message oid's Jackson and Micronaut adapters give. See the
 * [MongoDB ObjectId specification](https://github.com/mongodb/specifications/blob/master/source/bson-objectid/objectid.md)
 * for the 12 bytes.
 */
public object ObjectIdSerializer : KSerializer<ObjectId> {

    /** A string-kind descriptor named `dev.oid.ObjectId`: JSON map keys and schema tools see a string. */
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.oid.ObjectId", PrimitiveKind.STRING)

    /** Writes [value]: a native BSON ObjectId to a bson-kotlinx encoder, the lower-case hex string to any other. */
    override fun serialize(encoder: Encoder, value: ObjectId) {
        if (BsonSupport.AVAILABLE && BsonSupport.encode(encoder, value)) {
            return
        }
        encoder.encodeString(value.toHexString())
    }

    /**
     * Reads an id: a native BSON ObjectId from a bson-kotlinx decoder; a hex string or `{"$oid": "..."}` from a
     * JSON decoder; a hex string from any other.
     *
     * @throws SerializationException if the value is not an id; the message quotes it and says what was expected
     */
    override fun deserialize(decoder: Decoder): ObjectId {
        if (BsonSupport.AVAILABLE) {
            BsonSupport.decode(decoder)?.let { return it }
        }
        if (decoder is JsonDecoder) {
            return fromJson(decoder.decodeJsonElement())
        }
        return parse(decoder.decodeString())
    }

    /**
     * Reads a hex string or `{"$oid": "<hex>"}`. Anything else fails with oid's shared wrong-shape message, the kind
     * named as every oid adapter names it (the first property other than `$oid`, or what `$oid` is), so that one bad
     * input reads the same here as in oid's Jackson and Micronaut adapters.
     */
    private fun fromJson(element: JsonElement): ObjectId {
        if (element is JsonPrimitive && element.isString) {
            return parse(element.content)
        }
        if (element !is JsonObject) {
            throw wrongShape("", element)
        }
        val first = element.keys.firstOrNull() ?: throw SerializationException(
            ErrorMessages.wrongShape("an empty object", null),
        )
        if (first != OID) {
            throw SerializationException(ErrorMessages.wrongShape("an object with property", first))
        }
        val oid = element.getValue(OID)
        if (oid !is JsonPrimitive || !oid.isString) {
            throw wrongShape("an object whose \"$OID\" is ", oid)
        }
        val id = parse(oid.content)
        if (element.size > 1) {
            val other = element.keys.elementAt(1)
            throw SerializationException(ErrorMessages.wrongShape("an object with property", other))
        }
        return id
    }

    /** oid's shared wrong-shape message for a JSON value that is not a string, its kind after [prefix]. */
    private fun wrongShape(prefix: String, element: JsonElement): SerializationException =
        SerializationException(
            when (element) {
                is JsonNull -> ErrorMessages.wrongShape(prefix + "null", null)
                is JsonPrimitive ->
                    if (element.booleanOrNull != null) {
                        ErrorMessages.wrongShape(prefix + "a boolean", element.content)
                    } else {
                        ErrorMessages.wrongShape(prefix + "a number", element.content)
                    }
                is JsonArray -> ErrorMessages.wrongShape(prefix + "an array", null)
                is JsonObject -> ErrorMessages.wrongShape(prefix + "an object", null)
            },
        )

    internal fun parse(text: String): ObjectId =
        try {
            ObjectId.parse(text)
        } catch (e: IllegalArgumentException) {
            throw SerializationException(e.message, e)
        }

    private const val OID = "\$oid"
}
