package dev.oid.spring.graphql;

import dev.oid.graphql.ObjectIdScalar;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.graphql.data.pagination.CursorEncoder;
import org.springframework.graphql.data.pagination.CursorStrategy;
import org.springframework.graphql.data.pagination.EncodingCursorStrategy;
import org.springframework.graphql.data.query.JsonKeysetCursorStrategy;
import org.springframework.graphql.data.query.ScrollPositionCursorStrategy;
import org.springframework.graphql.execution.RuntimeWiringConfigurer;

/**
 * Spring for GraphQL (1.4 on Boot 3.5, 2.0 on Boot 4.0): registers oid-graphql's scalar {@code ObjectId}
 * ({@link ObjectIdScalar#INSTANCE}), so that {@code scalar ObjectId} in {@code schema.graphqls},
 * {@code @Argument ObjectId id} and {@code ObjectId} fields work without glue; and, when Spring Data is present, the
 * cursor strategy of keyset scrolling ({@code ScrollSubrange}, {@code Window}) gains ObjectIds: Spring's own
 * strategy (base64 of JSON, {@code JsonKeysetCursorStrategy}) with each ObjectId of a keyset written as
 * {@code {"$oid": "<24 hex>"}} and read back as an ObjectId, where Spring's alone can carry no ObjectId.
 *
 * <p>Property: {@code oid.graphql.enabled} (default {@code true}). The scalar's {@code RuntimeWiringConfigurer} runs
 * first, so a scalar named {@code ObjectId} that the application registers replaces it; a {@code CursorStrategy}
 * bean of the application's replaces the cursor strategy (it then encodes ObjectIds itself).
 *
 * @since 0.1.0
 */
@AutoConfiguration(beforeName = {"org.springframework.boot.autoconfigure.graphql.GraphQlAutoConfiguration",
        "org.springframework.boot.graphql.autoconfigure.GraphQlAutoConfiguration"})
@ConditionalOnClass(name = {"graphql.GraphQL", "org.springframework.graphql.execution.RuntimeWiringConfigurer"})
@ConditionalOnBooleanProperty(name = "oid.graphql.enabled", matchIfMissing = true)
public final class ObjectIdGraphQlAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdGraphQlAutoConfiguration() {
    }

    /**
     * Registers the scalar {@code ObjectId}.
     *
     * @return the configurer, ordered first
     */
    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE)
    @ConditionalOnMissingBean(name = "oidGraphQlScalar")
    public RuntimeWiringConfigurer oidGraphQlScalar() {
        return wiring -> wiring.scalar(ObjectIdScalar.INSTANCE);
    }

    /** Keyset cursors that carry ObjectIds, where Spring Data's scrolling is present. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.data.domain.ScrollPosition")
    static final class Cursors {

        /**
         * The cursor strategy of keyset scrolling: Spring's, with ObjectIds.
         *
         * @return base64 of the JSON of a scroll position, ObjectIds in it as {@code {"$oid": ...}}
         */
        @Bean
        @ConditionalOnMissingBean(CursorStrategy.class)
        EncodingCursorStrategy<ScrollPosition> oidGraphQlCursorStrategy() {
            return CursorStrategy.withEncoder(new ScrollPositionCursorStrategy(
                    new ObjectIdKeysetCursorStrategy(new JsonKeysetCursorStrategy())), CursorEncoder.base64());
        }
    }
}
