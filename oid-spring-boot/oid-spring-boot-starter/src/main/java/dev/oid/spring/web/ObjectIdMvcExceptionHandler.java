package dev.oid.spring.web;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.jspecify.annotations.Nullable;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Answers {@link InvalidObjectIdException} (found as the exception or one of its causes, such as in a
 * {@code MethodArgumentTypeMismatchException}) with {@code 400 Bad Request} carrying its message. Ordered
 * first among controller advices, so that Boot's {@code ProblemDetailsExceptionHandler} does not replace
 * the message by a generic "Failed to convert" one.
 *
 * @since 0.1.0
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class ObjectIdMvcExceptionHandler {

    private final boolean problemDetails;

    /**
     * Creates the handler.
     *
     * @param problemDetails {@code true} to answer with an RFC 9457 {@code ProblemDetail} body, {@code false}
     *        to send the error to Boot's error handling ({@code /error})
     */
    public ObjectIdMvcExceptionHandler(boolean problemDetails) {
        this.problemDetails = problemDetails;
    }

    /**
     * Answers a bad id with 400.
     *
     * @param exception the conversion failure
     * @param response the response, for {@code sendError} when problem details are off
     * @return the problem detail response, or {@code null} when the error was sent to Boot's error handling
     * @throws IOException if sending the error fails
     */
    @ExceptionHandler(InvalidObjectIdException.class)
    public @Nullable ResponseEntity<ProblemDetail> handleInvalidObjectId(InvalidObjectIdException exception,
            HttpServletResponse response) throws IOException {
        if (problemDetails) {
            return ResponseEntity.badRequest()
                    .body(ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, exception.getMessage()));
        }
        response.sendError(HttpStatus.BAD_REQUEST.value(), exception.getMessage());
        return null;
    }
}
