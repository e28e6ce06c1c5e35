package dev.oid.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Map;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/** The MongoDB driver's {@code org.bson.types.ObjectId}: Jackson's default behaviour first, then the fix. */
class BsonObjectIdTest extends ModuleTestBase {

    static final ObjectId BSON_ID = new ObjectId(HEX);

    record Doc(ObjectId id, String name) {}

    @Test
    void withoutModuleJacksonWritesBeanFormAndCannotReadItBack() throws Exception {
        String json = plainMapper().writeValueAsString(new Doc(BSON_ID, "pen"));
        assertThat(json).isEqualTo(a2q("{'id':{'timestamp':1511504345,'date':1511504345000},'name':'pen'}"));
        assertThatThrownBy(() -> plainMapper().readValue(json, Doc.class))
                .isInstanceOf(UnrecognizedPropertyException.class);
    }

    @Test
    void withoutModuleAndLenientMapperJacksonReadsBackADifferentId() throws Exception {
        // Spring Boot's mapper disables FAIL_ON_UNKNOWN_PROPERTIES (Jackson 3 does by default).
        JsonMapper lenient = JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
        String json = lenient.writeValueAsString(new Doc(BSON_ID, "pen"));
        Doc back = lenient.readValue(json, Doc.class);
        assertThat(back.id()).isNotNull().isNotEqualTo(BSON_ID);
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
