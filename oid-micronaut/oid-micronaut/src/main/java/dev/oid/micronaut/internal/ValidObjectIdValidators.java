package dev.oid.micronaut.internal;

import dev.oid.validation.ValidObjectId;
import dev.oid.validation.internal.ObjectIdValueValidator;
import dev.oid.validation.internal.ValidObjectIdValidator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;

/**
 * Makes the validators that {@link ValidObjectId} names in {@code validatedBy} beans, so that micronaut-validation
 * finds them. For a constraint with {@code validatedBy} classes, micronaut-validation's
 * {@code DefaultInternalConstraintValidatorFactory} takes each class's bean introspection or, failing that, a bean of
 * exactly that class; oid-validation's validators have neither, and a constraint none of whose validators is found is
 * skipped without a word ({@code DefaultValidator} goes on to the next constraint). The validators are
 * oid-validation's own, so the rules are the same as with Hibernate Validator.
 */
@Factory
@Internal
@Requires(classes = {ConstraintValidator.class, ValidObjectId.class})
final class ValidObjectIdValidators {

    /** The validator of text: valid iff {@code null} or {@code ObjectId.isValid}. */
    @Singleton
    ValidObjectIdValidator validObjectIdValidator() {
        return new ValidObjectIdValidator();
    }

    /** The validator of {@code ObjectId} values, which are valid by construction. */
    @Singleton
    ObjectIdValueValidator objectIdValueValidator() {
        return new ObjectIdValueValidator();
    }
}
