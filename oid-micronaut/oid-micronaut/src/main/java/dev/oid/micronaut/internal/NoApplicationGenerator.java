package dev.oid.micronaut.internal;

import dev.oid.ObjectIdGenerator;
import io.micronaut.context.condition.Condition;
import io.micronaut.context.condition.ConditionContext;
import io.micronaut.core.annotation.Internal;
import io.micronaut.inject.BeanDefinition;
import jakarta.inject.Named;

/**
 * Matches where the only {@link ObjectIdGenerator} bean is the leased one ({@link ObjectIdLeaseFactory}): the lease
 * is taken only where its generator mints, not where the application has a generator of its own.
 */
@Internal
public final class NoApplicationGenerator implements Condition {

    /** Creates the condition; called by Micronaut. */
    public NoApplicationGenerator() {
    }

    @Override
    @SuppressWarnings("rawtypes") // Condition's own signature
    public boolean matches(ConditionContext context) {
        for (BeanDefinition<ObjectIdGenerator> definition
                : context.getBeanContext().getBeanDefinitions(ObjectIdGenerator.class)) {
            if (!ObjectIdLeaseFactory.GENERATOR.equals(definition.stringValue(Named.class).orElse(null))) {
                context.fail("The application has an ObjectIdGenerator bean of its own (" + definition
                        + "), which mints instead of a leased one");
                return false;
            }
        }
        return true;
    }
}
