package dev.oid.spring.r2dbc;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.internal.ObjectIdRelationalIds;
import org.reactivestreams.Publisher;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.data.r2dbc.mapping.event.BeforeConvertCallback;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.core.publisher.Mono;

/**
 * Mints the id of an entity saved or inserted with Spring Data R2DBC ({@code R2dbcEntityTemplate} or a repository)
 * when its {@code @Id} is a {@code dev.oid.ObjectId} and is {@code null}; entities with an id, or with an id of
 * another type, are returned unchanged. Spring Data decides that an entity is new (an INSERT) from its {@code null}
 * id before this callback runs, so a minted id is inserted. Runs first among before-convert callbacks, so that
 * later callbacks see the id.
 *
 * @since 0.1.0
 */
public final class ObjectIdR2dbcBeforeConvertCallback implements BeforeConvertCallback<Object>, Ordered {

    private final ObjectProvider<? extends RelationalMappingContext> mappingContext;
    private final ObjectIdGenerator generator;

    /**
     * Creates the callback.
     *
     * @param mappingContext Spring Data R2DBC's mapping context (its {@code R2dbcMappingContext}: an application with
     *        Spring Data JDBC as well has a second {@code RelationalMappingContext}), looked up on first use
     * @param generator the generator of new ids
     */
    public ObjectIdR2dbcBeforeConvertCallback(ObjectProvider<? extends RelationalMappingContext> mappingContext,
            ObjectIdGenerator generator) {
        this.mappingContext = mappingContext;
        this.generator = generator;
    }

    /**
     * Assigns a new id if the entity needs one, when the returned publisher is subscribed to.
     *
     * @param entity the entity about to be converted
     * @param table the table it goes to
     * @return a {@code Mono} of the entity with its id set (a new instance if the entity is immutable)
     */
    @Override
    public Publisher<Object> onBeforeConvert(Object entity, SqlIdentifier table) {
        return Mono.fromSupplier(() -> ObjectIdRelationalIds.mintIfNull(mappingContext.getObject(), entity, generator));
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
