package dev.oid.micronaut.internal;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.server.exceptions.ConversionErrorHandler;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;

/**
 * Answers a request parameter that is not an ObjectId with {@code 400 Bad Request} whose plain-text body is exactly
 * {@link dev.oid.ObjectId#parse(CharSequence)}'s message (it quotes the value and says that 24 hexadecimal digits
 * were expected). Every other conversion error is left to Micronaut's own handler, which this one extends and
 * replaces.
 */
@Singleton
@Internal
@Replaces(ConversionErrorHandler.class)
@Requires(classes = ConversionErrorHandler.class)
final class ObjectIdConversionErrorHandler extends ConversionErrorHandler {

    /** The server's error response processor answers the errors this handler passes on. */
    ObjectIdConversionErrorHandler(ErrorResponseProcessor<?> responseProcessor) {
        super(responseProcessor);
    }

    @Override
    @SuppressWarnings("rawtypes") // the signature of ExceptionHandler
    public HttpResponse<?> handle(HttpRequest request, ConversionErrorException exception) {
        if (exception.getConversionError().getCause() instanceof InvalidObjectIdException invalid) {
            return HttpResponse.badRequest(invalid.getMessage()).contentType(MediaType.TEXT_PLAIN_TYPE);
        }
        return super.handle(request, exception);
    }
}
