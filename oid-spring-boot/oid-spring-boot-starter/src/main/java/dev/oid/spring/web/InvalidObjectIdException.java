package dev.oid.spring.web;

/**
 * Thrown by the starter's {@code String} to {@link dev.oid.ObjectId} conversion when a request value is not an
 * ObjectId; the web auto-configurations turn it into a {@code 400 Bad Request} that carries {@link #getMessage()}.
 *
 * <p>The message is exactly the one of {@link dev.oid.ObjectId#parse(CharSequence)}: it quotes the bad value
 * and says that 24 hexadecimal characters were expected. An application can handle this type in its own
 * {@code @ExceptionHandler} (a controller's own handlers, or an advice ordered before
 * {@link org.springframework.core.Ordered#HIGHEST_PRECEDENCE}, are asked first).
 *
 * @since 0.1.0
 */
public final class InvalidObjectIdException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for a parse failure.
     *
     * @param cause the exception of {@link dev.oid.ObjectId#parse(CharSequence)}, whose message is reused
     */
    public InvalidObjectIdException(IllegalArgumentException cause) {
        super(cause.getMessage(), cause);
    }
}
