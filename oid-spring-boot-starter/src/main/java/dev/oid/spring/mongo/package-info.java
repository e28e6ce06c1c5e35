/**
 * The MongoDB driver and Spring Data MongoDB: the codec provider, conversions to native BSON ObjectId, ids minted on save, and query helpers.
 *
 * @since 0.1.0
 */
package dev.oid.spring.mongo;
