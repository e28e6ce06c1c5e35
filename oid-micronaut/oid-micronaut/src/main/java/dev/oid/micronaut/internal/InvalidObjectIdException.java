package dev.oid.micronaut.internal;

import io.micronaut.core.annotation.Internal;
import java.io.Serial;

/**
 * The rejection of a text that is not an ObjectId by {@link dev.oid.micronaut.ObjectIdConverters}: its message is
 * exactly {@link dev.oid.ObjectId#parse(CharSequence)}'s, so that an HTTP handler can answer with it. Public only
 * because the conversions (public package) throw it and the handler (this package) answers it.
 */
@Internal
public final class InvalidObjectIdException extends IllegalArgumentException {

    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Wraps parse's exception.
     *
     * @param cause the exception {@code ObjectId.parse} threw; its message becomes this one's
     */
    public InvalidObjectIdException(IllegalArgumentException cause) {
        super(cause.getMessage(), cause);
    }
}
