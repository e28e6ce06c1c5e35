package dev.oid.micronaut.internal;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.jackson.ObjectIdModule;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/**
 * Gives micronaut-jackson-databind's {@code ObjectMapper} oid's Jackson module: Micronaut registers every
 * {@link Module} bean, also when its module scan ({@code jackson.module-scan}) is off.
 */
@Factory
@Requires(classes = {ObjectMapper.class, ObjectIdModule.class})
public final class ObjectIdJacksonFactory {

    /** Creates the factory; Micronaut makes it a bean. */
    public ObjectIdJacksonFactory() {
    }

    /**
     * The module: ids as 24-hex strings, {@code {"$oid": ...}} accepted, map keys.
     *
     * @return oid's Jackson module
     */
    @Singleton
    public Module objectIdModule() {
        return new ObjectIdModule();
    }
}
