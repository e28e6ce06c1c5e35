/**
 * The pipeline behind {@code oid demo}: one id through MongoDB (BSON codec), SQL (JPA / Hibernate) and a loopback
 * REST API (Jackson, Bean Validation). Internal: not exported, no compatibility promise.
 */
package dev.oid.cli.internal.demo;
