package dev.oid.spring.mongo;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.util.function.Supplier;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * Sets a new id from an {@link ObjectIdGenerator} on an entity whose id property is a {@code dev.oid.ObjectId}
 * and is {@code null}; shared by the imperative and the reactive before-convert callbacks.
 */
final class ObjectIdIdAssigner {

    private final Supplier<MongoMappingContext> mappingContext;
    private final ObjectIdGenerator generator;

    ObjectIdIdAssigner(Supplier<MongoMappingContext> mappingContext, ObjectIdGenerator generator) {
        this.mappingContext = mappingContext;
        this.generator = generator;
    }

    /** Returns the entity with an id assigned if it needed one (a new instance for immutable entities). */
    <T> T assign(T entity) {
        MongoPersistentEntity<?> persistentEntity = mappingContext.get().getPersistentEntity(entity.getClass());
        if (persistentEntity == null) {
            return entity;
        }
        MongoPersistentProperty idProperty = persistentEntity.getIdProperty();
        if (idProperty == null || idProperty.getType() != ObjectId.class) {
            return entity;
        }
        PersistentPropertyAccessor<T> accessor = persistentEntity.getPropertyAccessor(entity);
        if (accessor.getProperty(idProperty) != null) {
            return entity;
        }
        accessor.setProperty(idProperty, generator.generate());
        return accessor.getBean();
    }
}
