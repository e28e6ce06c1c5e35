package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import dev.oid.ObjectId;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ObjectIdSerializationTest extends ModuleTestBase {

    record Item(ObjectId id, String name) {}

    record Tagged(@JsonFormat(shape = JsonFormat.Shape.OBJECT) ObjectId ejson,
                  @JsonFormat(shape = JsonFormat.Shape.STRING) ObjectId plain) {}

    record Holder(Optional<ObjectId> id) {}

    record Box(Object value) {}

    /** A bean-style class (getters and setters), as most existing code has. */
    static final class Pojo {
        private ObjectId id;
        private List<ObjectId> refs;

        public ObjectId getId() {
            return id;
        }

        public void setId(ObjectId id) {
            this.id = id;
        }

        public List<ObjectId> getRefs() {
            return refs;
        }

        public void setRefs(List<ObjectId> refs) {
            this.refs = refs;
        }
    }

    @Test
    void writesIdAsLowercaseHexString() throws Exception {
        assertThat(newMapper().writeValueAsString(ID)).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
    }

    @Test
    void writesLowercaseEvenWhenParsedFromUppercase() throws Exception {
        ObjectId fromUpper = ObjectId.parse("5A17B9D9AB102555B9C38874");
        assertThat(newMapper().writeValueAsString(fromUpper)).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
    }

    @Test
    void writesRecordComponentsAsHexStrings() throws Exception {
        assertThat(newMapper().writeValueAsString(new Item(ID, "pen")))
                .isEqualTo(a2q("{'id':'5a17b9d9ab102555b9c38874','name':'pen'}"));
    }

    @Test
    void writesPojoWithIdAndListOfIds() throws Exception {
        Pojo pojo = new Pojo();
        pojo.setId(ID);
        pojo.setRefs(Arrays.asList(ID2, null, ID));
        assertThat(newMapper().writeValueAsString(pojo)).isEqualTo(a2q(
                "{'id':'5a17b9d9ab102555b9c38874',"
                        + "'refs':['4df2dcec2cdcd20936a8b817',null,'5a17b9d9ab102555b9c38874']}"));
    }

    @Test
    void writesNullIdAsJsonNull() throws Exception {
        assertThat(newMapper().writeValueAsString(new Item(null, "pen")))
                .isEqualTo(a2q("{'id':null,'name':'pen'}"));
    }

    @Test
    void writesMapKeysAsHex() throws Exception {
        Map<ObjectId, Integer> map = new LinkedHashMap<>();
        map.put(ID, 1);
        map.put(ID2, 2);
        assertThat(newMapper().writeValueAsString(map))
                .isEqualTo(a2q("{'5a17b9d9ab102555b9c38874':1,'4df2dcec2cdcd20936a8b817':2}"));
    }

    @Test
    void writesMapKeysAsHexAlsoInExtendedJsonMode() throws Exception {
        assertThat(newExtendedJsonMapper().writeValueAsString(Map.of(ID, ID2)))
                .isEqualTo(a2q("{'5a17b9d9ab102555b9c38874':{'$oid':'4df2dcec2cdcd20936a8b817'}}"));
    }

    @Test
    void writesOptionalIdAsHexOrNull() throws Exception {
        ObjectMapper mapper = newMapper();
        assertThat(mapper.writeValueAsString(new Holder(Optional.of(ID))))
                .isEqualTo(a2q("{'id':'5a17b9d9ab102555b9c38874'}"));
        assertThat(mapper.writeValueAsString(new Holder(Optional.empty()))).isEqualTo(a2q("{'id':null}"));
    }

    @Test
    void extendedJsonOptionWritesCanonicalOid() throws Exception {
        ObjectMapper mapper = newExtendedJsonMapper();
        assertThat(mapper.writeValueAsString(ID)).isEqualTo(a2q("{'$oid':'5a17b9d9ab102555b9c38874'}"));
        assertThat(mapper.writeValueAsString(new Item(ID, "pen")))
                .isEqualTo(a2q("{'id':{'$oid':'5a17b9d9ab102555b9c38874'},'name':'pen'}"));
        assertThat(mapper.writeValueAsString(List.of(ID, ID2))).isEqualTo(a2q(
                "[{'$oid':'5a17b9d9ab102555b9c38874'},{'$oid':'4df2dcec2cdcd20936a8b817'}]"));
    }

    @Test
    void jsonFormatOnPropertyOverridesModuleDefaultBothWays() throws Exception {
        String expected = a2q("{'ejson':{'$oid':'5a17b9d9ab102555b9c38874'},'plain':'4df2dcec2cdcd20936a8b817'}");
        assertThat(newMapper().writeValueAsString(new Tagged(ID, ID2))).isEqualTo(expected);
        assertThat(newExtendedJsonMapper().writeValueAsString(new Tagged(ID, ID2))).isEqualTo(expected);
    }

    @Test
    void configOverrideForTheTypeSelectsExtendedJson() throws Exception {
        JsonMapper mapper = mapperBuilder(new ObjectIdModule())
                .withConfigOverride(ObjectId.class,
                        o -> o.setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.OBJECT)))
                .build();
        assertThat(mapper.writeValueAsString(new Item(ID, "pen")))
                .isEqualTo(a2q("{'id':{'$oid':'5a17b9d9ab102555b9c38874'},'name':'pen'}"));
    }

    @Test
    void extendedJsonModuleRegisteredAfterDefaultModuleWins() throws Exception {
        JsonMapper mapper = JsonMapper.builder()
                .addModule(new ObjectIdModule())
                .addModule(new ObjectIdModule(JsonFormat.Shape.OBJECT))
                .build();
        assertThat(mapper.writeValueAsString(ID)).isEqualTo(a2q("{'$oid':'5a17b9d9ab102555b9c38874'}"));
    }

    @Test
    void writesAndReadsWithDefaultTypingInBothShapes() throws Exception {
        BasicPolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder()
                .allowIfSubType(ObjectId.class).build();
        for (JsonFormat.Shape shape : List.of(JsonFormat.Shape.STRING, JsonFormat.Shape.OBJECT)) {
            JsonMapper mapper = mapperBuilder(new ObjectIdModule(shape))
                    .activateDefaultTyping(ptv, DefaultTyping.JAVA_LANG_OBJECT)
                    .build();
            String json = mapper.writeValueAsString(new Box(ID));
            assertThat(json).isEqualTo(shape == JsonFormat.Shape.STRING
                    ? a2q("{'value':['dev.oid.ObjectId','5a17b9d9ab102555b9c38874']}")
                    : a2q("{'value':['dev.oid.ObjectId',{'$oid':'5a17b9d9ab102555b9c38874'}]}"));
            assertThat(mapper.readValue(json, Box.class)).isEqualTo(new Box(ID));
        }
    }

    @Test
    void writesEveryRealIdAsItsOwnHex() throws Exception {
        ObjectMapper mapper = newMapper();
        List<String> hexes = realIds();
        assertThat(hexes).hasSize(3996);
        List<ObjectId> ids = hexes.stream().map(ObjectId::parse).toList();
        String json = mapper.writeValueAsString(ids);
        assertThat(json).isEqualTo("[\"" + String.join("\",\"", hexes) + "\"]");
        assertThat(mapper.readValue(json, new TypeReference<List<ObjectId>>() { })).isEqualTo(ids);
    }
}
