/**
 * Spring MVC and WebFlux: ObjectId request values, a bad id as a 400 with the parse message.
 *
 * @since 0.1.0
 */
package dev.oid.spring.web;
