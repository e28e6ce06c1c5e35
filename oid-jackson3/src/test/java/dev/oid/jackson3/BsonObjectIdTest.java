package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;
import java.util.Map;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/** The MongoDB driver's {@code org.bson.types.ObjectId}: Jackson's default behaviour first, then the fix. */
class BsonObjectIdTest extends ModuleTestBase {

    static final ObjectId BSON_ID = new ObjectId(HEX);

    record Doc(ObjectId id, String name) {}

    @Test
    void withoutModuleJacksonWritesBeanFormAndSilentlyReadsBackADifferentId() {
        String json = plainMapper().writeValueAsString(new Doc(BSON_ID, "pen"));
        assertThat(json).isEqualTo(a2q("{'id':{'date':'2017-11-24T06:19:05.000Z','timestamp':1511504345},'name':'pen'}"));
        // Jackson 3 ignores unknown properties by default: the no-arg constructor mints a new id.
        Doc back = plainMapper().readValue(json, Doc.class);
        assertThat(back.id()).isNotNull().isNotEqualTo(BSON_ID);
        assertThat(back.name()).isEqualTo("pen");
    }

    @Test
    void withModuleDriverIdIsWrittenAndReadLikeOurs() throws Exception {
        ObjectMapper mapper = newMapper();
        String json = mapper.writeValueAsString(new Doc(BSON_ID, "pen"));
        assertThat(json).isEqualTo(a2q("{'id':'5a17b9d9ab102555b9c38874','name':'pen'}"));
        assertThat(mapper.readValue(json, Doc.class)).isEqualTo(new Doc(BSON_ID, "pen"));
        assertThat(mapper.readValue(a2q("{'id':{'$oid':'5A17B9D9AB102555B9C38874'},'name':'pen'}"), Doc.class))
                .isEqualTo(new Doc(BSON_ID, "pen"));
    }

    @Test
    void withExtendedJsonOptionDriverIdIsWrittenAsOid() throws Exception {
        assertThat(newExtendedJsonMapper().writeValueAsString(new Doc(BSON_ID, "pen")))
                .isEqualTo(a2q("{'id':{'$oid':'5a17b9d9ab102555b9c38874'},'name':'pen'}"));
    }

    @Test
    void driverIdMapKeysAreHex() throws Exception {
        ObjectMapper mapper = newMapper();
        String json = mapper.writeValueAsString(Map.of(BSON_ID, 1));
        assertThat(json).isEqualTo(a2q("{'5a17b9d9ab102555b9c38874':1}"));
        assertThat(mapper.readValue(json, new TypeReference<Map<ObjectId, Integer>>() { }))
                .containsEntry(BSON_ID, 1);
    }

    @Test
    void everyRealIdReadsToTheSameDriverId() throws Exception {
        ObjectMapper mapper = newMapper();
        for (String hex : realIds()) {
            assertThat(mapper.readValue('"' + hex + '"', ObjectId.class)).isEqualTo(new ObjectId(hex));
            assertThat(mapper.writeValueAsString(new ObjectId(hex))).isEqualTo('"' + hex + '"');
        }
    }
}
