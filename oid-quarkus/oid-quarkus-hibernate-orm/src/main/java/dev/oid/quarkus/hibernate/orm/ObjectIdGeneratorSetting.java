package dev.oid.quarkus.hibernate.orm;

import dev.oid.ObjectIdGenerator;
import dev.oid.jpa.ObjectIdHibernateGenerator;
import io.quarkus.arc.Arc;
import io.quarkus.hibernate.orm.runtime.integration.HibernateOrmIntegrationRuntimeInitListener;
import java.util.function.BiConsumer;

/**
 * Hands the application's {@link ObjectIdGenerator} bean to Hibernate ORM: ids that oid-jpa's generator
 * ({@code @GeneratedValue(generator = "objectid")}, {@code @ObjectIdGenerated}) mints come from that bean, the
 * extension's default one ({@link ObjectIdGenerator#defaultGenerator()}) or the application's own. The extension
 * registers this listener with every persistence unit; applications do not use it.
 *
 * <p>When a persistence unit starts, the listener puts the bean in the Hibernate setting
 * {@code dev.oid.jpa.generator} ({@code ObjectIdHibernateGenerator.GENERATOR_SETTING} of oid-jpa), from which oid-jpa's
 * generator takes it when Hibernate creates the generators.
 *
 * @since 0.1.0
 */
public final class ObjectIdGeneratorSetting implements HibernateOrmIntegrationRuntimeInitListener {

    /** Creates the listener; the extension's build step does, and Quarkus records it for the run time. */
    public ObjectIdGeneratorSetting() {
    }

    /**
     * Contributes the setting {@code dev.oid.jpa.generator} with the application's {@code ObjectIdGenerator} bean.
     *
     * @param propertyCollector takes the setting's name and value
     */
    @Override
    public void contributeRuntimeProperties(BiConsumer<String, Object> propertyCollector) {
        propertyCollector.accept(ObjectIdHibernateGenerator.GENERATOR_SETTING,
                Arc.container().instance(ObjectIdGenerator.class).get());
    }
}
