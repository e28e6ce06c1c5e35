package dev.oid.micronaut.internal;

import dev.oid.ObjectIdGenerator;
import dev.oid.jpa.ObjectIdHibernateGenerator;
import io.micronaut.configuration.hibernate.jpa.JpaConfiguration;
import io.micronaut.configuration.hibernate.jpa.conf.settings.SettingsSupplier;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import jakarta.inject.Singleton;
import java.util.Map;

/**
 * Hands the application's {@link ObjectIdGenerator} bean to oid-jpa's Hibernate generator ({@code objectid},
 * {@code @ObjectIdGenerated}) of every persistence unit micronaut-hibernate-jpa builds, in the Hibernate setting
 * {@value ObjectIdHibernateGenerator#GENERATOR_SETTING}; micronaut-hibernate-jpa adds the settings of every
 * {@link SettingsSupplier} bean to those of the unit's {@link JpaConfiguration}. A unit whose configuration sets
 * that setting itself keeps it.
 */
@Singleton
@Internal
@Requires(classes = {SettingsSupplier.class, ObjectIdHibernateGenerator.class})
final class ObjectIdHibernateSettings implements SettingsSupplier {

    private final ObjectIdGenerator generator;

    ObjectIdHibernateSettings(ObjectIdGenerator generator) {
        this.generator = generator;
    }

    @Override
    public Map<String, Object> supply(JpaConfiguration jpaConfiguration) {
        if (jpaConfiguration.getProperties().containsKey(ObjectIdHibernateGenerator.GENERATOR_SETTING)) {
            return Map.of();
        }
        return Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, generator);
    }
}
