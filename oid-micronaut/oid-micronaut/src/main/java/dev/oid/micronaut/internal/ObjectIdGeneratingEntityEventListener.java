package dev.oid.micronaut.internal;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.event.PrePersist;
import io.micronaut.data.event.EntityEventContext;
import io.micronaut.data.model.runtime.RuntimePersistentProperty;
import io.micronaut.data.runtime.event.listeners.AutoPopulatedEntityEventListener;
import jakarta.inject.Singleton;
import java.lang.annotation.Annotation;
import java.util.List;
import java.util.function.Predicate;

/**
 * Mints {@code @AutoPopulated} properties of type {@link ObjectId} (an {@code @Id @AutoPopulated ObjectId id}) with
 * the application's {@link ObjectIdGenerator} bean before Micronaut Data inserts an entity (JDBC, R2DBC, MongoDB), as
 * Micronaut Data's {@code UUIDGeneratingEntityEventListener} does for {@code UUID}s, on the same base: Micronaut Data
 * finds the auto-populated properties of an entity once and keeps them. Unlike for {@code UUID}s, a value that is
 * already set is kept. The id is part of the {@code INSERT}, so no database round trip is needed.
 */
@Singleton
@Internal
@Requires(classes = AutoPopulatedEntityEventListener.class)
final class ObjectIdGeneratingEntityEventListener extends AutoPopulatedEntityEventListener {

    private static final Predicate<RuntimePersistentProperty<Object>> OBJECT_ID = p -> p.getType() == ObjectId.class;

    private final ObjectIdGenerator generator;

    ObjectIdGeneratingEntityEventListener(ObjectIdGenerator generator) {
        this.generator = generator;
    }

    @Override
    protected List<Class<? extends Annotation>> getEventTypes() {
        return List.of(PrePersist.class);
    }

    @Override
    protected Predicate<RuntimePersistentProperty<Object>> getPropertyPredicate() {
        return OBJECT_ID;
    }

    @Override
    public boolean prePersist(EntityEventContext<Object> context) {
        for (RuntimePersistentProperty<Object> persistentProperty : getApplicableProperties(context)) {
            BeanProperty<Object, Object> property = persistentProperty.getProperty();
            if (property.get(context.getEntity()) == null) {
                context.setProperty(property, generator.generate());
            }
        }
        return true;
    }
}
