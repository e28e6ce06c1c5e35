package dev.oid.quarkus.internal;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.jackson.ObjectIdModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Registers oid's Jackson module with the application's {@code ObjectMapper}, writing ids as 24-character strings
 * ({@code quarkus.oid.jackson.shape=string}, the default): Quarkus builds its mapper from
 * {@link ObjectMapperCustomizer} beans and does not load modules from {@code META-INF/services}.
 */
@Singleton
public final class ObjectIdObjectMapperCustomizer implements ObjectMapperCustomizer {

    /** Creates the customizer; the extension registers it as a bean. */
    public ObjectIdObjectMapperCustomizer() {
    }

    @Override
    public void customize(ObjectMapper objectMapper) {
        objectMapper.registerModule(new ObjectIdModule());
    }
}
