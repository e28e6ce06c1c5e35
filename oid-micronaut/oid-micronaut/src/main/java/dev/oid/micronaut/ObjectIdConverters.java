package dev.oid.micronaut;

import dev.oid.ObjectId;
import dev.oid.micronaut.internal.InvalidObjectIdException;
import io.micronaut.core.convert.MutableConversionService;
import io.micronaut.core.convert.TypeConverterRegistrar;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * Registers the conversions of {@link ObjectId} with Micronaut's conversion service: from and to text (24
 * hexadecimal digits, as {@link ObjectId#parse(CharSequence)} and {@link ObjectId#toHexString()}) and from and to
 * {@code byte[]} (the 12 bytes, as {@link ObjectId#fromBytes(byte[])} and {@link ObjectId#toByteArray()}).
 *
 * <p>They make {@code @PathVariable}, {@code @QueryValue} and {@code @Header} parameters of type {@code ObjectId}
 * (and lists of them) bind, let configuration properties have the type, and let Micronaut Data
 * JDBC store an {@code ObjectId} declared {@code @TypeDef(type = DataType.BYTE_ARRAY)} in a 12-byte binary column.
 * An empty text is no value, as for Micronaut's own conversions of {@code UUID}s and numbers: the conversion is empty
 * and rejects nothing, so an empty {@code ?id=} leaves an optional parameter {@code null} and a required one missing
 * ({@code 400}, "Required QueryValue [id] not specified"). Any other text that is not an ObjectId (blank text too, as
 * for a {@code UUID}) is rejected, never converted: the conversion is empty and the conversion context holds an error
 * whose message is exactly {@code ObjectId.parse}'s, which the HTTP server answers with {@code 400 Bad Request} and
 * that message as a plain-text body. A {@code byte[]} of any length other than 12 is
 * rejected the same way, with {@link ObjectId#fromBytes(byte[])}'s message.
 *
 * <pre>{@code
 * ConversionService conversions = applicationContext.getConversionService();
 * conversions.convert("5a17b9d9ab102555b9c38874", ObjectId.class);   // Optional[5a17b9d9ab102555b9c38874]
 * conversions.convert("xyz", ObjectId.class);                        // Optional.empty, the parse error rejected
 * conversions.convert("", ObjectId.class);                           // Optional.empty, nothing rejected
 * }</pre>
 *
 * <p>A bean of every application context; stateless and thread-safe.
 *
 * @since 0.1.0
 */
@Singleton
public final class ObjectIdConverters implements TypeConverterRegistrar {

    /** Creates the registrar; Micronaut makes it a bean. */
    public ObjectIdConverters() {
    }

    /**
     * Adds the conversions {@code CharSequence -> ObjectId}, {@code ObjectId -> String},
     * {@code byte[] -> ObjectId} and {@code ObjectId -> byte[]}.
     *
     * @param conversionService the conversion service being set up
     */
    @Override
    public void register(MutableConversionService conversionService) {
        conversionService.addConverter(CharSequence.class, ObjectId.class, (text, targetType, context) -> {
            if (text.isEmpty()) {
                return Optional.empty(); // no value, not a bad one: as Micronaut's own UUID and number conversions
            }
            try {
                return Optional.of(ObjectId.parse(text));
            } catch (IllegalArgumentException e) {
                context.reject(text, new InvalidObjectIdException(e));
                return Optional.empty();
            }
        });
        conversionService.addConverter(ObjectId.class, String.class, ObjectId::toHexString);
        conversionService.addConverter(byte[].class, ObjectId.class, (bytes, targetType, context) -> {
            try {
                return Optional.of(ObjectId.fromBytes(bytes));
            } catch (IllegalArgumentException e) {
                context.reject(bytes, e); // fromBytes's message: expected exactly 12 bytes, found n
                return Optional.empty();
            }
        });
        conversionService.addConverter(ObjectId.class, byte[].class, ObjectId::toByteArray);
    }
}
