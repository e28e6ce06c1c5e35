/**
 * The {@link dev.oid.validation.ValidObjectId} Jakarta Validation constraint: a {@code CharSequence} must be
 * an ObjectId in text form, exactly 24 ASCII hexadecimal characters, as accepted by
 * {@link dev.oid.ObjectId#isValid(CharSequence)}.
 *
 * <pre>{@code
 * record CreateOrder(@NotNull @ValidObjectId String customerId,
 *                    List<@ValidObjectId String> itemIds) { }
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.validation;

import org.jspecify.annotations.NullMarked;
