/**
 * Hibernate ORM: oid-jpa's generator mints with the application's ObjectIdGenerator bean.
 *
 * @since 0.1.0
 */
package dev.oid.spring.jpa;
