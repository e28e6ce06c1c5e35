package dev.oid.micronaut.internal;

import dev.oid.validation.ValidObjectId;
import io.micronaut.context.StaticMessageSource;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.Properties;

/**
 * The default messages of oid's constraints for micronaut-validation, which reads messages from
 * {@link io.micronaut.context.MessageSource} beans, not from the {@code ContributorValidationMessages} bundles that
 * Hibernate Validator merges. The messages are read from those bundles in oid-validation's jar, so the text is the
 * one Hibernate Validator reports; an application overrides a key with a message source of its own, or with the
 * constraint's {@code message}.
 */
@Singleton
@Internal
@Requires(classes = {ConstraintValidator.class, ValidObjectId.class})
final class ValidObjectIdMessages extends StaticMessageSource {

    /** The bundle of oid-validation's default messages. */
    static final String BUNDLE = "ContributorValidationMessages.properties";

    /** The prefix of oid's message keys. */
    static final String PREFIX = "dev.oid.validation.";

    /** Reads oid's messages from the class path. */
    ValidObjectIdMessages() {
        try {
            Enumeration<URL> bundles = ValidObjectId.class.getClassLoader().getResources(BUNDLE);
            while (bundles.hasMoreElements()) {
                Properties messages = new Properties();
                try (InputStream in = bundles.nextElement().openStream()) {
                    messages.load(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
                }
                for (String key : messages.stringPropertyNames()) {
                    if (key.startsWith(PREFIX)) {
                        addMessage(key, messages.getProperty(key));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read oid's validation messages (" + BUNDLE + ")", e);
        }
    }
}
