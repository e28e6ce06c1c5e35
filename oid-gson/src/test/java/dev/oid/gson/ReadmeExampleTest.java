package dev.oid.gson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSyntaxException;
import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippets of its {@code gson} section are the code between the
 * {@code README gson} markers below, and the comments they carry are asserted.
 */
class ReadmeExampleTest {

    record Item(ObjectId id, String name, int n) {}

    @Test
    void theReadmeSnippetsAreCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "gson",
                Path.of("src", "test", "java", "dev", "oid", "gson", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetWritesAndReadsIds() {
        // BEGIN README gson
        Gson gson = new GsonBuilder()
                .registerTypeAdapterFactory(ObjectIdTypeAdapterFactory.INSTANCE)
                .create();

        String json = gson.toJson(new Item(ObjectId.parse("5A17B9D9AB102555B9C38874"), "pen", 1));
        // {"id":"5a17b9d9ab102555b9c38874","name":"pen","n":1}
        Item item = gson.fromJson("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"},\"name\":\"pen\",\"n\":1}",
                Item.class);                                   // Extended JSON is read too
        // END README gson

        assertThat(json).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"pen\",\"n\":1}");
        assertThat(item).isEqualTo(new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "pen", 1));
    }

    @Test
    void theSecondSnippetFailsAsItsCommentSays() {
        JsonSyntaxException e = catchThrowableOfType(JsonSyntaxException.class, () -> {
            // BEGIN README gson
            Gson byType = new GsonBuilder()
                    .registerTypeAdapter(ObjectId.class, new ObjectIdTypeAdapter())
                    .create();
            byType.fromJson("{\"id\":\"5a17b9d9ab102555b9c3887g\"}", Item.class);
            // JsonSyntaxException: Invalid ObjectId "5a17b9d9ab102555b9c3887g": expected exactly 24 hexadecimal
            // digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23; at path $.id
            // END README gson
        });
        assertThat(e).hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal "
                + "digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23; at path $.id");
    }
}
