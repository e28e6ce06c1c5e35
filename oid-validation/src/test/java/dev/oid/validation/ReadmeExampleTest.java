package dev.oid.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The snippet of README.md's "Bean Validation" section, compiled here and run with Hibernate
 * Validator, so it cannot rot: its lines must appear in this file, in order and with the same text (indentation
 * aside), and the violation it shows in its comment is the one asserted.
 */
class ReadmeExampleTest {

    static final Path README = Path.of("..", "README.md");
    static final Path THIS_SOURCE = Path.of("src", "test", "java", "dev", "oid", "validation",
            "ReadmeExampleTest.java");

    // README, verbatim:
    record CreateOrder(@NotNull @ValidObjectId String customerId, List<@ValidObjectId String> itemIds) { }
    // itemIds = ["nope"] -> path "itemIds[0].<list element>", "must be an ObjectId: 24 hexadecimal characters"

    @Test
    void theReadmeSnippetIsCodeOfThisTest() throws IOException {
        List<String> snippets = javaSnippets(Files.readString(README), "validation").stream()
                .filter(snippet -> snippet.contains("@ValidObjectId"))
                .toList();
        List<String> source = trimmedLines(Files.readString(THIS_SOURCE));

        assertThat(snippets).hasSize(1);
        assertThat(containsRun(source, trimmedLines(snippets.get(0))))
                .as("README snippet is code of %s:%n%s", THIS_SOURCE, snippets.get(0)).isTrue();
    }

    @Test
    void aBadListElementGivesThePathAndMessageTheReadmeShows() {
        Locale previous = Locale.getDefault();
        Locale.setDefault(Locale.ROOT);
        try (ValidatorFactory factory = Validation.buildDefaultValidatorFactory()) {
            Set<ConstraintViolation<CreateOrder>> violations = factory.getValidator()
                    .validate(new CreateOrder("5a17b9d9ab102555b9c38874", List.of("nope")));

            assertThat(violations)
                    .extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage)
                    .containsExactly(tuple("itemIds[0].<list element>",
                            "must be an ObjectId: 24 hexadecimal characters"));
            assertThat(factory.getValidator().validate(new CreateOrder(null, List.of())))
                    .extracting(v -> v.getPropertyPath().toString()).containsExactly("customerId");
        } finally {
            Locale.setDefault(previous);
        }
    }

    /** The bodies of the {@code ```java} blocks between {@code <!-- BEGIN section -->} and its END marker. */
    static List<String> javaSnippets(String readme, String section) {
        int begin = readme.indexOf("<!-- BEGIN " + section + " -->");
        int end = readme.indexOf("<!-- END " + section + " -->");
        assertThat(begin).as("README section %s", section).isNotNegative().isLessThan(end);
        Matcher blocks = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(begin, end));
        List<String> snippets = new ArrayList<>();
        while (blocks.find()) {
            snippets.add(blocks.group(1));
        }
        return snippets;
    }

    static List<String> trimmedLines(String text) {
        return text.lines().map(String::strip).toList();
    }

    /** Whether {@code run} occurs in {@code lines} as consecutive elements. */
    static boolean containsRun(List<String> lines, List<String> run) {
        for (int start = 0; start + run.size() <= lines.size(); start++) {
            if (lines.subList(start, start + run.size()).equals(run)) {
                return true;
            }
        }
        return false;
    }
}
