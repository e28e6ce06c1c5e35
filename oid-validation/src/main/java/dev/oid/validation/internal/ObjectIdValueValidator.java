package dev.oid.validation.internal;

import dev.oid.ObjectId;
import dev.oid.validation.ValidObjectId;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import org.jspecify.annotations.Nullable;

/**
 * Checks {@link ValidObjectId} on an {@link ObjectId}: every {@code ObjectId} instance is valid by construction
 * (it can only be made from 12 bytes or 24 hex digits), and {@code null} is valid.
 *
 * <p>Without this validator, moving a field from {@code @ValidObjectId String} to {@code @ValidObjectId ObjectId}
 * would fail at validation time with {@code UnexpectedTypeException} (HV000030).
 */
public final class ObjectIdValueValidator implements ConstraintValidator<ValidObjectId, ObjectId> {

    /** Creates the validator; called by the Jakarta Validation provider. */
    public ObjectIdValueValidator() {
    }

    /**
     * Returns {@code true}: an {@link ObjectId} is always a valid ObjectId, and {@code null} is valid.
     *
     * @param value the value to check, may be {@code null}
     * @param context not used
     * @return always {@code true}
     */
    @Override
    public boolean isValid(@Nullable ObjectId value, ConstraintValidatorContext context) {
        return true;
    }
}
