package dev.oid.spring.mongo;

import dev.oid.ObjectIdGenerator;
import org.reactivestreams.Publisher;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.event.ReactiveBeforeConvertCallback;
import reactor.core.publisher.Mono;

/**
 * The reactive counterpart of {@link ObjectIdBeforeConvertCallback}, for {@code ReactiveMongoTemplate} and
 * {@code ReactiveMongoRepository}: mints the id when the {@code @Id} is a {@code dev.oid.ObjectId} and is
 * {@code null}.
 *
 * @since 0.1.0
 */
public final class ObjectIdReactiveBeforeConvertCallback implements ReactiveBeforeConvertCallback<Object>, Ordered {

    private final ObjectIdIdAssigner assigner;

    /**
     * Creates the callback.
     *
     * @param mappingContext the mapping context, looked up on first use
     * @param generator the generator of new ids
     */
    public ObjectIdReactiveBeforeConvertCallback(ObjectProvider<MongoMappingContext> mappingContext,
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
    public Publisher<Object> onBeforeConvert(Object entity, String collection) {
        return Mono.fromSupplier(() -> assigner.assign(entity));
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
