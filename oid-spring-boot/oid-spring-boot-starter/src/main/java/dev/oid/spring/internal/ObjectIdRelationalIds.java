package dev.oid.spring.internal;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import org.jspecify.annotations.Nullable;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;

/**
 * What the Spring Data JDBC and R2DBC parts share about an entity's {@code dev.oid.ObjectId} id: minting a
 * {@code null} one, reading an assigned one, and the message of a {@code save} that found no row to update. Both
 * stores map entities with a {@link RelationalMappingContext}; an entity whose {@code @Id} is of another type, or a
 * type that is not an entity, is none of these methods' business.
 */
public final class ObjectIdRelationalIds {

    private ObjectIdRelationalIds() {
    }

    /**
     * Sets a new id on an entity whose {@code @Id} is a {@code dev.oid.ObjectId} and is {@code null}.
     *
     * @param mappingContext the store's mapping context
     * @param entity the entity about to be converted
     * @param generator the generator of new ids
     * @param <T> the entity's type
     * @return the entity with its id set (a new instance if the entity is immutable), or {@code entity} unchanged
     *         if it has an id, or an id of another type
     */
    public static <T> T mintIfNull(RelationalMappingContext mappingContext, T entity, ObjectIdGenerator generator) {
        return ObjectIdEntityIds.mintIfNull(mappingContext.getPersistentEntity(entity.getClass()), entity, generator);
    }

    /**
     * Returns the {@code dev.oid.ObjectId} id of an entity.
     *
     * @param mappingContext the store's mapping context
     * @param entity the entity
     * @param type the entity's mapped type
     * @return its id, or {@code null} if the id is {@code null}, of another type, or {@code type} is no entity
     */
    public static @Nullable ObjectId idOf(RelationalMappingContext mappingContext, Object entity, Class<?> type) {
        RelationalPersistentEntity<?> persistentEntity = mappingContext.getPersistentEntity(type);
        RelationalPersistentProperty idProperty = ObjectIdEntityIds.objectIdProperty(persistentEntity);
        if (persistentEntity == null || idProperty == null) {
            return null;
        }
        return (ObjectId) persistentEntity.getPropertyAccessor(entity).getProperty(idProperty);
    }

    /**
     * Returns the message of a {@code save} of an entity with an assigned id that updated no row: what happened, and
     * how to insert it instead.
     *
     * @param store the Spring Data module, {@code "Spring Data JDBC"} or {@code "Spring Data R2DBC"}
     * @param noun what the module calls what it saves, {@code "aggregate"} or {@code "entity"}
     * @param insert the call that inserts one, such as {@code "JdbcAggregateTemplate.insert(aggregate)"}
     * @param type the entity's type
     * @param id its id
     * @return the message
     */
    public static String notUpdatedMessage(String store, String noun, String insert, Class<?> type, ObjectId id) {
        return "No row of " + type.getName() + " with id " + id + " was updated: " + store + " saves an " + noun
                + " whose id is set as an UPDATE of an existing row, and there is none. To store a new " + noun
                + " with an id the application assigned, insert it: " + insert + ", or implement"
                + " Persistable<ObjectId> so that isNew() returns true for it and save inserts it; leave the id null"
                + " to have one minted on save";
    }
}
