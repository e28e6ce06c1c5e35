package dev.oid.jpa.internal;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.spi.MetadataSourcesContributor;

/**
 * Registers the generator name {@code "objectid"} for every persistence unit, so that
 * {@code @GeneratedValue(generator = "objectid")} needs nothing else in the application. Found by Hibernate through
 * {@code META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor}; Hibernate's later
 * {@code AdditionalMappingContributor} hook runs after id generators are resolved, so it cannot be used.
 *
 * <ul>
 *   <li>Hibernate 7: a {@code <generic-generator>} in a mapping file shipped in this jar (not
 *       {@code META-INF/orm.xml}, which belongs to the application).</li>
 *   <li>Hibernate 6.6, which refuses that mapping file's 7.0 schema and reads no generators from mapping files: the
 *       package-level declaration of {@value #HIBERNATE_6_6_PACKAGE}, bound before any entity.</li>
 *   <li>Any other Hibernate: a {@link org.hibernate.HibernateException} naming the supported versions
 *       ({@link HibernateLine#current()}).</li>
 * </ul>
 */
public final class ObjectIdGeneratorRegistration implements MetadataSourcesContributor {

    /** The package that declares the generator name on Hibernate 6.6. */
    static final String HIBERNATE_6_6_PACKAGE = "dev.oid.jpa.internal.hibernate66";

    /** Creates the contributor; called by {@link java.util.ServiceLoader}. */
    public ObjectIdGeneratorRegistration() {
    }

    @Override
    public void contribute(MetadataSources metadataSources) {
        if (HibernateLine.current() == HibernateLine.HIBERNATE_6_6) {
            metadataSources.addPackage(HIBERNATE_6_6_PACKAGE);
        } else {
            metadataSources.addResource(ObjectIdHibernateGenerator.NAME_MAPPING_FILE);
        }
    }
}
