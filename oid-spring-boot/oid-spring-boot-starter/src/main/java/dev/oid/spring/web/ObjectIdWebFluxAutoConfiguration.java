package dev.oid.spring.web;

import dev.oid.spring.ObjectIdAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.reactive.config.WebFluxConfigurer;

/**
 * Spring WebFlux support for {@link dev.oid.ObjectId} request values: {@code @PathVariable},
 * {@code @RequestParam}, {@code @RequestHeader} and {@code @MatrixVariable} parameters of type {@code ObjectId}.
 *
 * <p>A value that is not 24 hexadecimal characters is answered with {@code 400 Bad Request} whose body carries
 * the message of {@link dev.oid.ObjectId#parse(CharSequence)}: as the {@code detail} of a {@code ProblemDetail}
 * when {@code spring.webflux.problemdetails.enabled=true}, else as the reason of a
 * {@code ResponseStatusException} (made by {@link ObjectIdWebFluxErrorFilter}) rendered by Boot's error handling, where the {@code message} field is shown
 * when {@code server.error.include-message=always}. An empty or blank value ({@code ?id=}) is no id: {@code null},
 * as Spring's own converters make it, so a required parameter is reported missing (also a 400).
 *
 * <p>Property: {@code oid.web.enabled} (default {@code true}). Beans of types {@link ObjectIdWebFluxConfigurer},
 * {@link ObjectIdWebFluxExceptionHandler} and {@link ObjectIdWebFluxErrorFilter} declared by the application replace the ones of this
 * configuration.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class)
@ConditionalOnClass(WebFluxConfigurer.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
@ConditionalOnBooleanProperty(name = "oid.web.enabled", matchIfMissing = true)
public final class ObjectIdWebFluxAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdWebFluxAutoConfiguration() {
    }

    /**
     * The converter registration.
     *
     * @return the configurer that adds the {@code String} to {@code ObjectId} converter
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdWebFluxConfigurer oidWebFluxConfigurer() {
        return new ObjectIdWebFluxConfigurer();
    }

    /**
     * The advice that answers a bad id with a ProblemDetail, when problem details are on.
     *
     * @return the controller advice
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty("spring.webflux.problemdetails.enabled")
    public ObjectIdWebFluxExceptionHandler oidWebFluxExceptionHandler() {
        return new ObjectIdWebFluxExceptionHandler();
    }

    /**
     * The filter that hands a bad id to Boot's error handling as a 400 with the parse message.
     *
     * @return the web filter
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdWebFluxErrorFilter oidWebFluxErrorFilter() {
        return new ObjectIdWebFluxErrorFilter();
    }

    /**
     * Adds the {@code String} to {@link dev.oid.ObjectId} converter to WebFlux's conversion service.
     *
     * @since 0.1.0
     */
    public static class ObjectIdWebFluxConfigurer implements WebFluxConfigurer {

        /** Creates the configurer. */
        public ObjectIdWebFluxConfigurer() {
        }

        @Override
        public void addFormatters(FormatterRegistry registry) {
            registry.addConverter(new StringToObjectIdConverter());
        }
    }
}
