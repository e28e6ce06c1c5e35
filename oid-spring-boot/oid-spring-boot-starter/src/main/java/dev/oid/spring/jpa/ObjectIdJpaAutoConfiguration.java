package dev.oid.spring.jpa;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.ObjectIdAutoConfiguration;
import java.util.Map;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Hibernate ORM support: ids that oid-jpa's generator ({@code @GeneratedValue(generator = "objectid")},
 * {@code @ObjectIdGenerated}) mints come from the application's {@link ObjectIdGenerator} bean.
 *
 * <p>oid-jpa registers its generator, its {@code JavaType} and its column checks with Hibernate itself (through
 * Hibernate's service loading), so a Spring Boot application needs nothing else for JPA. This configuration adds a
 * {@code HibernatePropertiesCustomizer} (package {@code org.springframework.boot.autoconfigure.orm.jpa} on Boot 3,
 * {@code org.springframework.boot.hibernate.autoconfigure} on Boot 4) that puts the generator bean in the setting
 * {@code dev.oid.jpa.generator} ({@code ObjectIdHibernateGenerator.GENERATOR_SETTING} of oid-jpa).
 *
 * <p>Property: {@code oid.jpa.enabled} (default {@code true}).
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
        "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration"})
@ConditionalOnClass(name = {"org.hibernate.generator.Generator", "jakarta.persistence.EntityManager"})
@ConditionalOnBooleanProperty(name = "oid.jpa.enabled", matchIfMissing = true)
public final class ObjectIdJpaAutoConfiguration {

    /** The bean name of the customizer, on both Boot lines. */
    static final String CUSTOMIZER = "oidHibernatePropertiesCustomizer";

    /** Creates the configuration; called by Spring. */
    public ObjectIdJpaAutoConfiguration() {
    }

    /** The setting and its value, shared by the customizers of both Boot lines. */
    static void addGenerator(Map<String, Object> hibernateProperties, ObjectIdGenerator generator) {
        hibernateProperties.putIfAbsent(dev.oid.jpa.ObjectIdHibernateGenerator.GENERATOR_SETTING, generator);
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer")
    static class Boot3Configuration {

        @Bean(CUSTOMIZER)
        @ConditionalOnMissingBean(name = CUSTOMIZER)
        org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer oidHibernatePropertiesCustomizer(
                ObjectIdGenerator generator) {
            return properties -> addGenerator(properties, generator);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer")
    static class Boot4Configuration {

        @Bean(CUSTOMIZER)
        @ConditionalOnMissingBean(name = CUSTOMIZER)
        org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer oidHibernatePropertiesCustomizer(
                ObjectIdGenerator generator) {
            return properties -> addGenerator(properties, generator);
        }
    }
}
