package dev.oid.spring.internal;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import org.jspecify.annotations.Nullable;
import org.springframework.data.mapping.PersistentEntity;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.PersistentPropertyAccessor;

/**
 * What every Spring Data store part of the starter (MongoDB, JDBC, R2DBC) does with an entity's
 * {@code dev.oid.ObjectId} id: find the id property when it is of that type, and mint a {@code null} one. An entity
 * whose id is of another type is none of these methods' business.
 */
public final class ObjectIdEntityIds {

    private ObjectIdEntityIds() {
    }

    /**
     * Returns the id property of an entity if it is a {@code dev.oid.ObjectId}.
     *
     * @param entity the store's persistent entity, or {@code null} for a type that is no entity
     * @param <P> the store's property type
     * @return the id property, or {@code null} if {@code entity} is {@code null}, has no id or an id of another type
     */
    public static <P extends PersistentProperty<P>> @Nullable P objectIdProperty(
            @Nullable PersistentEntity<?, P> entity) {
        if (entity == null) {
            return null;
        }
        P idProperty = entity.getIdProperty();
        return idProperty != null && idProperty.getType() == ObjectId.class ? idProperty : null;
    }

    /**
     * Sets a new id on an entity whose id is a {@code dev.oid.ObjectId} and is {@code null}.
     *
     * @param entity the store's persistent entity of {@code bean}'s type, or {@code null} for a type that is no entity
     * @param bean the entity about to be converted
     * @param generator the generator of new ids
     * @param <T> the entity's type
     * @param <P> the store's property type
     * @return the entity with its id set (a new instance if the entity is immutable), or {@code bean} unchanged if it
     *         has an id, an id of another type, or is no entity
     */
    public static <T, P extends PersistentProperty<P>> T mintIfNull(@Nullable PersistentEntity<?, P> entity, T bean,
            ObjectIdGenerator generator) {
        P idProperty = objectIdProperty(entity);
        if (idProperty == null) {
            return bean;
        }
        PersistentPropertyAccessor<T> accessor = entity.getPropertyAccessor(bean);
        if (accessor.getProperty(idProperty) != null) {
            return bean;
        }
        accessor.setProperty(idProperty, generator.generate());
        return accessor.getBean();
    }
}
