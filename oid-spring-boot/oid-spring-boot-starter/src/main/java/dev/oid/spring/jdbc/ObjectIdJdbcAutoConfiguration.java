package dev.oid.spring.jdbc;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.internal.ObjectIdJdbcCustomConversions;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jdbc.core.convert.DataAccessStrategy;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;

/**
 * Spring Data JDBC support for {@link dev.oid.ObjectId}: ids, columns and foreign keys stored as 12 bytes.
 *
 * <ul>
 *   <li>The {@code JdbcCustomConversions} bean in the context, Boot's own (with the dialect's converters) or the
 *       application's, is kept with all its converters and extended with {@link ObjectIdJdbcConverters#all()} (the
 *       bean is wrapped, and asked first): {@code ObjectId} is a simple type written as its 12 bytes
 *       ({@code BINARY(12)}, {@code bytea}) in ids, columns, {@code AggregateReference} foreign keys, derived
 *       queries, {@code @Query} parameters and sorting.</li>
 *   <li>{@link ObjectIdJdbcBeforeConvertCallback} mints the id of an aggregate saved with a {@code null}
 *       {@code dev.oid.ObjectId} {@code @Id}, with the {@link ObjectIdGenerator} bean.</li>
 *   <li>The {@code DataAccessStrategy} bean is wrapped so that {@code save} of an aggregate whose ObjectId id the
 *       application assigned and which is not in the table fails with a message that says to insert it
 *       ({@code JdbcAggregateTemplate.insert}, or {@code Persistable}), instead of updating no row and returning as if
 *       it had been stored.</li>
 * </ul>
 *
 * <p>Properties: {@code oid.jdbc.enabled} (default {@code true}) switches all of this off;
 * {@code oid.jdbc.generate-ids} (default {@code true}) only the id minting.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class)
@ConditionalOnClass(name = "org.springframework.data.jdbc.core.convert.JdbcCustomConversions")
@ConditionalOnBooleanProperty(name = "oid.jdbc.enabled", matchIfMissing = true)
public final class ObjectIdJdbcAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdJdbcAutoConfiguration() {
    }

    /**
     * Extends the {@code JdbcCustomConversions} bean, Boot's or the application's, with the ObjectId converters.
     *
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor oidJdbcCustomConversionsExtender() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof JdbcCustomConversions conversions
                        ? ObjectIdJdbcCustomConversions.extend(conversions) : bean;
            }
        };
    }

    /**
     * Wraps the {@code DataAccessStrategy} bean so that an UPDATE of an ObjectId aggregate that changes no row fails.
     *
     * @param mappingContext Spring Data JDBC's mapping context (not R2DBC's, which an application with both modules
     *        has too), looked up when an update changed no row
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor oidJdbcUpdateGuard(ObjectProvider<JdbcMappingContext> mappingContext) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof DataAccessStrategy strategy
                        ? ObjectIdUpdateGuard.wrap(strategy, mappingContext::getObject) : bean;
            }
        };
    }

    /**
     * Mints null ObjectId ids on save.
     *
     * @param mappingContext Spring Data JDBC's mapping context (not R2DBC's, which an application with both modules
     *        has too), looked up on first use
     * @param generator the generator of new ids
     * @return the callback
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "oid.jdbc.generate-ids", matchIfMissing = true)
    ObjectIdJdbcBeforeConvertCallback oidJdbcBeforeConvertCallback(
            ObjectProvider<JdbcMappingContext> mappingContext, ObjectIdGenerator generator) {
        return new ObjectIdJdbcBeforeConvertCallback(mappingContext, generator);
    }
}
