/**
 * The module's beans for the Micronaut modules an application may have (HTTP server, Jackson, MongoDB, Micronaut Data,
 * validation), each conditional on that module's classes; not an API.
 */
@NullMarked
package dev.oid.micronaut.internal;

import org.jspecify.annotations.NullMarked;
