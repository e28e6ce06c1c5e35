package dev.oid.jpa.internal;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import org.hibernate.annotations.GenericGenerator;

/**
 * Declares the generator name {@code "objectid"} on Hibernate ORM 6.6, where a mapping file cannot: 6.6 reads no
 * generator declarations from {@code orm.xml} and refuses the 7.0 mapping schema. Hibernate 6.6 registers the
 * generators declared on any annotated class it is given for the whole persistence unit, and this class is not an
 * entity, so it adds no table. Added by {@link ObjectIdGeneratorRegistration} on Hibernate 6.6 only.
 *
 * <p>{@code @GenericGenerator} is deprecated since Hibernate 6.5 (for removal in 7) in favour of
 * {@code @IdGeneratorType} annotations, which cannot give a name to {@code @GeneratedValue(generator = ...)}; on
 * Hibernate 7 the mapping file does that and this class is never read.
 */
@SuppressWarnings("removal")
@GenericGenerator(name = ObjectIdHibernateGenerator.NAME, type = ObjectIdHibernateGenerator.class)
public final class ObjectIdGeneratorDeclaration {

    private ObjectIdGeneratorDeclaration() {
    }
}
