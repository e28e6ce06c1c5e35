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
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values, array elements and type
 * arguments are non-null unless annotated {@code @Nullable}, as the parameters of
 * {@link dev.oid.ObjectId#isValid(CharSequence)} and {@link dev.oid.ObjectId#tryParse(CharSequence)} are, which
 * accept {@code null}. Kotlin reads the annotations from the class files: {@code ObjectId.parse(hex)} returns
 * {@code ObjectId}, not the platform type {@code ObjectId!}; {@code ObjectId.parse(null)}, or a {@code String?}
 * passed to it, does not compile; {@code ObjectId.isValid(null)} does. Static checkers such as NullAway read them
 * too. The {@code org.jspecify:jspecify} jar is an optional dependency: neither compiling against this module nor
 * running it needs the jar.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid;

import org.jspecify.annotations.NullMarked;
