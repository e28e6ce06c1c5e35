package dev.oid.spring.web;

import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebFilter;
import org.springframework.web.server.WebFilterChain;
import reactor.core.publisher.Mono;

/**
 * Turns a request error caused by {@link InvalidObjectIdException} (WebFlux reports it as a
 * {@code ServerWebInputException} with the generic reason "Type mismatch.") into a {@code 400 Bad Request}
 * {@link ResponseStatusException} whose reason is the parse message, for Boot's error handling to render in its
 * error attributes. Errors that reach this filter were not handled by a controller advice.
 *
 * @since 0.1.0
 */
public class ObjectIdWebFluxErrorFilter implements WebFilter {

    /** Creates the filter. */
    public ObjectIdWebFluxErrorFilter() {
    }

    /**
     * Passes the exchange on and replaces a bad-id error.
     *
     * @param exchange the exchange
     * @param chain the rest of the chain
     * @return the completion of the chain, with a bad-id error replaced
     */
    @Override
    public Mono<Void> filter(ServerWebExchange exchange, WebFilterChain chain) {
        return chain.filter(exchange).onErrorMap(ObjectIdWebFluxErrorFilter::isBadId, error -> {
            InvalidObjectIdException cause = badId(error);
            return new ResponseStatusException(HttpStatus.BAD_REQUEST, cause.getMessage(), error);
        });
    }

    private static boolean isBadId(Throwable error) {
        return !(error instanceof ResponseStatusException r && r.getCause() instanceof InvalidObjectIdException)
                && badId(error) != null;
    }

    private static @Nullable InvalidObjectIdException badId(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof InvalidObjectIdException invalid) {
                return invalid;
            }
        }
        return null;
    }
}
