/**
 * springdoc-openapi: the OpenAPI schema of ObjectId.
 *
 * @since 0.1.0
 */
package dev.oid.spring.springdoc;
