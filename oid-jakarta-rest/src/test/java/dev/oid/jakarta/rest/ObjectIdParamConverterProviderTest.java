package dev.oid.jakarta.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The provider on its own, as a runtime calls it. */
class ObjectIdParamConverterProviderTest {

    private static final String ID = "5a17b9d9ab102555b9c38874";
    private final ObjectIdParamConverterProvider provider = new ObjectIdParamConverterProvider();

    private static Annotation annotation(String method) throws NoSuchMethodException {
        return Params.class.getDeclaredMethod(method, ObjectId.class).getParameterAnnotations()[0][0];
    }

    @Test
    void itAnswersOnlyForObjectId() {
        assertThat(provider.getConverter(String.class, String.class, new Annotation[0])).isNull();
        assertThat(provider.getConverter(UUID.class, UUID.class, null)).isNull();
        assertThat(provider.getConverter(ObjectId.class, ObjectId.class, null)).isNotNull();
    }

    @Test
    void withoutAParameterAnnotationTheMessageIsParsesAlone() {
        ParamConverter<ObjectId> converter = provider.getConverter(ObjectId.class, ObjectId.class, null);

        assertThat(converter.fromString(ID.toUpperCase(java.util.Locale.ROOT))).isEqualTo(ObjectId.parse(ID));
        assertThat(converter.toString(ObjectId.parse(ID.toUpperCase(java.util.Locale.ROOT)))).isEqualTo(ID);
        assertThat(converter.fromString("")).isNull();
        BadRequestException e = catchThrowableOfType(BadRequestException.class, () -> converter.fromString("xyz"));
        assertThat(e.getResponse().getStatus()).isEqualTo(400);
        assertThat(e.getResponse().getEntity()).isEqualTo("Invalid ObjectId \"xyz\": expected exactly 24 "
                + "hexadecimal digits (0-9, a-f, A-F), found 3 characters");
        assertThat(e).hasMessage((String) e.getResponse().getEntity())
                .hasCauseInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aQueryParameterTakesEmptyForAbsentAndAPathParameterForABadValue() throws Exception {
        ParamConverter<ObjectId> path = provider.getConverter(ObjectId.class, ObjectId.class,
                new Annotation[] {annotation("path")});
        ParamConverter<ObjectId> query = provider.getConverter(ObjectId.class, ObjectId.class,
                new Annotation[] {annotation("query")});

        assertThat(query.fromString("")).isNull();
        assertThat(catchThrowableOfType(BadRequestException.class, () -> query.fromString(" \t")).getResponse()
                .getEntity()).isEqualTo("Query parameter \"after\": Invalid ObjectId \" \\u0009\": expected exactly 24 "
                        + "hexadecimal digits (0-9, a-f, A-F), found 2 characters");
        BadRequestException e = catchThrowableOfType(BadRequestException.class, () -> path.fromString(""));
        assertThat(e.getResponse().getEntity()).isEqualTo("Path parameter \"itemId\": Invalid ObjectId \"\": "
                + "expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 0 characters");
    }

    @Test
    void nullIsRefusedAsTheContractSays() {
        ParamConverter<ObjectId> converter = provider.getConverter(ObjectId.class, ObjectId.class, null);

        assertThatThrownBy(() -> converter.fromString(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> converter.toString(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void restEasyFindsTheProviderThroughMetaInfServices() throws IOException {
        try (InputStream in = ObjectIdParamConverterProvider.class.getResourceAsStream(
                "/META-INF/services/jakarta.ws.rs.ext.Providers")) {
            assertThat(in).isNotNull();
            String name = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            assertThat(name).isEqualTo(ObjectIdParamConverterProvider.class.getName());
            assertThat(ParamConverterProvider.class).isAssignableFrom(ObjectIdParamConverterProvider.class);
        }
    }

    /** Parameters whose annotations the provider is given. */
    interface Params {
        void path(@PathParam("itemId") ObjectId id);

        void query(@QueryParam("after") ObjectId id);
    }
}
