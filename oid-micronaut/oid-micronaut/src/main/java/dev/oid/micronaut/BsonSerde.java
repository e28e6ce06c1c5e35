package dev.oid.micronaut;

import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdConversions;
import io.micronaut.core.annotation.Internal;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.bson.BsonReaderDecoder;
import io.micronaut.serde.bson.BsonWriterEncoder;
import java.io.IOException;

/**
 * The BSON half of {@link ObjectIdSerde}: native BSON ObjectIds with micronaut-serde-bson's encoder and decoder. Its
 * BSON methods are called only when {@link #PRESENT} is true, so the class loads without micronaut-serde-bson and the
 * MongoDB driver.
 */
@Internal
final class BsonSerde {

    /** True when micronaut-serde-bson (and so the BSON library) is on the class path. */
    private static final boolean PRESENT = isPresent("io.micronaut.serde.bson.BsonWriterEncoder")
            && isPresent("org.bson.types.ObjectId");

    private BsonSerde() {
    }

    /**
     * Tells whether {@code encoder} writes BSON.
     *
     * @param encoder an encoder
     * @return true for micronaut-serde-bson's encoder
     */
    static boolean isBsonEncoder(Encoder encoder) {
        return PRESENT && encoder instanceof BsonWriterEncoder;
    }

    /**
     * Tells whether {@code decoder} reads BSON.
     *
     * @param decoder a decoder
     * @return true for micronaut-serde-bson's decoder
     */
    static boolean isBsonDecoder(Decoder decoder) {
        return PRESENT && decoder instanceof BsonReaderDecoder;
    }

    /**
     * Writes {@code value} as a BSON ObjectId (type 0x07).
     *
     * @param encoder a BSON encoder ({@link #isBsonEncoder(Encoder)})
     * @param value the id
     */
    static void write(Encoder encoder, ObjectId value) {
        ((BsonWriterEncoder) encoder).encodeObjectId(ObjectIdConversions.toDriver(value));
    }

    /**
     * Reads a BSON ObjectId (type 0x07); any other BSON type fails with the decoder's exception.
     *
     * @param decoder a BSON decoder ({@link #isBsonDecoder(Decoder)})
     * @return the id read
     * @throws IOException if the value is not a BSON ObjectId
     */
    static ObjectId read(Decoder decoder) throws IOException {
        return ObjectIdConversions.fromDriver(((BsonReaderDecoder) decoder).decodeObjectId());
    }

    private static boolean isPresent(String className) {
        try {
            Class.forName(className, false, BsonSerde.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
