package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.json.JsonMapper;
import dev.oid.ObjectId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ObjectIdDeserializationTest extends ModuleTestBase {

    record Item(ObjectId id, String name) {}

    record Holder(Optional<ObjectId> id) {}

    static final class Pojo {
        private ObjectId id;
        private int n;

        public ObjectId getId() {
            return id;
        }

        public void setId(ObjectId id) {
            this.id = id;
        }

        public int getN() {
            return n;
        }

        public void setN(int n) {
            this.n = n;
        }
    }

    @Test
    void readsLowercaseHex() throws Exception {
        assertThat(newMapper().readValue("\"5a17b9d9ab102555b9c38874\"", ObjectId.class)).isEqualTo(ID);
    }

    @Test
    void readsUppercaseAndMixedCaseHex() throws Exception {
        ObjectMapper mapper = newMapper();
        assertThat(mapper.readValue("\"5A17B9D9AB102555B9C38874\"", ObjectId.class)).isEqualTo(ID);
        assertThat(mapper.readValue("\"5a17B9d9aB102555b9C38874\"", ObjectId.class)).isEqualTo(ID);
    }

    @Test
    void readsExtendedJsonOid() throws Exception {
        ObjectId id = newMapper().readValue(a2q("{'$oid':'5a17b9d9ab102555b9c38874'}"), ObjectId.class);
        assertThat(id).isEqualTo(ID);
        assertThat(id.instant()).hasToString("2017-11-24T06:19:05Z");
    }

    @Test
    void readsBothFormsWhateverTheOutputShape() throws Exception {
        ObjectMapper mapper = newExtendedJsonMapper();
        assertThat(mapper.readValue(a2q("['5a17b9d9ab102555b9c38874',{'$oid':'4df2dcec2cdcd20936a8b817'}]"),
                new TypeReference<List<ObjectId>>() { })).containsExactly(ID, ID2);
    }

    @Test
    void readsJsonNullAsNull() throws Exception {
        ObjectMapper mapper = newMapper();
        assertThat(mapper.readValue("null", ObjectId.class)).isNull();
        assertThat(mapper.readValue(a2q("{'id':null,'name':'pen'}"), Item.class)).isEqualTo(new Item(null, "pen"));
    }

    @Test
    void readsRecordWithHexAndWithOid() throws Exception {
        ObjectMapper mapper = newMapper();
        assertThat(mapper.readValue(a2q("{'id':'5a17b9d9ab102555b9c38874','name':'pen'}"), Item.class))
                .isEqualTo(new Item(ID, "pen"));
        assertThat(mapper.readValue(a2q("{'id':{'$oid':'5a17b9d9ab102555b9c38874'},'name':'pen'}"), Item.class))
                .isEqualTo(new Item(ID, "pen"));
    }

    @Test
    void readsPojoAndContinuesAfterExtendedJson() throws Exception {
        Pojo pojo = newMapper().readValue(a2q("{'id':{'$oid':'4df2dcec2cdcd20936a8b817'},'n':7}"), Pojo.class);
        assertThat(pojo.getId()).isEqualTo(ID2);
        assertThat(pojo.getN()).isEqualTo(7);
    }

    @Test
    void readsListWithNulls() throws Exception {
        List<ObjectId> ids = newMapper().readValue(a2q("['5a17b9d9ab102555b9c38874',null]"),
                new TypeReference<List<ObjectId>>() { });
        assertThat(ids).isEqualTo(Arrays.asList(ID, null));
    }

    @Test
    void readsMapKeysInEitherCase() throws Exception {
        Map<ObjectId, String> map = newMapper().readValue(
                a2q("{'5a17b9d9ab102555b9c38874':'a','4DF2DCEC2CDCD20936A8B817':'b'}"),
                new TypeReference<Map<ObjectId, String>>() { });
        assertThat(map).containsExactly(entry(ID, "a"), entry(ID2, "b"));
    }

    @Test
    void readsOptionalId() throws Exception {
        ObjectMapper mapper = newMapper();
        assertThat(mapper.readValue(a2q("{'id':'5a17b9d9ab102555b9c38874'}"), Holder.class).id()).contains(ID);
        assertThat(mapper.readValue(a2q("{'id':{'$oid':'5a17b9d9ab102555b9c38874'}}"), Holder.class).id())
                .contains(ID);
        assertThat(mapper.readValue(a2q("{'id':null}"), Holder.class).id()).isEmpty();
    }

    @Test
    void unwrapsSingleElementArrayOnlyWhenEnabled() throws Exception {
        JsonMapper mapper = mapperBuilder(new ObjectIdModule())
                .enable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS).build();
        assertThat(mapper.readValue(a2q("['5a17b9d9ab102555b9c38874']"), ObjectId.class)).isEqualTo(ID);
    }

    @Test
    void readsEmptyStringAsNullOnlyWhenCoercionIsConfigured() throws Exception {
        JsonMapper mapper = mapperBuilder(new ObjectIdModule())
                .withCoercionConfig(ObjectId.class,
                        c -> c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.AsNull))
                .build();
        assertThat(mapper.readValue(a2q("{'id':'','name':'pen'}"), Item.class)).isEqualTo(new Item(null, "pen"));
    }

    @Test
    void readsEveryRealIdToTheSameBytesAsTheBsonLibrary() throws Exception {
        ObjectMapper mapper = newMapper();
        for (String hex : realIds()) {
            ObjectId id = mapper.readValue('"' + hex.toUpperCase() + '"', ObjectId.class);
            assertThat(id.toByteArray()).as(hex).isEqualTo(new org.bson.types.ObjectId(hex).toByteArray());
        }
    }
}
