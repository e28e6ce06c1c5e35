package dev.oid.quarkus.hibernate.orm.deployment;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import dev.oid.quarkus.hibernate.orm.ObjectIdGeneratorSetting;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.hibernate.orm.deployment.HibernateOrmConfig;
import io.quarkus.hibernate.orm.deployment.JpaModelPersistenceUnitContributionBuildItem;
import io.quarkus.hibernate.orm.deployment.PersistenceUnitDescriptorBuildItem;
import io.quarkus.hibernate.orm.deployment.integration.HibernateOrmIntegrationRuntimeConfiguredBuildItem;
import java.util.List;
import java.util.Set;

/**
 * Declares oid-jpa's generator name {@code "objectid"} in the application's persistence units and hands them the
 * application's {@code ObjectIdGenerator} bean. Quarkus builds the
 * Hibernate ORM metamodel itself and does not run oid-jpa's {@code MetadataSourcesContributor}, which declares the
 * name for Hibernate's own bootstraps; it reads the mapping files each persistence unit is given, so this step gives
 * every persistence unit configured under {@code quarkus.hibernate-orm} the mapping file
 * {@code ObjectIdHibernateGenerator.NAME_MAPPING_FILE}, beside the application's own mapping files. (Persistence
 * units of a {@code persistence.xml} list their mapping files themselves.) Every persistence unit, of a
 * {@code persistence.xml} too, gets the {@code ObjectIdGenerator} bean in the setting {@code dev.oid.jpa.generator}
 * when it starts ({@link ObjectIdGeneratorSetting}).
 *
 * @since 0.1.0
 */
public final class OidHibernateOrmProcessor {

    /**
     * Quarkus's marker, in a list of mapping files, for "not {@code META-INF/orm.xml} by default": the application's
     * own list already says whether that file is read, and must not be read twice.
     */
    static final String NO_DEFAULT_MAPPING_FILE = "no-file";

    /** The name under which the extension's listener is registered with Hibernate ORM. */
    static final String INTEGRATION = "oid";

    /** Creates the build steps; called by Quarkus. */
    public OidHibernateOrmProcessor() {
    }

    /**
     * Adds the mapping file that declares the generator name to every persistence unit.
     *
     * @param config the configuration of this part
     * @param hibernateOrm the application's Hibernate ORM configuration, which names its persistence units
     * @param contributions where the mapping file is contributed to each persistence unit
     * @param reflection where the generator class is registered for reflection (a native image needs it: Hibernate
     *     instantiates the generator the mapping file names by reflection)
     */
    @BuildStep
    void declareGeneratorName(OidHibernateOrmBuildTimeConfig config, HibernateOrmConfig hibernateOrm,
            BuildProducer<JpaModelPersistenceUnitContributionBuildItem> contributions,
            BuildProducer<ReflectiveClassBuildItem> reflection) {
        if (!config.enabled()) {
            return;
        }
        reflection.produce(ReflectiveClassBuildItem.builder(ObjectIdHibernateGenerator.class)
                .constructors().methods().build());
        for (String persistenceUnit : hibernateOrm.persistenceUnits().keySet()) {
            contributions.produce(new JpaModelPersistenceUnitContributionBuildItem(persistenceUnit, null, List.of(),
                    Set.of(NO_DEFAULT_MAPPING_FILE, ObjectIdHibernateGenerator.NAME_MAPPING_FILE)));
        }
    }

    /**
     * Registers, with every persistence unit, the listener that puts the application's {@code ObjectIdGenerator}
     * bean in the setting {@code dev.oid.jpa.generator} when the unit starts.
     *
     * @param persistenceUnits the application's persistence units, of {@code quarkus.hibernate-orm} and of a
     *     {@code persistence.xml}
     * @param integrations where the listener is registered with each persistence unit
     */
    @BuildStep
    void handGeneratorToPersistenceUnits(List<PersistenceUnitDescriptorBuildItem> persistenceUnits,
            BuildProducer<HibernateOrmIntegrationRuntimeConfiguredBuildItem> integrations) {
        for (PersistenceUnitDescriptorBuildItem persistenceUnit : persistenceUnits) {
            integrations.produce(new HibernateOrmIntegrationRuntimeConfiguredBuildItem(INTEGRATION,
                    persistenceUnit.getPersistenceUnitName()).setInitListener(new ObjectIdGeneratorSetting()));
        }
    }
}
