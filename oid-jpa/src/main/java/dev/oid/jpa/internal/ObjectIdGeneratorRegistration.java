package dev.oid.jpa.internal;

import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.spi.MetadataSourcesContributor;

/**
 * Registers the generator name {@code "objectid"} for every persistence unit, so that
 * {@code @GeneratedValue(generator = "objectid")} needs nothing else in the application. The name is declared
 * by a {@code <generic-generator>} in a mapping file shipped in this jar (not {@code META-INF/orm.xml}, which
 * belongs to the application). Found by Hibernate through
 * {@code META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor}; Hibernate's later
 * {@code AdditionalMappingContributor} hook runs after id generators are resolved, so it cannot be used.
 */
public final class ObjectIdGeneratorRegistration implements MetadataSourcesContributor {

    /** The mapping file that declares the generator name. */
    static final String MAPPING = "META-INF/dev.oid.jpa/objectid-generator.orm.xml";

    /** Creates the contributor; called by {@link java.util.ServiceLoader}. */
    public ObjectIdGeneratorRegistration() {
    }

    @Override
    public void contribute(MetadataSources metadataSources) {
        metadataSources.addResource(MAPPING);
    }
}
