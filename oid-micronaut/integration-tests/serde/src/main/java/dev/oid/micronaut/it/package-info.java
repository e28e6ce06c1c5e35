/**
 * A Micronaut application whose only oid dependency is {@code dev.oid:oid-micronaut}: controllers, MongoDB, JDBC and
 * JPA entities and repositories with {@link dev.oid.ObjectId} ids, written as a user would, with no glue.
 */
package dev.oid.micronaut.it;
