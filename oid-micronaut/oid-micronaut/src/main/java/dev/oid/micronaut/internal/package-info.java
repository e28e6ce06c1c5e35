/**
 * The module's beans for the Micronaut modules an application may have (HTTP server, Jackson, MongoDB, Micronaut Data,
 * Hibernate JPA, validation), each conditional on that module's classes, and the {@code ObjectIdGenerator} bean every
 * minting part uses; package-private and {@code @Internal}, as Micronaut's own, so not an API.
 */
@NullMarked
package dev.oid.micronaut.internal;

import org.jspecify.annotations.NullMarked;
