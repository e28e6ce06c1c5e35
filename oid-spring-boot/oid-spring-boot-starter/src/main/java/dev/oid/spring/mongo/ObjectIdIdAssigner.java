package dev.oid.spring.mongo;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.internal.ObjectIdEntityIds;
import java.util.function.Supplier;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

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
        return ObjectIdEntityIds.mintIfNull(mappingContext.get().getPersistentEntity(entity.getClass()), entity,
                generator);
    }
}
