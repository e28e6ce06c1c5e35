package dev.oid.quarkus.hibernate.orm.deployment;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import dev.oid.quarkus.hibernate.orm.OidHibernateOrmConfig;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.hibernate.orm.deployment.HibernateOrmConfig;
import io.quarkus.hibernate.orm.deployment.JpaModelPersistenceUnitContributionBuildItem;
import java.util.List;
import java.util.Set;

/**
 * Declares oid-jpa's generator name {@code "objectid"} in the application's persistence units. Quarkus builds the
 * Hibernate ORM metamodel itself and does not run oid-jpa's {@code MetadataSourcesContributor}, which declares the
 * name for Hibernate's own bootstraps; it reads the mapping files each persistence unit is given, so this step gives
 * every persistence unit configured under {@code quarkus.hibernate-orm} the mapping file
 * {@code ObjectIdHibernateGenerator.NAME_MAPPING_FILE}, beside the application's own mapping files. (Persistence
 * units of a {@code persistence.xml} list their mapping files themselves.)
 *
 * @since 0.1.0
 */
public final class OidHibernateOrmProcessor {

    /**
     * Quarkus's marker, in a list of mapping files, for "not {@code META-INF/orm.xml} by default": the application's
     * own list already says whether that file is read, and must not be read twice.
     */
    static final String NO_DEFAULT_MAPPING_FILE = "no-file";

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
    void declareGeneratorName(OidHibernateOrmConfig config, HibernateOrmConfig hibernateOrm,
            BuildProducer<JpaModelPersistenceUnitContributionBuildItem> contributions,
            BuildProducer<ReflectiveClassBuildItem> reflection) {
        if (!config.enabled()) {
            return;
        }
        reflection.produce(ReflectiveClassBuildItem.builder(ObjectIdHibernateGenerator.class.getName())
                .constructors().methods().build());
        for (String persistenceUnit : hibernateOrm.persistenceUnits().keySet()) {
            contributions.produce(new JpaModelPersistenceUnitContributionBuildItem(persistenceUnit, null, List.of(),
                    Set.of(NO_DEFAULT_MAPPING_FILE, ObjectIdHibernateGenerator.NAME_MAPPING_FILE)));
        }
    }
}
