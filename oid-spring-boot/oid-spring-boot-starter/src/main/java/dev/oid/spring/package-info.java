/**
 * Spring Boot auto-configuration for {@link dev.oid.ObjectId}, for Spring Boot 3.5 (Spring 6.2, Jackson 2,
 * Hibernate 6.6) and Spring Boot 4.0 (Spring 7, Jackson 3, Hibernate 7) from one jar.
 *
 * <p>The starter brings every oid adapter; each part is switched on by the framework classes present on the
 * application's class path, can be replaced by an application bean of the same type, and can be switched off by a
 * property under {@code oid.*} ({@link dev.oid.spring.OidProperties}):
 * <ul>
 *   <li>{@link dev.oid.spring.ObjectIdAutoConfiguration}: the properties and the {@link dev.oid.ObjectIdGenerator}
 *       bean;</li>
 *   <li>{@link dev.oid.spring.lease.ObjectIdLeaseAutoConfiguration}: off unless
 *       {@code oid.generator.lease.enabled=true}, the generator bean mints with a process-unique value leased from
 *       the application's {@code DataSource} ({@code oid.generator.lease.ttl});</li>
 *   <li>{@link dev.oid.spring.jackson.ObjectIdJacksonAutoConfiguration}: the Jackson module of the Jackson major in
 *       use ({@code oid.jackson.enabled}, {@code oid.jackson.shape});</li>
 *   <li>{@link dev.oid.spring.web.ObjectIdWebMvcAutoConfiguration} and
 *       {@link dev.oid.spring.web.ObjectIdWebFluxAutoConfiguration}: request parameters, path variables, headers
 *       and matrix variables of type {@code ObjectId}, a bad id being a 400 that carries the parse message
 *       ({@code oid.web.enabled});</li>
 *   <li>{@link dev.oid.spring.mongo.ObjectIdMongoAutoConfiguration}: the codec provider in Boot's
 *       {@code MongoClient}, Spring Data MongoDB conversions to native BSON ObjectId and ids minted on save
 *       ({@code oid.mongodb.enabled}, {@code oid.mongodb.generate-ids});</li>
 *   <li>{@link dev.oid.spring.jpa.ObjectIdJpaAutoConfiguration}: Hibernate mints with the generator bean
 *       ({@code oid.jpa.enabled});</li>
 *   <li>{@link dev.oid.spring.jdbc.ObjectIdJdbcAutoConfiguration} and
 *       {@link dev.oid.spring.r2dbc.ObjectIdR2dbcAutoConfiguration}: Spring Data JDBC and R2DBC store
 *       {@code ObjectId} as 12 bytes, mint null ids on save, and a save of an assigned id that is not in the table
 *       fails with a message that says to insert it ({@code oid.jdbc.enabled}, {@code oid.jdbc.generate-ids},
 *       {@code oid.r2dbc.enabled}, {@code oid.r2dbc.generate-ids});</li>
 *   <li>{@link dev.oid.spring.springdoc.ObjectIdSpringdocAutoConfiguration}: the OpenAPI schema of
 *       {@code ObjectId} in springdoc-openapi ({@code oid.springdoc.enabled}).</li>
 * </ul>
 * A set-up that would make ids behave otherwise than the application expects stops the start with an
 * {@link dev.oid.spring.ObjectIdSetupException}, reported by the starter's {@code FailureAnalyzer}.
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.spring;

import org.jspecify.annotations.NullMarked;
