/**
 * Round trips of one {@link dev.oid.ObjectId} through MongoDB (BSON codec), SQL (JPA / Hibernate), a REST API
 * (Jackson, Bean Validation) and concurrent writers, against real servers when the environment names them.
 *
 * <p>Server targets are resolved once per test run by {@link dev.oid.it.ServerTargets}: environment variables
 * first ({@code OID_IT_MONGODB_URI}, {@code OID_IT_JDBC_URL}, {@code OID_IT_JDBC_USER},
 * {@code OID_IT_JDBC_PASSWORD}), then Testcontainers when a Docker engine is available, then in-process
 * servers ({@code mongo-java-server}, H2). {@code OID_IT_REQUIRE_REAL=true} turns every fallback into a
 * failure.
 */
package dev.oid.it;
