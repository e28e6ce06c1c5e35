package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.bson.TestPojos.Item;
import java.io.StringWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.json.JsonMode;
import org.bson.json.JsonReader;
import org.bson.json.JsonWriter;
import org.bson.json.JsonWriterSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class ExtendedJsonTest {

    private static final CodecRegistry REGISTRY = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(new ObjectIdCodecProvider(), new org.bson.codecs.ValueCodecProvider(),
                    new org.bson.codecs.DocumentCodecProvider(), new org.bson.codecs.CollectionCodecProvider(),
                    new org.bson.codecs.MapCodecProvider()),
            CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).build()));

    private static final ObjectId ID = ObjectId.parse("56E1FC72E0C917E9C4714161");

    @ParameterizedTest
    @EnumSource(value = JsonMode.class, names = {"RELAXED", "EXTENDED"})
    void rendersAsDollarOidWithLowercaseHex(JsonMode mode) {
        StringWriter json = new StringWriter();
        REGISTRY.get(Document.class).encode(new JsonWriter(json, JsonWriterSettings.builder().outputMode(mode).build()),
                new Document("a", ID), EncoderContext.builder().build());
        assertThat(json).hasToString("{\"a\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}}");
    }

    @Test
    void documentToJsonWithOurRegistryRendersDollarOid() {
        assertThat(new Document("_id", ID).toJson(REGISTRY.get(Document.class)))
                .isEqualTo("{\"_id\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}}");
    }

    @Test
    void parsesDollarOidBackIntoAPojo() {
        Codec<Item> codec = REGISTRY.get(Item.class);
        Item item = codec.decode(new JsonReader("{\"_id\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}, \"name\": \"x\","
                + " \"related\": [{\"$oid\": \"5a17b9d9ab102555b9c38874\"}]}"), DecoderContext.builder().build());
        assertThat(item.id).isEqualTo(ID);
        assertThat(item.related).containsExactly(ObjectId.parse("5a17b9d9ab102555b9c38874"));
    }

    @Test
    void roundTripsAPojoThroughExtendedJson() {
        Codec<Item> codec = REGISTRY.get(Item.class);
        Item item = new Item(ID, "x");
        item.owner = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        StringWriter json = new StringWriter();
        codec.encode(new JsonWriter(json), item, EncoderContext.builder().build());
        assertThat(json.toString()).contains("\"_id\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}",
                "\"owner\": {\"$oid\": \"4df2dcec2cdcd20936a8b817\"}");
        Item back = codec.decode(new JsonReader(json.toString()), DecoderContext.builder().build());
        assertThat(back.id).isEqualTo(ID);
        assertThat(back.owner).isEqualTo(item.owner);
    }
}
