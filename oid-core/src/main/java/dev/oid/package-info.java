/**
 * MongoDB-style ObjectIds: 12-byte identifiers that any process can mint without coordination.
 *
 * <p>{@link dev.oid.ObjectId} is the immutable value (24 lowercase hex characters as text, 12 big-endian
 * bytes in binary form), {@link dev.oid.ObjectIdGenerator} mints new ids, and {@link dev.oid.ObjectIdLayout}
 * decodes an id under both the current and the legacy (machine + pid) layout of the MongoDB ObjectId
 * specification.
 *
 * <pre>{@code
 * ObjectId id = ObjectId.generate();
 * String hex = id.toHexString();            // e.g. "5a17b9d9ab102555b9c38874"
 * ObjectId same = ObjectId.parse(hex);       // strict: exactly 24 ASCII hex digits
 * Instant created = id.instant();            // second precision, unsigned to 2106
 * ObjectId from = ObjectId.min(Instant.parse("2026-03-01T00:00:00Z"));  // range query boundary
 * }</pre>
 *
 * @since 0.1.0
 */
package dev.oid;
