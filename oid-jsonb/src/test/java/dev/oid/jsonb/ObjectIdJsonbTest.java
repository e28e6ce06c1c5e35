package dev.oid.jsonb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.BadIdJson;
import dev.oid.testsupport.RealObjectIds;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.annotation.JsonbTypeAdapter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The adapter, and the serializer with the deserializer, through Yasson. */
class ObjectIdJsonbTest {

    /** A bean as JSON-B maps it: public no-argument constructor, public fields. */
    public static class Item {
        public ObjectId id;
        public String name;
        public int n;

        public Item() {
        }

        Item(ObjectId id, String name, int n) {
            this.id = id;
            this.name = name;
            this.n = n;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Item item && Objects.equals(id, item.id) && Objects.equals(name, item.name)
                    && n == item.n;
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, name, n);
        }
    }

    /** A property adapted by annotation. */
    public static class Annotated {
        @JsonbTypeAdapter(ObjectIdAdapter.class)
        public ObjectId id;
    }

    private static final String HEX = "5a17b9d9ab102555b9c38874";

    private static final Type ID_LIST = new ArrayList<ObjectId>() {}.getClass().getGenericSuperclass();

    private static final Jsonb ADAPTED = JsonbBuilder.create(new JsonbConfig().withAdapters(new ObjectIdAdapter()));

    private static final Jsonb SERDE = JsonbBuilder.create(new JsonbConfig()
            .withSerializers(new ObjectIdSerializer())
            .withDeserializers(new ObjectIdDeserializer()));

    private static final Jsonb PLAIN = JsonbBuilder.create();

    @AfterAll
    static void close() throws Exception {
        ADAPTED.close();
        SERDE.close();
        PLAIN.close();
    }

    @Test
    void writesLowercaseHex() {
        Item item = new Item(ObjectId.parse(HEX.toUpperCase(Locale.ROOT)), "pen", 1);
        String expected = "{\"id\":\"5a17b9d9ab102555b9c38874\",\"n\":1,\"name\":\"pen\"}";
        assertThat(ADAPTED.toJson(item)).isEqualTo(expected);
        assertThat(SERDE.toJson(item)).isEqualTo(expected);
        Annotated annotated = new Annotated();
        annotated.id = ObjectId.parse(HEX);
        assertThat(PLAIN.toJson(annotated)).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\"}");
    }

    @Test
    void readsEitherCase() {
        String json = "{\"id\":\"5A17B9D9AB102555b9c38874\",\"n\":1,\"name\":\"pen\"}";
        Item expected = new Item(ObjectId.parse(HEX), "pen", 1);
        assertThat(ADAPTED.fromJson(json, Item.class)).isEqualTo(expected);
        assertThat(SERDE.fromJson(json, Item.class)).isEqualTo(expected);
        assertThat(PLAIN.fromJson("{\"id\":\"5A17B9D9AB102555B9C38874\"}", Annotated.class).id)
                .isEqualTo(ObjectId.parse(HEX));
    }

    @Test
    void theDeserializerReadsExtendedJson() {
        assertThat(SERDE.fromJson("{\"id\":{\"$oid\":\"5A17b9d9ab102555b9c38874\"},\"n\":2}", Item.class))
                .isEqualTo(new Item(ObjectId.parse(HEX), null, 2));
        assertThat(SERDE.fromJson("{\"$oid\":\"5a17b9d9ab102555b9c38874\"}", ObjectId.class))
                .isEqualTo(ObjectId.parse(HEX));
    }

    @Test
    void nullStaysNull() {
        assertThat(ADAPTED.fromJson("{\"id\":null,\"n\":1}", Item.class)).isEqualTo(new Item(null, null, 1));
        assertThat(SERDE.fromJson("{\"id\":null,\"n\":1}", Item.class)).isEqualTo(new Item(null, null, 1));
        assertThat(SERDE.toJson(new Item(null, "pen", 1))).isEqualTo("{\"n\":1,\"name\":\"pen\"}");
        assertThat(ADAPTED.toJson(new Item(null, "pen", 1))).isEqualTo("{\"n\":1,\"name\":\"pen\"}");
    }

    @Test
    void roundTripsTheRealIds() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3996);
        String expected = "[\"" + String.join("\",\"", RealObjectIds.hex()) + "\"]";
        for (Jsonb jsonb : List.of(ADAPTED, SERDE)) {
            String json = jsonb.toJson(ids, ID_LIST);
            assertThat(json).isEqualTo(expected);
            assertThat(jsonb.<List<ObjectId>>fromJson(json.toUpperCase(Locale.ROOT), ID_LIST)).isEqualTo(ids);
        }
        StringBuilder extended = new StringBuilder("[");
        for (String hex : RealObjectIds.hex()) {
            extended.append(extended.length() == 1 ? "" : ",").append("{\"$oid\":\"").append(hex).append("\"}");
        }
        assertThat(SERDE.<List<ObjectId>>fromJson(extended.append(']').toString(), ID_LIST)).isEqualTo(ids);
    }

    static List<BadIdJson.Case> badValues() {
        return BadIdJson.cases();
    }

    @ParameterizedTest
    @MethodSource("badValues")
    void theDeserializerRejectsBadValuesWithJsonbException(BadIdJson.Case bad) {
        JsonbException e = catchThrowableOfType(JsonbException.class,
                () -> SERDE.fromJson("{\"name\":\"pen\",\"id\":" + bad.json() + "}", Item.class));
        // Yasson names the property and keeps our exception as the cause.
        assertThat(e).hasMessage("Unable to deserialize property 'id' because of: " + bad.message());
        assertThat(e.getCause()).isExactlyInstanceOf(JsonbException.class).hasMessage(bad.message());
        assertThat(catchThrowableOfType(JsonbException.class, () -> SERDE.fromJson(bad.json(), ObjectId.class)))
                .hasMessage(bad.message());
    }

    @Test
    void theAdapterRejectsBadStringsWithJsonbException() {
        JsonbException e = catchThrowableOfType(JsonbException.class,
                () -> ADAPTED.fromJson("{\"id\":\"5a17b9d9ab102555b9c3887g\"}", Item.class));
        assertThat(messages(e)).containsExactly(
                "Unable to deserialize property 'id' because of: Problem adapting object of type class "
                        + "dev.oid.ObjectId to class java.lang.String in class class dev.oid.jsonb.ObjectIdAdapter",
                "Problem adapting object of type class dev.oid.ObjectId to class java.lang.String in class class "
                        + "dev.oid.jsonb.ObjectIdAdapter",
                "Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits (0-9, a-f, "
                        + "A-F), found 'g' (U+0067) at index 23",
                "Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits (0-9, a-f, "
                        + "A-F), found 'g' (U+0067) at index 23");
        assertThat(e.getCause().getCause()).isExactlyInstanceOf(JsonbException.class)
                .hasCauseExactlyInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theAdapterNeverTurnsOtherShapesIntoIds() {
        // Yasson hands numbers and booleans to the adapter as their text, and refuses arrays and objects itself.
        assertThat(messages(catchThrowableOfType(JsonbException.class,
                () -> ADAPTED.fromJson("{\"id\":42}", Item.class))))
                .contains("Invalid ObjectId \"42\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 2 "
                        + "characters");
        assertThat(messages(catchThrowableOfType(JsonbException.class,
                () -> ADAPTED.fromJson("{\"id\":true}", Item.class))))
                .contains("Invalid ObjectId \"true\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 4 "
                        + "characters");
        for (String json : List.of("[]", "{}", "{\"$oid\":\"5a17b9d9ab102555b9c38874\"}")) {
            assertThat(catchThrowableOfType(JsonbException.class,
                    () -> ADAPTED.fromJson("{\"id\":" + json + "}", Item.class)))
                    .hasMessageStartingWith("Unable to deserialize property 'id' because of: Incorrect position for "
                            + "processing type: class java.lang.String. Received event: START_");
        }
    }

    @Test
    void theAdapterThrowsJsonbExceptionItselfAndPassesNull() {
        assertThat(new ObjectIdAdapter().adaptFromJson(null)).isNull();
        assertThat(new ObjectIdAdapter().adaptToJson(null)).isNull();
        assertThat(catchThrowableOfType(JsonbException.class, () -> new ObjectIdAdapter().adaptFromJson("xyz")))
                .hasMessage("Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), "
                        + "found 3 characters")
                .hasCauseInstanceOf(IllegalArgumentException.class);
    }

    /** The messages of the exception and its causes, outermost first. */
    static List<String> messages(Throwable e) {
        List<String> messages = new ArrayList<>();
        for (Throwable t = e; t != null; t = t.getCause()) {
            messages.add(t.getMessage());
        }
        return messages;
    }
}
