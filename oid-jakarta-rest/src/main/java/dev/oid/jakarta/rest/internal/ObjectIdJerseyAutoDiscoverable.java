package dev.oid.jakarta.rest.internal;

import dev.oid.jakarta.rest.ObjectIdParamConverterProvider;
import jakarta.ws.rs.core.FeatureContext;
import org.glassfish.jersey.internal.spi.AutoDiscoverable;

/**
 * Registers {@link ObjectIdParamConverterProvider} in every Jersey application that has this jar on its class
 * path, through Jersey's auto-discovery ({@code META-INF/services/org.glassfish.jersey.internal.spi.AutoDiscoverable};
 * off where the application sets {@code jersey.config.disableAutoDiscovery}). Only Jersey loads this class. Not for
 * applications.
 */
public final class ObjectIdJerseyAutoDiscoverable implements AutoDiscoverable {

    /** Creates the auto-discoverable; Jersey's service loader does. */
    public ObjectIdJerseyAutoDiscoverable() {
        // Stateless.
    }

    @Override
    public void configure(FeatureContext context) {
        if (!context.getConfiguration().isRegistered(ObjectIdParamConverterProvider.class)) {
            context.register(ObjectIdParamConverterProvider.class);
        }
    }
}
