package dev.oid.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.oid.testsupport.ReadmeSnippets;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The snippet of this module's README.md, compiled here and run with Hibernate Validator, so it
 * cannot rot: the code between the {@code README validation} markers is the README's text, and the violation
 * it shows in its comment is the one asserted.
 */
class ReadmeExampleTest {

    // BEGIN README validation
    record CreateOrder(@NotNull @ValidObjectId String customerId, List<@ValidObjectId String> itemIds) { }
    // itemIds = ["nope"] -> path "itemIds[0].<list element>", "must be an ObjectId: 24 hexadecimal characters"
    // END README validation

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "validation",
                Path.of("src", "test", "java", "dev", "oid", "validation", "ReadmeExampleTest.java"));
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
}
