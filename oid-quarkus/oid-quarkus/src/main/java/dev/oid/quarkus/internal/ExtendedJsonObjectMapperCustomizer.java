package dev.oid.quarkus.internal;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.jackson.ObjectIdModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Registers oid's Jackson module with the application's {@code ObjectMapper}, writing ids as MongoDB Extended JSON
 * {@code {"$oid": "..."}} ({@code quarkus.oid.jackson.shape=object}); the extension registers this bean instead of
 * {@link ObjectIdObjectMapperCustomizer} when the application is built with that shape.
 */
@Singleton
public final class ExtendedJsonObjectMapperCustomizer implements ObjectMapperCustomizer {

    /** Creates the customizer; the extension registers it as a bean. */
    public ExtendedJsonObjectMapperCustomizer() {
    }

    @Override
    public void customize(ObjectMapper objectMapper) {
        objectMapper.registerModule(new ObjectIdModule(JsonFormat.Shape.OBJECT));
    }
}
