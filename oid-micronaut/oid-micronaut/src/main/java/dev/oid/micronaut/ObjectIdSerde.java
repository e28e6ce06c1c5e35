package dev.oid.micronaut;

import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.type.Argument;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serde;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;

/**
 * The Micronaut Serialization {@link Serde} of {@link ObjectId}: micronaut-serde finds it as a bean, so
 * {@code ObjectId} properties of {@code @Serdeable} types and {@code ObjectId} bodies need nothing else.
 *
 * <ul>
 *   <li>JSON (and any other text format): written as the 24-character lowercase hex string; read from such a string
 *       (either case) or from MongoDB Extended JSON {@code {"$oid": "<24 hex>"}}, also inside an array of one value,
 *       as Micronaut's own decoders read a {@code String} or a {@code UUID} (a form field bound to a bean arrives
 *       so; a JSON body's {@code ["<24 hex>"]} too, which oid's Jackson and kotlinx.serialization adapters refuse).
 *       Anything else fails with the decoder's own exception, whose message is
 *       {@link ObjectId#parse(CharSequence)}'s for a bad string and the shared wrong-shape message for a number,
 *       boolean, an array of no value or of two or more, {@code null} or another object (the same message oid's
 *       Jackson and kotlinx.serialization adapters give), and which the HTTP server answers with
 *       {@code 400 Bad Request}.</li>
 *   <li>BSON (micronaut-serde-bson's encoder and decoder, as used by micronaut-mongo with serde): written as a native
 *       BSON ObjectId (type 0x07, its 12 bytes); only that type is read, a string is refused as the BSON codec of
 *       oid-bson-codec refuses it.</li>
 * </ul>
 *
 * <pre>{@code
 * @Serdeable
 * public record Note(ObjectId id, List<ObjectId> related) {
 * }
 * // {"id":"5a17b9d9ab102555b9c38874","related":["4df2dcec2cdcd20936a8b817"]}
 * }</pre>
 *
 * <p>Active when micronaut-serde is on the class path; stateless and thread-safe.
 *
 * @since 0.1.0
 */
@Singleton
@Requires(classes = Serde.class)
public final class ObjectIdSerde implements Serde<ObjectId> {

    /** The Extended JSON field of an ObjectId: {@value}. */
    private static final String OID = "$oid";

    /** Creates the serde; Micronaut makes it a bean. */
    public ObjectIdSerde() {
    }

    /**
     * Writes {@code value} as its 24-character lowercase hex string, or as a BSON ObjectId to a BSON encoder.
     *
     * @param encoder the encoder
     * @param context the encoder context (not used)
     * @param type the declared type (not used)
     * @param value the id to write
     * @throws IOException if the encoder fails
     */
    @Override
    public void serialize(Encoder encoder, EncoderContext context, Argument<? extends ObjectId> type, ObjectId value)
            throws IOException {
        if (BsonSerde.isBsonEncoder(encoder)) {
            BsonSerde.write(encoder, value);
        } else {
            encoder.encodeString(value.toHexString());
        }
    }

    /**
     * Reads an id from a hex string or {@code {"$oid": ...}}, or from a BSON ObjectId with a BSON decoder.
     *
     * @param decoder the decoder, on the value to read
     * @param context the decoder context (not used)
     * @param type the declared type (not used)
     * @return the id read
     * @throws IOException the decoder's deserialization exception if the value is not an ObjectId
     */
    @Override
    public ObjectId deserialize(Decoder decoder, DecoderContext context, Argument<? super ObjectId> type)
            throws IOException {
        if (BsonSerde.isBsonDecoder(decoder)) {
            return BsonSerde.read(decoder);
        }
        JsonNode node = decoder.decodeNode();
        if (node.isArray() && node.size() == 1) {
            // As Micronaut's own decoders read a scalar (a String, a UUID) from an array of one value, which is how
            // a form field bound to a bean arrives.
            node = node.get(0);
        }
        if (node.isString()) {
            return parse(decoder, node.getStringValue());
        }
        if (!node.isObject()) {
            throw decoder.createDeserializationException(wrongShape("", node), node);
        }
        Iterator<Map.Entry<String, JsonNode>> entries = node.entries().iterator();
        if (!entries.hasNext()) {
            throw decoder.createDeserializationException(ErrorMessages.wrongShape("an empty object", null), node);
        }
        Map.Entry<String, JsonNode> first = entries.next();
        if (!OID.equals(first.getKey())) {
            throw decoder.createDeserializationException(
                    ErrorMessages.wrongShape("an object with property", first.getKey()), node);
        }
        JsonNode oid = first.getValue();
        if (!oid.isString()) {
            throw decoder.createDeserializationException(wrongShape("an object whose \"$oid\" is ", oid), node);
        }
        ObjectId id = parse(decoder, oid.getStringValue());
        if (entries.hasNext()) {
            throw decoder.createDeserializationException(
                    ErrorMessages.wrongShape("an object with property", entries.next().getKey()), node);
        }
        return id;
    }

    private static ObjectId parse(Decoder decoder, String text) throws IOException {
        try {
            return ObjectId.parse(text);
        } catch (IllegalArgumentException e) {
            throw decoder.createDeserializationException(e.getMessage(), text);
        }
    }

    /**
     * oid's shared wrong-shape message for a JSON value that is not a string, named as every oid adapter names it.
     *
     * @param prefix put before the kind, e.g. {@code an object whose "$oid" is }
     * @param node the value
     */
    private static String wrongShape(String prefix, JsonNode node) {
        if (node.isNumber()) {
            return ErrorMessages.wrongShape(prefix + "a number", String.valueOf(node.getNumberValue()));
        }
        if (node.isBoolean()) {
            return ErrorMessages.wrongShape(prefix + "a boolean", String.valueOf(node.getBooleanValue()));
        }
        if (node.isArray()) {
            return ErrorMessages.wrongShape(prefix + "an array", null);
        }
        if (node.isObject()) {
            return ErrorMessages.wrongShape(prefix + "an object", null);
        }
        return ErrorMessages.wrongShape(prefix + "null", null);
    }
}
