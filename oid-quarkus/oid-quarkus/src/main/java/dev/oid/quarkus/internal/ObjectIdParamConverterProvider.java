package dev.oid.quarkus.internal;

import dev.oid.ObjectId;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.jspecify.annotations.Nullable;

/**
 * Converts REST parameters of type {@link ObjectId}. A value that {@link ObjectId#parse(CharSequence)} refuses is
 * answered with {@code 400 Bad Request} whose plain-text body is exactly parse's message (it quotes the value and
 * says that 24 hexadecimal digits were expected): JAX-RS turns any other exception of a converter of a path or
 * query parameter into an empty {@code 404 Not Found}, which would tell the client that the resource does not
 * exist. An empty parameter, header or form field never reaches the converter: Quarkus REST takes it for an absent
 * one ({@code null}), of any type, as for a {@code UUID}; a blank one is a bad value, as it is for a {@code UUID}.
 */
public final class ObjectIdParamConverterProvider implements ParamConverterProvider {

    private static final ParamConverter<ObjectId> CONVERTER = new ObjectIdParamConverter();

    /** Creates the provider; Quarkus REST makes it a bean. */
    public ObjectIdParamConverterProvider() {
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> @Nullable ParamConverter<T> getConverter(Class<T> rawType, @Nullable Type genericType,
            Annotation @Nullable [] annotations) {
        return rawType == ObjectId.class ? (ParamConverter<T>) CONVERTER : null;
    }

    private static final class ObjectIdParamConverter implements ParamConverter<ObjectId> {

        @Override
        public ObjectId fromString(String value) {
            if (value == null) {
                throw new IllegalArgumentException("value");
            }
            try {
                return ObjectId.parse(value);
            } catch (IllegalArgumentException e) {
                throw new BadRequestException(e.getMessage(), Response.status(Response.Status.BAD_REQUEST)
                        .type(MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8"))
                        .entity(e.getMessage())
                        .build(), e);
            }
        }

        @Override
        public String toString(ObjectId value) {
            if (value == null) {
                throw new IllegalArgumentException("value");
            }
            return value.toHexString();
        }
    }
}
