/**
 * The Hibernate ORM part of the oid Quarkus extension, which Quarkus adds to an
 * application that has {@code dev.oid:oid-quarkus} and Hibernate ORM. It brings oid-jpa and declares oid-jpa's
 * generator name {@code "objectid"} in every persistence unit configured under {@code quarkus.hibernate-orm}, and
 * hands every persistence unit the application's {@code ObjectIdGenerator} bean ({@link ObjectIdGeneratorSetting}).
 */
@NullMarked
package dev.oid.quarkus.hibernate.orm;

import org.jspecify.annotations.NullMarked;
