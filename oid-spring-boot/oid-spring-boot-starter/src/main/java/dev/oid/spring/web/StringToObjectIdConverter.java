package dev.oid.spring.web;

import dev.oid.ObjectId;
import org.springframework.core.convert.converter.Converter;

/**
 * Converts request text to an {@link ObjectId} with {@link ObjectId#parse(CharSequence)}, reporting bad text as
 * {@link InvalidObjectIdException} so that the web error handling can recognise it among conversion failures.
 */
final class StringToObjectIdConverter implements Converter<String, ObjectId> {

    @Override
    public ObjectId convert(String source) {
        try {
            return ObjectId.parse(source);
        } catch (IllegalArgumentException e) {
            throw new InvalidObjectIdException(e);
        }
    }
}
