package dev.oid.micronaut.internal;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.jackson.ObjectIdModule;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import jakarta.inject.Singleton;

/**
 * Gives micronaut-jackson-databind's {@code ObjectMapper} oid's Jackson module: Micronaut registers every
 * {@link Module} bean, also when its module scan ({@code jackson.module-scan}) is off.
 */
@Factory
@Internal
@Requires(classes = {ObjectMapper.class, ObjectIdModule.class})
final class ObjectIdJacksonFactory {

    /** The module: ids as 24-hex strings, {@code {"$oid": ...}} accepted, map keys. */
    @Singleton
    Module objectIdModule() {
        return new ObjectIdModule();
    }
}
