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
 * @since 0.1.0
 */
package dev.oid.validation;
