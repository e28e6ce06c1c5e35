package dev.oid.spring.web;

import dev.oid.ObjectId;
import org.jspecify.annotations.Nullable;
import org.springframework.core.convert.converter.Converter;

/**
 * Converts request text to an {@link ObjectId} with {@link ObjectId#parse(CharSequence)}, reporting bad text as
 * {@link InvalidObjectIdException} so that the web error handling can recognise it among conversion failures.
 *
 * <p>Empty or blank text (an empty form field, {@code ?id=}) is no id: it converts to {@code null}, as Spring's own
 * {@code String} to {@code UUID} converter does, so that a form's empty hidden {@code id} binds a {@code null} id and a
 * required parameter is reported missing. Any other text is parsed strictly, without trimming.
 */
final class StringToObjectIdConverter implements Converter<String, ObjectId> {

    @Override
    public @Nullable ObjectId convert(String source) {
        if (source.isBlank()) {
            return null;
        }
        try {
            return ObjectId.parse(source);
        } catch (IllegalArgumentException e) {
            throw new InvalidObjectIdException(e);
        }
    }
}
