package dev.oid.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.oid.ObjectId;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.UnexpectedTypeException;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import org.hibernate.validator.messageinterpolation.ResourceBundleMessageInterpolator;
import org.hibernate.validator.resourceloading.PlatformResourceBundleLocator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ValidObjectIdTest {

    private static final String MESSAGE = "must be an ObjectId: 24 hexadecimal characters";

    private static Locale previousLocale;
    private static ValidatorFactory factory;
    private static Validator validator;

    record Order(@NotNull @ValidObjectId String customerId, List<@ValidObjectId String> itemIds) {
    }

    record Note(@ValidObjectId CharSequence ref) {
    }

    interface Strict {
    }

    record Grouped(
            @ValidObjectId(message = "default group")
            @ValidObjectId(groups = Strict.class, message = "strict group") String id) {
    }

    record Keyed(Map<@ValidObjectId String, @ValidObjectId String> links) {
    }

    record WrongType(@ValidObjectId Integer number) {
    }

    record Typed(@ValidObjectId ObjectId id, List<@ValidObjectId ObjectId> ids) {
    }

    /** Validated with the application's own message key (test resource ValidationMessages.properties) and ours. */
    record Customer(@NotBlank(message = "{app.customer.name.message}") String name, @ValidObjectId String id) {
    }

    @BeforeAll
    static void createValidator() {
        previousLocale = Locale.getDefault();
        Locale.setDefault(Locale.ROOT);
        factory = Validation.buildDefaultValidatorFactory();
        validator = factory.getValidator();
    }

    @AfterAll
    static void closeValidator() {
        factory.close();
        Locale.setDefault(previousLocale);
    }

    @ParameterizedTest
    @ValueSource(strings = {"5a17b9d9ab102555b9c38874", "4DF2DCEC2CDCD20936A8B817", "000000000000000000000000"})
    void acceptsTwentyFourHexDigitsInEitherCase(String id) {
        assertThat(validator.validate(new Order(id, List.of(id)))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "5a17b9d9ab102555b9c3887", "5a17b9d9ab102555b9c388745", " 5a17b9d9ab102555b9c3887",
        "5a17b9d9ab102555b9c3887g", "5a17b9d9ab10", "0x5a17b9d9ab102555b9c388", "5a17b9d9ab102555b9c3887\u0661"})
    void rejectsAnythingButTwentyFourAsciiHexDigitsWithTheDefaultMessage(String id) {
        Set<ConstraintViolation<Order>> violations = validator.validate(new Order(id, List.of()));

        assertThat(violations)
                .extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage,
                        ConstraintViolation::getInvalidValue)
                .containsExactly(tuple("customerId", MESSAGE, id));
        assertThat(violations.iterator().next().getMessageTemplate())
                .isEqualTo("{dev.oid.validation.ValidObjectId.message}");
    }

    @Test
    void treatsNullAsValidSoThatNotNullDecides() {
        Set<ConstraintViolation<Order>> violations = validator.validate(new Order(null, null));

        assertThat(violations)
                .extracting(v -> v.getPropertyPath().toString(), v -> v.getConstraintDescriptor()
                        .getAnnotation().annotationType())
                .containsExactly(tuple("customerId", NotNull.class));
    }

    @Test
    void checksListElementsThroughTypeUse() {
        Order order = new Order("5a17b9d9ab102555b9c38874",
                java.util.Arrays.asList("4df2dcec2cdcd20936a8b817", "nope", null, "4df2dcec2cdcd20936a8b81"));

        assertThat(validator.validate(order))
                .extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage,
                        ConstraintViolation::getInvalidValue)
                .containsExactlyInAnyOrder(
                        tuple("itemIds[1].<list element>", MESSAGE, "nope"),
                        tuple("itemIds[3].<list element>", MESSAGE, "4df2dcec2cdcd20936a8b81"));
    }

    @Test
    void checksMapKeysAndValuesThroughTypeUse() {
        Keyed keyed = new Keyed(Map.of("bad-key", "5a17b9d9ab102555b9c38874"));

        assertThat(validator.validate(keyed))
                .extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getInvalidValue)
                .containsExactly(tuple("links<K>[bad-key].<map key>", "bad-key"));
    }

    @Test
    void acceptsAnyCharSequence() {
        assertThat(validator.validate(new Note(new StringBuilder("5a17b9d9ab102555b9c38874")))).isEmpty();
        assertThat(validator.validate(new Note(new StringBuilder("5a17b9d9"))))
                .extracting(ConstraintViolation::getMessage)
                .containsExactly(MESSAGE);
    }

    @Test
    void repeatsPerGroup() {
        Grouped grouped = new Grouped("xyz");

        assertThat(validator.validate(grouped)).extracting(ConstraintViolation::getMessage)
                .containsExactly("default group");
        assertThat(validator.validate(grouped, Strict.class)).extracting(ConstraintViolation::getMessage)
                .containsExactly("strict group");
        assertThat(ValidObjectId.List.class.getAnnotation(java.lang.annotation.Target.class).value())
                .containsExactlyInAnyOrder(ValidObjectId.class.getAnnotation(java.lang.annotation.Target.class)
                        .value());
    }

    @Test
    void rejectsNonCharSequenceTypesWhenValidating() {
        assertThatThrownBy(() -> validator.validate(new WrongType(42)))
                .isInstanceOf(UnexpectedTypeException.class)
                .hasMessageContaining("ValidObjectId")
                .hasMessageContaining("java.lang.Integer");
    }

    @Test
    void acceptsObjectIdTypedValuesAndNullInsteadOfFailingWithUnexpectedType() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        java.util.ArrayList<ObjectId> withNull = new java.util.ArrayList<>(List.of(id));
        withNull.add(null);

        assertThat(validator.validate(new Typed(id, withNull))).isEmpty();
        assertThat(validator.validate(new Typed(null, List.of()))).isEmpty();
    }

    @Test
    void shipsTheDefaultMessageInTheContributorBundleAndNoValidationMessagesOfItsOwn() throws IOException {
        ResourceBundle bundle = ResourceBundle.getBundle("ContributorValidationMessages", Locale.ROOT);
        List<URL> validationMessages = Collections.list(
                ValidObjectId.class.getClassLoader().getResources("ValidationMessages.properties"));

        assertThat(bundle.getString("dev.oid.validation.ValidObjectId.message")).isEqualTo(MESSAGE);
        assertThat(validationMessages).as("only the application's (test) bundle").singleElement()
                .asString().contains("test-classes");
    }

    @Test
    void theApplicationsValidationMessagesAndOursBothResolve() {
        Set<ConstraintViolation<Customer>> violations = validator.validate(new Customer(" ", "nope"));

        assertThat(violations).extracting(v -> v.getPropertyPath().toString(), ConstraintViolation::getMessage)
                .containsExactlyInAnyOrder(
                        tuple("name", "customer name must not be blank"),
                        tuple("id", MESSAGE));
    }

    @Test
    void theApplicationsBundleOverridesOurDefaultMessage() {
        assertThat(messagesForABadIdWithUserBundle("AppOverrides")).containsExactly("not an order id");
    }

    @Test
    void resolvesTheDefaultMessageWhenTheApplicationHasItsOwnBundle() {
        assertThat(messagesForABadIdWithUserBundle("AppMessages")).containsExactly(MESSAGE);
    }

    /** The messages for one invalid id, with {@code bundle} as the application's message bundle. */
    private static List<String> messagesForABadIdWithUserBundle(String bundle) {
        try (ValidatorFactory appFactory = Validation.byDefaultProvider().configure()
                .messageInterpolator(new ResourceBundleMessageInterpolator(new PlatformResourceBundleLocator(bundle)))
                .buildValidatorFactory()) {
            return appFactory.getValidator().validate(new Order("bad", List.of())).stream()
                    .map(ConstraintViolation::getMessage).toList();
        }
    }
}
