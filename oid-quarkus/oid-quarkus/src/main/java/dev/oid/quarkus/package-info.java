/**
 * Quarkus extension for {@link dev.oid.ObjectId}: with {@code dev.oid:oid-quarkus} as the application's only oid
 * dependency, ObjectIds work in Quarkus REST bodies and parameters, the MongoDB client and MongoDB with Panache,
 * Hibernate ORM ({@code @GeneratedValue(generator = "objectid")}) and Hibernate Validator
 * ({@code @ValidObjectId}), with no code of the application's own. Each part is active only when the application
 * has the Quarkus extension it serves, and can be turned off under {@code quarkus.oid.*}, a build-time
 * configuration read by the extension's deployment module ({@code dev.oid.quarkus.deployment.OidBuildTimeConfig}).
 */
@NullMarked
package dev.oid.quarkus;

import org.jspecify.annotations.NullMarked;
