package dev.oid.jakarta.rest;

import dev.oid.ObjectId;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Converts Jakarta REST parameters of type {@link ObjectId}: {@code @PathParam}, {@code @QueryParam},
 * {@code @HeaderParam}, {@code @MatrixParam}, {@code @CookieParam} and {@code @FormParam}, alone or in a
 * {@code List}, {@code Set} or {@code SortedSet}, and on {@code @BeanParam} fields.
 *
 * <pre>{@code
 * @GET
 * @Path("/items/{id}")
 * public Item find(@PathParam("id") ObjectId id) { ... }
 * }</pre>
 *
 * <p>A value is 24 hexadecimal digits in either case ({@link ObjectId#parse(CharSequence)}); an id is written
 * back as 24 lowercase ones ({@link ObjectId#toHexString()}, for clients that send parameters through the
 * converter). An empty query, header, matrix, cookie or form value ({@code ?after=}, a form's empty hidden field) is
 * an absent one ({@code null}), as in the Spring, Quarkus and Micronaut integrations; a blank one is a bad value, as
 * Quarkus REST and Micronaut take a blank {@code UUID}; a path segment is always a value.
 * Any other value is refused with a {@link BadRequestException}: {@code 400 Bad Request} with a
 * {@code text/plain; charset=UTF-8} body that names the parameter and quotes the value, for example
 * <pre>{@code Query parameter "after": Invalid ObjectId "xyz": expected exactly 24 hexadecimal digits
 * (0-9, a-f, A-F), found 3 characters}</pre>
 * (one line; without the parameter's annotation, parse's message alone; Quarkus REST's {@code @RestPath},
 * {@code @RestQuery} and the like count, and where they take the Java parameter's name, the kind alone is
 * given). The specification turns any other
 * exception of a converter of a path, query or matrix parameter into an empty {@code 404 Not Found} (Jakarta REST
 * 3.1, section 3.2), which would tell the client the resource does not exist; that is what {@code ObjectId}'s
 * {@code valueOf}, which runtimes fall back to without this provider, gets.
 *
 * <p>Registration: annotated {@link Provider}, so runtimes that scan (Jakarta EE servers, Jersey's
 * {@code packages(...)}) find it; a Jersey application finds it through Jersey's auto-discovery, and RESTEasy
 * through {@code META-INF/services/jakarta.ws.rs.ext.Providers}, both with the jar on the class path; elsewhere,
 * register this class. It answers only for {@code ObjectId}.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1.0
 */
@Provider
@SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
public final class ObjectIdParamConverterProvider implements ParamConverterProvider {

    private static final ObjectIdParamConverter UNNAMED = new ObjectIdParamConverter(null, true);

    private static final String PATH = "Path parameter";

    /** Quarkus REST's own parameter annotations, which its runtime passes instead of the standard ones. */
    private static final Map<String, String> REST_ANNOTATIONS = Map.of(
            "org.jboss.resteasy.reactive.RestPath", PATH,
            "org.jboss.resteasy.reactive.RestQuery", "Query parameter",
            "org.jboss.resteasy.reactive.RestHeader", "Header",
            "org.jboss.resteasy.reactive.RestMatrix", "Matrix parameter",
            "org.jboss.resteasy.reactive.RestCookie", "Cookie",
            "org.jboss.resteasy.reactive.RestForm", "Form field");

    /** Creates the provider; runtimes instantiate it. */
    public ObjectIdParamConverterProvider() {
        // Stateless.
    }

    /**
     * Returns the converter for {@link ObjectId} parameters, {@code null} for any other type.
     *
     * @param rawType the parameter's class (the element class of a {@code List}, {@code Set} or
     *     {@code SortedSet} parameter)
     * @param genericType the parameter's type, unused
     * @param annotations the parameter's annotations, which give the name in error messages; may be
     *     {@code null} or empty
     * @param <T> the parameter's type
     * @return the converter, or {@code null} when {@code rawType} is not {@link ObjectId}
     */
    @Override
    @SuppressWarnings("unchecked")
    public <T> @Nullable ParamConverter<T> getConverter(Class<T> rawType, @Nullable Type genericType,
            Annotation @Nullable [] annotations) {
        if (rawType != ObjectId.class) {
            return null;
        }
        if (annotations != null) {
            for (Annotation annotation : annotations) {
                ObjectIdParamConverter named = named(annotation);
                if (named != null) {
                    return (ParamConverter<T>) named;
                }
            }
        }
        return (ParamConverter<T>) UNNAMED;
    }

    private static @Nullable ObjectIdParamConverter named(Annotation annotation) {
        if (annotation instanceof PathParam p) {
            return converter(PATH, p.value());
        } else if (annotation instanceof QueryParam q) {
            return converter("Query parameter", q.value());
        } else if (annotation instanceof HeaderParam h) {
            return converter("Header", h.value());
        } else if (annotation instanceof MatrixParam m) {
            return converter("Matrix parameter", m.value());
        } else if (annotation instanceof CookieParam c) {
            return converter("Cookie", c.value());
        } else if (annotation instanceof FormParam f) {
            return converter("Form field", f.value());
        }
        String kind = REST_ANNOTATIONS.get(annotation.annotationType().getName());
        return kind == null ? null : converter(kind, restName(annotation));
    }

    private static ObjectIdParamConverter converter(String kind, String name) {
        String label = name.isEmpty() ? kind : kind + " \"" + name + '"';
        return new ObjectIdParamConverter(label, !kind.equals(PATH));
    }

    /** The name a Quarkus REST annotation gives, empty where it defaults to the Java parameter's name. */
    private static String restName(Annotation annotation) {
        try {
            return String.valueOf(annotation.annotationType().getMethod("value").invoke(annotation));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return "";
        }
    }

    /** The converter of one parameter: its label in messages, and whether an empty value is an absent one. */
    private static final class ObjectIdParamConverter implements ParamConverter<ObjectId> {

        private final @Nullable String label;
        private final boolean emptyIsAbsent;

        ObjectIdParamConverter(@Nullable String label, boolean emptyIsAbsent) {
            this.label = label;
            this.emptyIsAbsent = emptyIsAbsent;
        }

        @Override
        public @Nullable ObjectId fromString(String value) {
            if (value == null) {
                throw new IllegalArgumentException("value is null: a parameter converter is given a string");
            }
            if (emptyIsAbsent && value.isEmpty()) {
                return null;
            }
            try {
                return ObjectId.parse(value);
            } catch (IllegalArgumentException e) {
                String message = label == null ? e.getMessage() : label + ": " + e.getMessage();
                throw new BadRequestException(message, Response.status(Response.Status.BAD_REQUEST)
                        .type(MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8"))
                        .entity(message)
                        .build(), e);
            }
        }

        @Override
        public String toString(ObjectId value) {
            if (value == null) {
                throw new IllegalArgumentException("value is null: a parameter converter writes an id");
            }
            return value.toHexString();
        }
    }
}
