package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.json.JsonMapper;
import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The snippet of oid-jackson's README.md, which documents both Jackson majors, so that it cannot rot: the code
 * between the {@code README jackson} markers is the README's text; also the outputs and errors the section
 * shows.
 */
class ReadmeExampleTest extends ModuleTestBase {

    record Item(ObjectId id, String name, int n) {}

    record Order(List<Item> items) {}

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("..", "oid-jackson", "README.md"), "jackson",
                Path.of("src", "test", "java", "dev", "oid", "jackson3", "ReadmeExampleTest.java"));
    }

    @Test
    void registeringTheModule() {
        // BEGIN README jackson
        JsonMapper mapper = JsonMapper.builder()
                .addModule(new ObjectIdModule())
                .build();
        record Item(ObjectId id, String name, int n) {}
        mapper.writeValueAsString(new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "pen", 1));
        // {"id":"5a17b9d9ab102555b9c38874","name":"pen","n":1}
        // END README jackson
        String json = mapper.writeValueAsString(new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "pen", 1));
        assertThat(json).isEqualTo("{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"pen\",\"n\":1}");
        assertThat(mapper.readValue(json, ReadmeExampleTest.Item.class).id()).isEqualTo(ID);
    }

    @Test
    void extendedJsonOption() {
        JsonMapper mapper = JsonMapper.builder()
                .addModule(new ObjectIdModule(JsonFormat.Shape.OBJECT))
                .build();
        assertThat(mapper.writeValueAsString(new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "pen", 1)))
                .isEqualTo("{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\"},\"name\":\"pen\",\"n\":1}");
    }

    @Test
    void whatAClientGetsForABadId() {
        String json = "{\"items\":[{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"pen\",\"n\":1},"
                + "{\"id\":\"4df2dcec2cdcd20936a8b817\",\"name\":\"ink\",\"n\":2},"
                + "{\"id\":\"5a17b9d9ab102555b9c3887g\",\"name\":\"pad\",\"n\":3}]}";
        InvalidFormatException e = catchThrowableOfType(InvalidFormatException.class,
                () -> newMapper().readValue(json, Order.class));
        assertThat(e.getOriginalMessage()).isEqualTo("Cannot deserialize value of type `dev.oid.ObjectId` from "
                + "String \"5a17b9d9ab102555b9c3887g\": Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected "
                + "exactly 24 hexadecimal digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23");
        assertThat(pathOf(e)).isEqualTo("items[2].id");
        assertThat(e.getValue()).isEqualTo("5a17b9d9ab102555b9c3887g");
    }

    @Test
    void whatAClientGetsForExtendedJsonWithAnExtraField() {
        String json = "{\"items\":[{\"id\":{\"$oid\":\"5a17b9d9ab102555b9c38874\",\"x\":1},\"name\":\"pen\",\"n\":1}]}";
        tools.jackson.databind.exc.MismatchedInputException e = catchThrowableOfType(
                tools.jackson.databind.exc.MismatchedInputException.class,
                () -> newMapper().readValue(json, Order.class));
        assertThat(e.getOriginalMessage()).isEqualTo("Cannot deserialize value of type `dev.oid.ObjectId`: Invalid "
                + "ObjectId: expected a string of 24 hexadecimal digits or Extended JSON {\"$oid\": \"<24 hexadecimal "
                + "digits>\"}, found an object with property \"x\"");
        assertThat(pathOf(e)).isEqualTo("items[0].id");
    }
}
