package dev.oid.spring.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import dev.oid.spring.OidProperties;

/**
 * {@code oid.jackson.shape} as the {@link JsonFormat.Shape} both ObjectId modules take. A class of its own: Spring
 * introspects the methods of an auto-configuration class in every application, and a Jackson type in one of their
 * signatures would fail an application that has no Jackson at all.
 */
final class JacksonShapes {

    private JacksonShapes() {
    }

    static JsonFormat.Shape of(OidProperties.Shape shape) {
        return shape == OidProperties.Shape.OBJECT ? JsonFormat.Shape.OBJECT : JsonFormat.Shape.STRING;
    }
}
