package dev.oid.quarkus.internal;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.jackson.ObjectIdModule;
import dev.oid.quarkus.OidConfig;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Registers oid's Jackson module with the application's {@code ObjectMapper}: Quarkus builds its mapper from
 * {@link ObjectMapperCustomizer} beans and does not load modules from {@code META-INF/services}.
 */
@Singleton
public final class ObjectIdObjectMapperCustomizer implements ObjectMapperCustomizer {

    private final OidConfig.Shape shape;

    /**
     * Creates the customizer.
     *
     * @param config the extension's configuration
     */
    @Inject
    public ObjectIdObjectMapperCustomizer(OidConfig config) {
        this.shape = config.jackson().shape();
    }

    @Override
    public void customize(ObjectMapper objectMapper) {
        objectMapper.registerModule(shape == OidConfig.Shape.OBJECT
                ? new ObjectIdModule(JsonFormat.Shape.OBJECT)
                : new ObjectIdModule());
    }
}
