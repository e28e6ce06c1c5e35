package dev.oid.spring;

import dev.oid.ObjectIdGenerator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The parts every other oid auto-configuration uses: the {@link OidProperties} and the {@link ObjectIdGenerator}
 * bean with which Spring Data MongoDB and Hibernate (oid-jpa) mint ids.
 *
 * <p>The generator is {@link ObjectIdGenerator#defaultGenerator()}, or, with {@code oid.generator.lease.enabled=true},
 * the generator of a process-unique value leased from the application's {@code DataSource}
 * ({@link dev.oid.spring.lease.ObjectIdLeaseAutoConfiguration}); an application bean of type
 * {@code ObjectIdGenerator} (one with a test clock, say) replaces it everywhere.
 *
 * @since 0.1.0
 */
@AutoConfiguration
@EnableConfigurationProperties(OidProperties.class)
public final class ObjectIdAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdAutoConfiguration() {
    }

    /**
     * The generator the starter's parts mint ids with.
     *
     * @return the process-wide default generator
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdGenerator oidObjectIdGenerator() {
        return ObjectIdGenerator.defaultGenerator();
    }
}
