package dev.oid.bson;

import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import java.util.Objects;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.jspecify.annotations.Nullable;

/**
 * Encodes a {@link ObjectId dev.oid.ObjectId} as a native BSON ObjectId (BSON type 0x07, its 12 bytes as they
 * are) and decodes BSON ObjectIds back.
 *
 * <p>The stored value is the same as a driver-made {@code org.bson.types.ObjectId}: the server indexes, sorts
 * and queries it the same way, and every other MongoDB driver reads it as its own ObjectId type. Only BSON type
 * 0x07 is read: a string, binary or any other value is rejected, never converted.
 *
 * <p>Register it through {@link ObjectIdCodecProvider} rather than on its own, so that POJO, record, collection
 * and map codecs find it:
 *
 * <pre>{@code
 * CodecRegistry registry = CodecRegistries.fromRegistries(
 *         CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *         MongoClientSettings.getDefaultCodecRegistry());
 * }</pre>
 *
 * <p>This class is stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdCodec implements Codec<ObjectId> {

    /** Creates the codec. It holds no state, so one instance can serve every registry and thread. */
    public ObjectIdCodec() {
    }

    /**
     * Writes {@code value} as a BSON ObjectId (type 0x07, 12 bytes).
     *
     * @param writer the writer, positioned where a value is expected
     * @param value the id to write
     * @param encoderContext the encoder context (not used)
     * @throws NullPointerException if {@code value} is {@code null}; container codecs write BSON null
     *         themselves and never pass {@code null} to a value codec
     * @throws org.bson.BsonInvalidOperationException if the writer is not in a state to write a value
     */
    @Override
    public void encode(BsonWriter writer, ObjectId value, EncoderContext encoderContext) {
        Objects.requireNonNull(value, "value");
        writer.writeObjectId(ObjectIdConversions.toDriver(value));
    }

    /**
     * Reads a BSON ObjectId (type 0x07) as a {@code dev.oid.ObjectId}.
     *
     * @param reader the reader, positioned on the value to read
     * @param decoderContext the decoder context (not used)
     * @return the id with the 12 bytes read
     * @throws BsonInvalidOperationException if the current value is not a BSON ObjectId; the message names the
     *         BSON type found (and quotes it, escaped as in every oid message, when it is a string) and that type
     *         0x07 was expected
     * @throws org.bson.BsonSerializationException if the input ends before the 12 bytes of the id
     */
    @Override
    public ObjectId decode(BsonReader reader, DecoderContext decoderContext) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.OBJECT_ID) {
            throw new BsonInvalidOperationException(wrongTypeMessage(reader, type));
        }
        return ObjectIdConversions.fromDriver(reader.readObjectId());
    }

    /**
     * Returns the class this codec encodes and decodes.
     *
     * @return {@code dev.oid.ObjectId.class}
     */
    @Override
    public Class<ObjectId> getEncoderClass() {
        return ObjectId.class;
    }

    private static String wrongTypeMessage(BsonReader reader, @Nullable BsonType type) {
        StringBuilder message = new StringBuilder("Cannot decode a dev.oid.ObjectId from BSON type ")
                .append(type);
        if (type != null) {
            message.append(" (0x").append(String.format("%02x", type.getValue())).append(')');
        }
        if (type == BsonType.STRING) {
            // Quoted as ObjectId.parse quotes bad input: cut after 64 characters, invisible characters escaped.
            message.append(' ').append(ErrorMessages.quote(reader.readString()));
        }
        message.append(": expected a BSON ObjectId (type 0x07).");
        if (type == BsonType.STRING) {
            message.append(" The value was stored as a string; store ids with this codec (as BSON ObjectIds),"
                    + " or map the field to String and convert with dev.oid.ObjectId.parse.");
        }
        return message.toString();
    }
}
