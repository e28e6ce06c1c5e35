package dev.oid.micronaut.internal;

import dev.oid.ObjectId;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.beans.BeanProperty;
import io.micronaut.data.annotation.event.PrePersist;
import io.micronaut.data.event.EntityEventContext;
import io.micronaut.data.event.EntityEventListener;
import io.micronaut.data.model.runtime.RuntimePersistentEntity;
import io.micronaut.data.model.runtime.RuntimePersistentProperty;
import jakarta.inject.Singleton;
import java.lang.annotation.Annotation;
import org.jspecify.annotations.Nullable;

/**
 * Mints {@code @AutoPopulated} ids of type {@link ObjectId} before Micronaut Data inserts an entity (JDBC, R2DBC,
 * MongoDB), as Micronaut Data does for {@code @AutoPopulated} UUIDs; an id that is already set is kept. The id is
 * part of the {@code INSERT}, so no database round trip is needed.
 */
@Singleton
@Requires(classes = {EntityEventListener.class, RuntimePersistentEntity.class})
public final class ObjectIdIdPopulator implements EntityEventListener<Object> {

    /** Creates the listener; Micronaut makes it a bean. */
    public ObjectIdIdPopulator() {
    }

    @Override
    public boolean supports(RuntimePersistentEntity<Object> entity, Class<? extends Annotation> eventType) {
        return eventType == PrePersist.class && autoPopulatedId(entity) != null;
    }

    @Override
    public boolean prePersist(EntityEventContext<Object> context) {
        RuntimePersistentProperty<Object> identity = autoPopulatedId(context.getPersistentEntity());
        if (identity != null) {
            BeanProperty<Object, Object> property = identity.getProperty();
            if (property.get(context.getEntity()) == null) {
                context.setProperty(property, ObjectId.generate());
            }
        }
        return true;
    }

    private static @Nullable RuntimePersistentProperty<Object> autoPopulatedId(RuntimePersistentEntity<Object> entity) {
        RuntimePersistentProperty<Object> identity = entity.getIdentity();
        return identity != null && identity.getType() == ObjectId.class && identity.isAutoPopulated() ? identity : null;
    }
}
