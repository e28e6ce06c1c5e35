package dev.oid.spring.mongo;

import dev.oid.ObjectIdGenerator;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.event.BeforeConvertCallback;

/**
 * Mints the id of an entity saved with {@code MongoTemplate} or a {@code MongoRepository} when its
 * {@code @Id} is a {@code dev.oid.ObjectId} and is {@code null}; entities with an id, or with an id of another
 * type ({@code org.bson.types.ObjectId}, {@code String}, ...), are returned unchanged. Runs first among
 * before-convert callbacks, so that later callbacks see the id.
 *
 * @since 0.1.0
 */
public final class ObjectIdBeforeConvertCallback implements BeforeConvertCallback<Object>, Ordered {

    private final ObjectIdIdAssigner assigner;

    /**
     * Creates the callback.
     *
     * @param mappingContext the mapping context, looked up on first use
     * @param generator the generator of new ids
     */
    public ObjectIdBeforeConvertCallback(ObjectProvider<MongoMappingContext> mappingContext,
            ObjectIdGenerator generator) {
        this.assigner = new ObjectIdIdAssigner(mappingContext::getObject, generator);
    }

    /**
     * Assigns a new id if the entity needs one.
     *
     * @param entity the entity about to be converted to a document
     * @param collection the collection name
     * @return the entity with its id set (a new instance if the entity is immutable)
     */
    @Override
    public Object onBeforeConvert(Object entity, String collection) {
        return assigner.assign(entity);
    }

    /**
     * Returns the order: {@link Ordered#HIGHEST_PRECEDENCE}.
     *
     * @return {@link Ordered#HIGHEST_PRECEDENCE}
     */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
