package dev.oid.jsonb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.jsonb.ObjectIdJsonbTest.Item;
import dev.oid.testsupport.ReadmeSnippets;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.JsonbException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippets of its {@code jsonb} section are the code between the
 * {@code README jsonb} markers below, run through Yasson, and the comments they carry are asserted.
 */
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetsAreCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jsonb",
                Path.of("src", "test", "java", "dev", "oid", "jsonb", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetsWriteAndReadIds() throws Exception {
        // BEGIN README jsonb
        Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
                .withSerializers(new ObjectIdSerializer())
                .withDeserializers(new ObjectIdDeserializer()));

        String json = jsonb.toJson(new Item(ObjectId.parse("5A17B9D9AB102555B9C38874"), "pen", 1));
        // {"id":"5a17b9d9ab102555b9c38874","n":1,"name":"pen"}
        Item item = jsonb.fromJson("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"}}", Item.class);
        // item.id is 5a17b9d9ab102555b9c38874: Extended JSON is read too
        // END README jsonb

        assertThat(json).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"n\":1,\"name\":\"pen\"}");
        assertThat(item.id).isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        jsonb.close();

        JsonbException e = catchThrowableOfType(JsonbException.class, () -> {
            // BEGIN README jsonb
            Jsonb adapted = JsonbBuilder.create(new JsonbConfig().withAdapters(new ObjectIdAdapter()));
            adapted.fromJson("{\"id\":\"5a17b9d9ab102555b9c3887g\"}", Item.class);
            // JsonbException: Unable to deserialize property 'id' because of: Problem adapting object of type
            // class dev.oid.ObjectId to class java.lang.String in class class dev.oid.jsonb.ObjectIdAdapter
            // caused by JsonbException: Invalid ObjectId "5a17b9d9ab102555b9c3887g": expected exactly 24
            // hexadecimal digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23
            // END README jsonb
        });
        assertThat(e).hasMessage("Unable to deserialize property 'id' because of: Problem adapting object of type "
                + "class dev.oid.ObjectId to class java.lang.String in class class dev.oid.jsonb.ObjectIdAdapter");
        assertThat(e.getCause().getCause()).isInstanceOf(JsonbException.class)
                .hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits "
                        + "(0-9, a-f, A-F), found 'g' (U+0067) at index 23");
    }
}
