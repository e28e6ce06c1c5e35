/**
 * Implementation of the oid constraints; not an API, not exported, subject to change without notice.
 *
 * <p>Null-marked: parameters, return values and fields are non-null unless annotated {@code @Nullable}.
 */
@NullMarked
package dev.oid.validation.internal;

import org.jspecify.annotations.NullMarked;
