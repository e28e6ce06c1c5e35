package dev.oid.validation;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.CONSTRUCTOR;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.oid.validation.internal.ObjectIdValueValidator;
import dev.oid.validation.internal.ValidObjectIdValidator;
import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The annotated {@code CharSequence} must be an ObjectId in text form: exactly 24 ASCII hexadecimal
 * characters ({@code 0-9}, {@code a-f}, {@code A-F}), the rule of {@link dev.oid.ObjectId#isValid(CharSequence)}
 * and of the MongoDB ObjectId specification. Whitespace, prefixes, 12-character strings and non-ASCII digits
 * are invalid.
 *
 * <p>{@code null} is valid: combine with {@code @NotNull} when a value is required. Applies to
 * {@code CharSequence} and its subtypes ({@code String}, {@code StringBuilder}, ...) and to
 * {@link dev.oid.ObjectId} itself, which is always valid (an instance cannot hold anything but an ObjectId), so
 * a field can change from {@code String} to {@code ObjectId} without removing the constraint. On any other
 * type the Jakarta Validation provider reports an {@code UnexpectedTypeException}.
 *
 * <p>The default message is the key {@code {dev.oid.validation.ValidObjectId.message}}, resolved from this
 * jar's {@code ContributorValidationMessages.properties}, which Hibernate Validator merges across jars and
 * consults after the application's own {@code ValidationMessages.properties}: override the key there or use
 * {@link #message()}. With a provider that has no contributor bundles, define the key in
 * {@code ValidationMessages.properties}. Because {@code TYPE_USE} is a target, container elements can be
 * checked too:
 *
 * <pre>{@code
 * public record CreateOrder(
 *         @NotNull @ValidObjectId String customerId,
 *         List<@ValidObjectId String> itemIds) {
 * }
 *
 * Set<ConstraintViolation<CreateOrder>> violations = validator.validate(
 *         new CreateOrder("5a17b9d9ab102555b9c38874", List.of("not-an-id")));
 * // one violation, path "itemIds[0].<list element>",
 * // message "must be an ObjectId: 24 hexadecimal characters"
 * }</pre>
 *
 * @see dev.oid.ObjectId#isValid(CharSequence)
 * @since 0.1.0
 */
// The validator class is in an opened, not exported, package: only the validation provider instantiates it.
@SuppressWarnings("exports")
@Documented
@Constraint(validatedBy = {ValidObjectIdValidator.class, ObjectIdValueValidator.class})
@Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
@Retention(RUNTIME)
@Repeatable(ValidObjectId.List.class)
public @interface ValidObjectId {

    /**
     * Returns the message template reported for an invalid value.
     *
     * @return the message template; by default the key {@code {dev.oid.validation.ValidObjectId.message}}
     */
    String message() default "{dev.oid.validation.ValidObjectId.message}";

    /**
     * Returns the validation groups this constraint belongs to.
     *
     * @return the groups; empty for the {@code Default} group
     */
    Class<?>[] groups() default {};

    /**
     * Returns the payload carried to clients of the constraint.
     *
     * @return the payload types; empty by default
     */
    Class<? extends Payload>[] payload() default {};

    /**
     * Several {@link ValidObjectId} constraints on the same element, for example in different groups.
     *
     * @since 0.1.0
     */
    @Documented
    @Target({METHOD, FIELD, ANNOTATION_TYPE, CONSTRUCTOR, PARAMETER, TYPE_USE})
    @Retention(RUNTIME)
    @interface List {

        /**
         * Returns the constraints.
         *
         * @return the {@link ValidObjectId} constraints on the element
         */
        ValidObjectId[] value();
    }
}
