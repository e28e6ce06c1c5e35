/**
 * Spring Boot auto-configuration for {@link dev.oid.ObjectId}, for Spring Boot 3.5 (Spring 6.2, Jackson 2) and
 * Spring Boot 4.0 (Spring 7, Jackson 3) from one jar.
 *
 * <p>Each part is switched on by the classes present on the application's class path, can be replaced by an
 * application bean of the same type, and can be switched off by a property under {@code oid.*}:
 * <ul>
 *   <li>{@link dev.oid.spring.ObjectIdJacksonAutoConfiguration}: the Jackson module of the Jackson major in use
 *       ({@code oid.jackson.enabled}, {@code oid.jackson.shape});</li>
 *   <li>{@link dev.oid.spring.ObjectIdWebMvcAutoConfiguration} and
 *       {@link dev.oid.spring.ObjectIdWebFluxAutoConfiguration}: request parameters, path variables, headers and
 *       matrix variables of type {@code ObjectId}, a bad id being a 400 that carries the parse message
 *       ({@code oid.web.enabled});</li>
 *   <li>{@link dev.oid.spring.ObjectIdMongoAutoConfiguration}: the codec provider in Boot's {@code MongoClient},
 *       Spring Data MongoDB conversions to native BSON ObjectId and ids minted on save
 *       ({@code oid.mongodb.enabled}, {@code oid.mongodb.generate-ids});</li>
 *   <li>{@link dev.oid.spring.ObjectIdSpringdocAutoConfiguration}: the OpenAPI schema of {@code ObjectId} in
 *       springdoc-openapi ({@code oid.springdoc.enabled}).</li>
 * </ul>
 *
 * @since 0.2.0
 */
package dev.oid.spring;
