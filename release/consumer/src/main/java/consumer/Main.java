package consumer;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.jackson.ObjectIdModule;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.io.BasicOutputBuffer;

/** One id through oid-core, Jackson and BSON, checked against known answers. */
public final class Main {

    /** A JSON payload with an ObjectId. */
    public record Order(ObjectId id, String name) {
    }

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        check("instant", id.instant().toString(), "2017-11-24T06:19:05Z");
        ObjectId minted = ObjectId.generate();
        check("minted id parses back", ObjectId.parse(minted.toHexString()), minted);

        ObjectMapper mapper = new ObjectMapper().registerModule(new ObjectIdModule());
        String json = mapper.writeValueAsString(new Order(id, "book"));
        check("JSON", json, "{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"book\"}");
        check("JSON read", mapper.readValue(json, Order.class), new Order(id, "book"));

        Codec<ObjectId> codec = CodecRegistries.fromProviders(new ObjectIdCodecProvider()).get(ObjectId.class);
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            writer.writeName("_id");
            codec.encode(writer, id, EncoderContext.builder().build());
            writer.writeEndDocument();
        }
        byte[] bson = buffer.toByteArray();
        // length 22, type 0x07 (ObjectId), "_id", the 12 bytes, end of document
        check("BSON", HexFormat.of().formatHex(bson), "16000000075f6964005a17b9d9ab102555b9c3887400");
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bson))) {
            reader.readStartDocument();
            reader.readName("_id");
            check("BSON read", codec.decode(reader, DecoderContext.builder().build()), id);
            reader.readEndDocument();
        }
        System.out.println("oid consumer: ObjectId, Jackson and BSON agree on " + id);
    }

    private static void check(String what, Object actual, Object expected) {
        if (!expected.equals(actual)) {
            throw new IllegalStateException(what + ": expected " + expected + ", got " + actual);
        }
    }
}
