package dev.oid.spring.r2dbc;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.internal.ObjectIdR2dbcCustomConversions;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;

/**
 * Spring Data R2DBC support for {@link dev.oid.ObjectId}: ids, columns and foreign keys stored as 12 bytes.
 *
 * <ul>
 *   <li>The {@code R2dbcCustomConversions} bean in the context, Boot's own (with the dialect's converters) or the
 *       application's, is kept with all its converters and extended with {@link ObjectIdR2dbcConverters#all()} (the
 *       bean is wrapped, and asked first): {@code ObjectId} is a simple type written as its 12 bytes
 *       ({@code BINARY(12)}, {@code bytea}) in ids, columns, foreign keys, derived queries, {@code @Query}
 *       parameters and sorting.</li>
 *   <li>{@link ObjectIdR2dbcBeforeConvertCallback} mints the id of an entity saved with a {@code null}
 *       {@code dev.oid.ObjectId} {@code @Id}, with the {@link ObjectIdGenerator} bean.</li>
 *   <li>The {@code R2dbcEntityTemplate} bean is proxied so that {@code save} of an entity whose ObjectId id the
 *       application assigned and which is not in the table fails with a message that says to insert it
 *       ({@code R2dbcEntityTemplate.insert}, or {@code Persistable}), instead of updating no row and returning as if
 *       it had been stored (see {@code ObjectIdR2dbcUpdateGuard}: one {@code SELECT} by id after each such
 *       update).</li>
 * </ul>
 *
 * <p>Active when Spring Data R2DBC is on the class path and the context has an R2DBC {@code ConnectionFactory}.
 * Properties: {@code oid.r2dbc.enabled} (default {@code true}) switches all of this off;
 * {@code oid.r2dbc.generate-ids} (default {@code true}) only the id minting.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class, afterName = {
        "org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration",
        "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration"})
@ConditionalOnClass(name = {"org.springframework.data.r2dbc.convert.R2dbcCustomConversions",
        "io.r2dbc.spi.ConnectionFactory"})
@ConditionalOnBean(type = "io.r2dbc.spi.ConnectionFactory")
@ConditionalOnBooleanProperty(name = "oid.r2dbc.enabled", matchIfMissing = true)
public final class ObjectIdR2dbcAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdR2dbcAutoConfiguration() {
    }

    /**
     * Extends the {@code R2dbcCustomConversions} bean, Boot's or the application's, with the ObjectId converters.
     *
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor oidR2dbcCustomConversionsExtender() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof R2dbcCustomConversions conversions
                        ? ObjectIdR2dbcCustomConversions.extend(conversions) : bean;
            }
        };
    }

    /**
     * Proxies the {@code R2dbcEntityTemplate} bean so that an UPDATE of an ObjectId entity that is not in the table
     * fails with a message that says to insert it.
     *
     * @param mappingContext Spring Data R2DBC's mapping context (not JDBC's, which an application with both modules
     *        has too), looked up when an update changed no row
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor oidR2dbcUpdateGuard(ObjectProvider<R2dbcMappingContext> mappingContext) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof R2dbcEntityTemplate template
                        ? ObjectIdR2dbcUpdateGuard.wrap(template, mappingContext::getObject) : bean;
            }
        };
    }

    /**
     * Mints null ObjectId ids on save.
     *
     * @param mappingContext Spring Data R2DBC's mapping context (not JDBC's, which an application with both modules
     *        has too), looked up on first use
     * @param generator the generator of new ids
     * @return the callback
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "oid.r2dbc.generate-ids", matchIfMissing = true)
    ObjectIdR2dbcBeforeConvertCallback oidR2dbcBeforeConvertCallback(
            ObjectProvider<R2dbcMappingContext> mappingContext, ObjectIdGenerator generator) {
        return new ObjectIdR2dbcBeforeConvertCallback(mappingContext, generator);
    }
}
