/**
 * Hibernate ORM 6.6 and 7 support for ObjectIds as primary keys and columns: the generator name {@code "objectid"},
 * the {@link dev.oid.jpa.ObjectIdGenerated @ObjectIdGenerated} annotation and a {@code JavaType} that maps
 * {@link dev.oid.ObjectId} to {@code BINARY(12)} or {@code CHAR(24)}.
 *
 * <p>The services are found by Hibernate through {@link java.util.ServiceLoader}: the type contribution
 * registers the {@code JavaType}, the metadata sources contribution registers the generator name, and the
 * additional mapping contribution types and checks the columns of ids once the mapping is bound.
 *
 * @since 0.1.0
 */
// Hibernate ORM 6.6 and 7 ship no module descriptor, only the automatic module name org.hibernate.orm.core.
// It is required transitively because this module's API implements Hibernate SPI types.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.oid.jpa {
    requires transitive dev.oid;
    requires transitive org.hibernate.orm.core;
    // @GeneratedValue(generator = "objectid") is read from entity classes by the column-typing step.
    requires jakarta.persistence;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.jpa;

    provides org.hibernate.boot.model.TypeContributor
            with dev.oid.jpa.internal.ObjectIdTypeContributor;
    provides org.hibernate.boot.spi.MetadataSourcesContributor
            with dev.oid.jpa.internal.ObjectIdGeneratorRegistration;
    provides org.hibernate.boot.spi.AdditionalMappingContributor
            with dev.oid.jpa.internal.ObjectIdColumnMapping;
}
