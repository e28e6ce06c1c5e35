package dev.oid.spring.web;

import dev.oid.spring.ObjectIdAutoConfiguration;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Spring MVC support for {@link dev.oid.ObjectId} request values: {@code @PathVariable}, {@code @RequestParam},
 * {@code @RequestHeader} and {@code @MatrixVariable} parameters of type {@code ObjectId} (and data binding).
 *
 * <p>A value that is not 24 hexadecimal characters is answered with {@code 400 Bad Request} whose body carries
 * the message of {@link dev.oid.ObjectId#parse(CharSequence)}: as the {@code detail} of a {@code ProblemDetail}
 * when {@code spring.mvc.problemdetails.enabled=true}, else through Boot's error attributes, where the
 * {@code message} field is shown when {@code server.error.include-message=always}. An empty or blank value (an
 * empty form field, {@code ?id=}) is no id: {@code null}, as Spring's own converters make it, so a form binds a
 * {@code null} id and a required parameter is reported missing (also a 400).
 *
 * <p>Property: {@code oid.web.enabled} (default {@code true}). Beans of types {@link ObjectIdWebMvcConfigurer}
 * and {@link ObjectIdMvcExceptionHandler} declared by the application replace the ones of this configuration.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class)
@ConditionalOnClass(WebMvcConfigurer.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnBooleanProperty(name = "oid.web.enabled", matchIfMissing = true)
public final class ObjectIdWebMvcAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdWebMvcAutoConfiguration() {
    }

    /**
     * The converter registration.
     *
     * @return the configurer that adds the {@code String} to {@code ObjectId} converter
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdWebMvcConfigurer oidWebMvcConfigurer() {
        return new ObjectIdWebMvcConfigurer();
    }

    /**
     * The handler that turns a bad id into a 400.
     *
     * @param environment the environment, for Boot's own {@code spring.mvc.problemdetails.enabled}
     * @return the controller advice
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdMvcExceptionHandler oidMvcExceptionHandler(Environment environment) {
        return new ObjectIdMvcExceptionHandler(Binder.get(environment)
                .bind("spring.mvc.problemdetails.enabled", Boolean.class).orElse(false));
    }

    /**
     * Adds the {@code String} to {@link dev.oid.ObjectId} converter to Spring MVC's conversion service.
     *
     * @since 0.1.0
     */
    public static class ObjectIdWebMvcConfigurer implements WebMvcConfigurer {

        /** Creates the configurer. */
        public ObjectIdWebMvcConfigurer() {
        }

        @Override
        public void addFormatters(FormatterRegistry registry) {
            registry.addConverter(new StringToObjectIdConverter());
        }
    }
}
