/**
 * The Jackson 2 and 3 module registration.
 *
 * @since 0.1.0
 */
package dev.oid.spring.jackson;
