package dev.oid.bson;

import dev.oid.testsupport.RealObjectIds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonInt32;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ObjectIdCodecTest {

    private static final HexFormat HEX = HexFormat.of();
    private final ObjectIdCodec codec = new ObjectIdCodec();

    /** Encodes {@code {a: id}} with our codec for the value. */
    private byte[] encodeField(ObjectId id) {
        BasicOutputBuffer out = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(out)) {
            writer.writeStartDocument();
            writer.writeName("a");
            codec.encode(writer, id, EncoderContext.builder().build());
            writer.writeEndDocument();
        }
        return out.toByteArray();
    }

    /** Decodes the value of the single field of a BSON document with our codec. */
    private ObjectId decodeField(byte[] bson) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bson))) {
            reader.readStartDocument();
            reader.readBsonType();
            reader.readName();
            ObjectId id = codec.decode(reader, DecoderContext.builder().build());
            reader.readEndDocument();
            return id;
        }
    }

    @ParameterizedTest
    @CsvSource({
        // {a: id} = int32 length 20, type 0x07, "a\0", 12 id bytes, terminating 0x00
        "56e1fc72e0c917e9c4714161, 1400000007610056e1fc72e0c917e9c471416100",
        "000000000000000000000000, 1400000007610000000000000000000000000000",
        "ffffffffffffffffffffffff, 14000000076100ffffffffffffffffffffffff00",
    })
    void encodesAsBsonTypeSevenWithTheTwelveBytesUnchanged(String hex, String bson) {
        assertThat(HEX.formatHex(encodeField(ObjectId.parse(hex)))).isEqualTo(bson);
    }

    @ParameterizedTest
    @CsvSource({
        "1400000007610056e1fc72e0c917e9c471416100, 56e1fc72e0c917e9c4714161",
        "1400000007610000000000000000000000000000, 000000000000000000000000",
        "14000000076100ffffffffffffffffffffffff00, ffffffffffffffffffffffff",
    })
    void decodesHandDerivedBsonBytes(String bson, String hex) {
        assertThat(decodeField(HEX.parseHex(bson))).hasToString(hex);
    }

    @Test
    void writesTheSameBytesAsTheDriversCodecForEveryRealId() {
        Codec<org.bson.types.ObjectId> driverCodec = new org.bson.codecs.ObjectIdCodec();
        List<String> ids = RealObjectIds.hex();
        assertThat(ids).hasSize(3996);
        for (String hex : ids) {
            BasicOutputBuffer out = new BasicOutputBuffer();
            try (BsonBinaryWriter writer = new BsonBinaryWriter(out)) {
                writer.writeStartDocument();
                writer.writeName("a");
                driverCodec.encode(writer, new org.bson.types.ObjectId(hex), EncoderContext.builder().build());
                writer.writeEndDocument();
            }
            byte[] driverBytes = out.toByteArray();
            assertThat(encodeField(ObjectId.parse(hex))).as(hex).isEqualTo(driverBytes);
            assertThat(decodeField(driverBytes).toHexString()).isEqualTo(hex);
        }
    }

    @Test
    void failsWithTheDriversExceptionWhenTheIdBytesAreTruncated() {
        // {a: 56e1fc72e0c917e9c4714161} cut after 5 of the 12 id bytes, with the length prefix still claiming 20
        byte[] truncated = HEX.parseHex("1400000007610056e1fc72e0");
        assertThatThrownBy(() -> decodeField(truncated))
                .isInstanceOf(BsonSerializationException.class)
                .hasMessageContaining("12 bytes were required");
    }

    @Test
    void failsWithTheDriversExceptionWhenTheLengthPrefixIsConsistentButTheIdIsShort() {
        // length 13: type, name, then only 5 id bytes and the terminator
        byte[] truncated = HEX.parseHex("0d0000000761005a17b9d9ab00");
        assertThatThrownBy(() -> decodeField(truncated)).isInstanceOf(BsonSerializationException.class);
    }

    @Test
    void rejectsAStringAndQuotesIt() {
        BsonDocumentReader reader = readerOn(new BsonDocument("a", new BsonString("5a17b9d9ab102555b9c38874")));
        assertThatThrownBy(() -> codec.decode(reader, DecoderContext.builder().build()))
                .isInstanceOf(BsonInvalidOperationException.class)
                .hasMessageStartingWith("Cannot decode a dev.oid.ObjectId from BSON type STRING (0x02)"
                        + " \"5a17b9d9ab102555b9c38874\": expected a BSON ObjectId (type 0x07).")
                .hasMessageContaining("dev.oid.ObjectId.parse");
    }

    @Test
    void cutsALongStringInTheMessageAsParseDoes() {
        BsonDocumentReader reader = readerOn(new BsonDocument("a", new BsonString("x".repeat(1000))));
        assertThatThrownBy(() -> codec.decode(reader, DecoderContext.builder().build()))
                .hasMessageStartingWith("Cannot decode a dev.oid.ObjectId from BSON type STRING (0x02) \""
                        + "x".repeat(64) + "\"... (1000 characters in all): expected a BSON ObjectId (type 0x07).")
                .hasMessageNotContaining("x".repeat(65));
    }

    @Test
    void escapesInvisibleCharactersOfAStringInTheMessage() {
        BsonDocumentReader reader = readerOn(new BsonDocument("a", new BsonString("5a17\n\u202e\"b9d9")));
        assertThatThrownBy(() -> codec.decode(reader, DecoderContext.builder().build()))
                .hasMessageStartingWith("Cannot decode a dev.oid.ObjectId from BSON type STRING (0x02)"
                        + " \"5a17\\u000a\\u202e\\\"b9d9\": expected a BSON ObjectId (type 0x07).");
    }

    @Test
    void rejectsAnInt32NamingTheType() {
        BsonDocumentReader reader = readerOn(new BsonDocument("a", new BsonInt32(7)));
        assertThatThrownBy(() -> codec.decode(reader, DecoderContext.builder().build()))
                .isInstanceOf(BsonInvalidOperationException.class)
                .hasMessage("Cannot decode a dev.oid.ObjectId from BSON type INT32 (0x10):"
                        + " expected a BSON ObjectId (type 0x07).");
    }

    @Test
    void refusesToEncodeNull() {
        BsonBinaryWriter writer = new BsonBinaryWriter(new BasicOutputBuffer());
        writer.writeStartDocument();
        writer.writeName("a");
        assertThatThrownBy(() -> codec.encode(writer, null, EncoderContext.builder().build()))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("value");
    }

    @Test
    void providerReturnsTheCodecForOurTypeOnly() {
        ObjectIdCodecProvider provider = new ObjectIdCodecProvider();
        CodecRegistry registry = CodecRegistries.fromProviders(provider);
        assertThat(provider.get(ObjectId.class, registry)).isInstanceOf(ObjectIdCodec.class);
        assertThat(provider.get(ObjectId.class, registry).getEncoderClass()).isEqualTo(ObjectId.class);
        assertThat(provider.get(org.bson.types.ObjectId.class, registry)).isNull();
        assertThat(provider.get(String.class, registry)).isNull();
        assertThat(provider.get(Object.class, registry)).isNull();
        assertThat(provider.get(Document.class, registry)).isNull();
    }

    @Test
    void documentsWithOurIdsEncodeToNativeObjectIds() {
        CodecRegistry registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                org.bson.codecs.configuration.CodecRegistries.fromProviders(new org.bson.codecs.DocumentCodecProvider(),
                        new org.bson.codecs.ValueCodecProvider(), new org.bson.codecs.IterableCodecProvider()));
        ObjectId id = ObjectId.parse("56e1fc72e0c917e9c4714161");
        BsonDocument encoded = new Document("a", id).append("list", List.of(id)).toBsonDocument(BsonDocument.class, registry);
        assertThat(encoded.get("a").getBsonType()).isEqualTo(BsonType.OBJECT_ID);
        assertThat(encoded.getObjectId("a").getValue().toHexString()).isEqualTo("56e1fc72e0c917e9c4714161");
        assertThat(encoded.getArray("list").get(0).asObjectId().getValue().toHexString())
                .isEqualTo("56e1fc72e0c917e9c4714161");
    }

    private static BsonDocumentReader readerOn(BsonDocument document) {
        BsonDocumentReader reader = new BsonDocumentReader(document);
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        return reader;
    }
}
