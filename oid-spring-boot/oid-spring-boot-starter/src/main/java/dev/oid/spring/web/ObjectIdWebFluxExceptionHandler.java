package dev.oid.spring.web;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Answers {@link InvalidObjectIdException} (found as the exception or one of its causes, such as in a
 * {@code ServerWebInputException}) with {@code 400 Bad Request} and a {@code ProblemDetail} whose {@code detail}
 * is its message; ordered first among controller advices, so that Boot's {@code ProblemDetailsExceptionHandler}
 * does not answer with the generic "Type mismatch.". Registered when
 * {@code spring.webflux.problemdetails.enabled=true}; otherwise {@link ObjectIdWebFluxErrorFilter} hands the
 * message to Boot's error attributes.
 *
 * @since 0.1.0
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class ObjectIdWebFluxExceptionHandler {

    /** Creates the handler. */
    public ObjectIdWebFluxExceptionHandler() {
    }

    /**
     * Answers a bad id with 400.
     *
     * @param exception the conversion failure
     * @return the problem detail response
     */
    @ExceptionHandler(InvalidObjectIdException.class)
    public ResponseEntity<ProblemDetail> handleInvalidObjectId(InvalidObjectIdException exception) {
        return ResponseEntity.badRequest()
                .body(ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, exception.getMessage()));
    }
}
