/**
 * Serializers, deserializers and helpers behind {@link dev.oid.jackson.ObjectIdModule}; not exported, not API.
 *
 * <p>Null-marked: parameters, return values and fields are non-null unless annotated {@code @Nullable}.
 */
@NullMarked
package dev.oid.jackson.internal;

import org.jspecify.annotations.NullMarked;
