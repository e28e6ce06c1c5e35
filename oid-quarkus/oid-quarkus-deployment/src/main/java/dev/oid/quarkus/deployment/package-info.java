/**
 * The build steps of the oid Quarkus extension ({@link OidProcessor}) and their build-time configuration
 * ({@link OidBuildTimeConfig}). Quarkus runs them when it builds an
 * application that depends on {@code dev.oid:oid-quarkus}; applications never depend on this module themselves.
 */
@NullMarked
package dev.oid.quarkus.deployment;

import org.jspecify.annotations.NullMarked;
