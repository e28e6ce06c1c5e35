package dev.oid.micronaut.internal;

import dev.oid.ObjectIdGenerator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import jakarta.inject.Singleton;

/**
 * The {@link ObjectIdGenerator} bean every part of the module mints ids with (Micronaut Data's pre-persist listener,
 * the MongoDB entity codecs, Hibernate's generator {@code objectid}): {@link ObjectIdGenerator#defaultGenerator()},
 * unless the application has an {@code ObjectIdGenerator} bean of its own, which then is the only one (a generator
 * with a leased process-unique value, or one with a test clock).
 */
@Factory
@Internal
final class ObjectIdGeneratorFactory {

    /** The process's default generator, the one {@code ObjectId.generate()} uses. */
    @Singleton
    @Requires(missingBeans = ObjectIdGenerator.class)
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.defaultGenerator();
    }
}
