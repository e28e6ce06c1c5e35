/**
 * The build steps of the oid Quarkus extension's Hibernate ORM part ({@link OidHibernateOrmProcessor}) and their
 * build-time configuration ({@link OidHibernateOrmBuildTimeConfig}).
 */
@NullMarked
package dev.oid.quarkus.hibernate.orm.deployment;

import org.jspecify.annotations.NullMarked;
