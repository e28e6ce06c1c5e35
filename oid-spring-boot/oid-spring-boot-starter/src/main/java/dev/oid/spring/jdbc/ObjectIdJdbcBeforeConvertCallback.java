package dev.oid.spring.jdbc;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.internal.ObjectIdRelationalIds;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;

/**
 * Mints the id of an aggregate root saved or inserted with Spring Data JDBC ({@code JdbcAggregateTemplate} or a
 * repository) when its {@code @Id} is a {@code dev.oid.ObjectId} and is {@code null}; aggregates with an id, or with
 * an id of another type, are returned unchanged. Spring Data decides that an aggregate is new (an INSERT) from its
 * {@code null} id before this callback runs, so a minted id is inserted. Runs first among before-convert callbacks,
 * so that later callbacks see the id.
 *
 * @since 0.1.0
 */
public final class ObjectIdJdbcBeforeConvertCallback implements BeforeConvertCallback<Object>, Ordered {

    private final ObjectProvider<? extends RelationalMappingContext> mappingContext;
    private final ObjectIdGenerator generator;

    /**
     * Creates the callback.
     *
     * @param mappingContext Spring Data JDBC's mapping context (its {@code JdbcMappingContext}: an application with
     *        Spring Data R2DBC as well has a second {@code RelationalMappingContext}), looked up on first use
     * @param generator the generator of new ids
     */
    public ObjectIdJdbcBeforeConvertCallback(ObjectProvider<? extends RelationalMappingContext> mappingContext,
            ObjectIdGenerator generator) {
        this.mappingContext = mappingContext;
        this.generator = generator;
    }

    /**
     * Assigns a new id if the aggregate root needs one.
     *
     * @param aggregate the aggregate root about to be converted
     * @return the aggregate with its id set (a new instance if the entity is immutable)
     */
    @Override
    public Object onBeforeConvert(Object aggregate) {
        return ObjectIdRelationalIds.mintIfNull(mappingContext.getObject(), aggregate, generator);
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
