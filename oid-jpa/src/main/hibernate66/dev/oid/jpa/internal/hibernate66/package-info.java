/**
 * Declares the generator name {@code "objectid"} on Hibernate ORM 6.6, where a mapping file cannot: 6.6 reads no
 * generator declarations from {@code orm.xml} and refuses the 7.0 mapping schema. Hibernate binds the generators of
 * the packages it is given before any entity, so {@code @GeneratedValue(generator = "objectid")} finds this one
 * whatever the order of the entities. Added by {@link dev.oid.jpa.internal.ObjectIdGeneratorRegistration} on
 * Hibernate 6.6 only; on Hibernate 7 the mapping file does this and the package is never read.
 *
 * <p>{@code @GenericGenerator} is deprecated since Hibernate 6.5 (for removal in 7) in favour of
 * {@code @IdGeneratorType} annotations, which cannot give a name to {@code @GeneratedValue(generator = ...)}. A
 * package declaration cannot carry {@code @SuppressWarnings}, so this file alone is compiled without the removal
 * lint (see the {@code hibernate66-declaration} compiler execution in oid-jpa's pom).
 */
@GenericGenerator(name = ObjectIdHibernateGenerator.NAME, type = ObjectIdHibernateGenerator.class)
package dev.oid.jpa.internal.hibernate66;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import org.hibernate.annotations.GenericGenerator;
