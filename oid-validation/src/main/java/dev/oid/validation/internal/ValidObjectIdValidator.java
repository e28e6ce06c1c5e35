package dev.oid.validation.internal;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import org.jspecify.annotations.Nullable;

/**
 * Checks {@link ValidObjectId}: a {@code CharSequence} is valid iff {@link ObjectId#isValid(CharSequence)}
 * accepts it, and {@code null} is valid.
 */
public final class ValidObjectIdValidator implements ConstraintValidator<ValidObjectId, CharSequence> {

    /** Creates the validator; called by the Jakarta Validation provider. */
    public ValidObjectIdValidator() {
    }

    /**
     * Tells whether {@code value} is {@code null} or exactly 24 ASCII hexadecimal characters.
     *
     * @param value the value to check, may be {@code null}
     * @param context not used
     * @return {@code true} if {@code value} is {@code null} or a valid ObjectId text form
     */
    @Override
    public boolean isValid(@Nullable CharSequence value, ConstraintValidatorContext context) {
        return value == null || ObjectId.isValid(value);
    }
}
