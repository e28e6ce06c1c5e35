package dev.oid.gson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;
import com.google.gson.reflect.TypeToken;
import dev.oid.ObjectId;
import dev.oid.testsupport.BadIdJson;
import dev.oid.testsupport.RealObjectIds;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ObjectIdTypeAdapterTest {

    record Item(ObjectId id, String name, int n) {}

    record Order(List<Item> items) {}

    private static final String HEX = "5a17b9d9ab102555b9c38874";

    private final Gson gson = new GsonBuilder().registerTypeAdapter(ObjectId.class, new ObjectIdTypeAdapter()).create();

    private final Gson factoryGson = new GsonBuilder()
            .registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE).create();

    @Test
    void writesLowercaseHex() {
        assertThat(gson.toJson(new Item(ObjectId.parse(HEX.toUpperCase(Locale.ROOT)), "pen", 1)))
                .isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"pen\",\"n\":1}");
        assertThat(factoryGson.toJson(ObjectId.parse(HEX))).isEqualTo("\"5a17b9d9ab102555b9c38874\"");
    }

    @Test
    void readsEitherCaseAndExtendedJson() {
        assertThat(gson.fromJson("{\"id\":\"5A17B9D9AB102555B9C38874\"}", Item.class).id())
                .isEqualTo(ObjectId.parse(HEX));
        assertThat(gson.fromJson("{\"id\":{\"$oid\":\"5a17b9d9ab102555B9C38874\"},\"n\":2}", Item.class))
                .isEqualTo(new Item(ObjectId.parse(HEX), null, 2));
        assertThat(factoryGson.fromJson("{\"$oid\":\"5a17b9d9ab102555b9c38874\"}", ObjectId.class))
                .isEqualTo(ObjectId.parse(HEX));
    }

    @Test
    void readsAndWritesNullAsGsonDoes() {
        assertThat(gson.fromJson("{\"id\":null,\"n\":1}", Item.class)).isEqualTo(new Item(null, null, 1));
        assertThat(gson.toJson(new Item(null, "pen", 1))).isEqualTo("{\"name\":\"pen\",\"n\":1}");
        Gson serializeNulls = new GsonBuilder().registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE)
                .serializeNulls().create();
        assertThat(serializeNulls.toJson(new Item(null, "pen", 1))).isEqualTo("{\"id\":null,\"name\":\"pen\",\"n\":1}");
    }

    @Test
    void mapKeysAreHex() {
        Map<ObjectId, Integer> map = new LinkedHashMap<>();
        map.put(ObjectId.parse(HEX), 1);
        String json = factoryGson.toJson(map, new TypeToken<Map<ObjectId, Integer>>() {}.getType());
        assertThat(json).isEqualTo("{\"5a17b9d9ab102555b9c38874\":1}");
        Map<ObjectId, Integer> read = factoryGson.fromJson("{\"5A17B9D9AB102555B9C38874\":1}",
                new TypeToken<Map<ObjectId, Integer>>() {}.getType());
        assertThat(read).containsExactly(Map.entry(ObjectId.parse(HEX), 1));
    }

    @Test
    void roundTripsTheRealIds() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3996);
        java.lang.reflect.Type listType = new TypeToken<List<ObjectId>>() {}.getType();
        String json = factoryGson.toJson(ids, listType);
        assertThat(json).isEqualTo("[\"" + String.join("\",\"", RealObjectIds.hex()) + "\"]");
        assertThat(factoryGson.<List<ObjectId>>fromJson(json.toUpperCase(Locale.ROOT), listType)).isEqualTo(ids);
        for (String hex : RealObjectIds.hex()) {
            assertThat(gson.fromJson("{\"$oid\":\"" + hex + "\"}", ObjectId.class).toHexString()).isEqualTo(hex);
        }
    }

    static List<BadIdJson.Case> badValues() {
        return BadIdJson.cases();
    }

    @ParameterizedTest
    @MethodSource("badValues")
    void rejectsBadValuesWithGsonsExceptionTheValueAndThePath(BadIdJson.Case bad) {
        JsonSyntaxException e = catchThrowableOfType(JsonSyntaxException.class,
                () -> gson.fromJson("{\"name\":\"pen\",\"id\":" + bad.json() + "}", Item.class));
        assertThat(e).isInstanceOf(JsonParseException.class).hasMessage(bad.message() + "; at path $.id");

        JsonSyntaxException nested = catchThrowableOfType(JsonSyntaxException.class,
                () -> factoryGson.fromJson("{\"items\":[{\"id\":\"" + HEX + "\"},{\"id\":" + bad.json() + "}]}",
                        Order.class));
        assertThat(nested).hasMessage(bad.message() + "; at path $.items[1].id");

        JsonSyntaxException tree = catchThrowableOfType(JsonSyntaxException.class,
                () -> gson.fromJson(JsonParser.parseString("{\"id\":" + bad.json() + "}"), Item.class));
        assertThat(tree).hasMessage(bad.message() + "; at path $.id");
    }

    @Test
    void rejectsNullInsideExtendedJsonAndNamesAMapKey() {
        assertThat(catchThrowableOfType(JsonSyntaxException.class,
                () -> gson.fromJson("{\"id\":{\"$oid\":null}}", Item.class)))
                .hasMessage(BadIdJson.WRONG_SHAPE + "an object whose \"$oid\" is null; at path $.id");
        assertThat(catchThrowableOfType(JsonSyntaxException.class,
                () -> gson.fromJson("{\"5a17b9d9\":1}", new TypeToken<Map<ObjectId, Integer>>() {}.getType())))
                .hasMessage("Invalid ObjectId \"5a17b9d9\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), "
                        + "found 8 characters; at path $.") // Gson's path while it reads a key as a value
                .hasCauseInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void factoryServesOnlyObjectId() {
        assertThat(ObjectIdTypeAdapterFactory.INSTANCE.create(gson, TypeToken.get(ObjectId.class)))
                .isSameAs(ObjectIdTypeAdapter.INSTANCE);
        assertThat(ObjectIdTypeAdapterFactory.INSTANCE.create(gson, TypeToken.get(String.class))).isNull();
    }
}
