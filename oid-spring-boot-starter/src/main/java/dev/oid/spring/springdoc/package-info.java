/**
 * springdoc-openapi: the OpenAPI schema of ObjectId.
 *
 * @since 0.2.0
 */
package dev.oid.spring.springdoc;
