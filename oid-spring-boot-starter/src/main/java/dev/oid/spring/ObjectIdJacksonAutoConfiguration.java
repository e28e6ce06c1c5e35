package dev.oid.spring;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Registers the {@link dev.oid.ObjectId} Jackson module of the Jackson major that the application's Spring Boot
 * uses.
 *
 * <p>Spring Boot 3 builds its {@code ObjectMapper} with Jackson 2 and adds every bean of type
 * {@code com.fasterxml.jackson.databind.Module}: this configuration contributes {@code dev.oid.jackson.ObjectIdModule}
 * (artifact {@code oid-jackson}). Spring Boot 4 builds its {@code JsonMapper} with Jackson 3 and adds every bean
 * of type {@code tools.jackson.databind.JacksonModule}: this configuration contributes
 * {@code dev.oid.jackson3.ObjectIdModule} (artifact {@code oid-jackson3}). Each is created only when its module
 * class is on the class path and no bean of that type exists.
 *
 * <p>When Boot's Jackson auto-configuration of one line and that Jackson are present but the matching oid artifact
 * is not, the application fails to start with a message naming the artifact to add: otherwise ids would be written as
 * the empty object {@code {}} with no error (the Jackson-major mistake of declaring a Jackson 2 module on
 * Boot 4).
 *
 * <p>Properties: {@code oid.jackson.enabled} (default {@code true}), {@code oid.jackson.shape}: {@code string}
 * (default, {@code "5a17b9d9ab102555b9c38874"}) or {@code object} (Extended JSON
 * {@code {"$oid": "5a17b9d9ab102555b9c38874"}}).
 *
 * @since 0.2.0
 */
@AutoConfiguration(beforeName = {
        "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration",
        "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration"})
@ConditionalOnProperty(prefix = "oid.jackson", name = "enabled", havingValue = "true", matchIfMissing = true)
public class ObjectIdJacksonAutoConfiguration {

    /** Spring Boot 3's Jackson auto-configuration. */
    static final String BOOT3_JACKSON = "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration";

    /** Spring Boot 4's Jackson 3 auto-configuration (module {@code spring-boot-jackson}). */
    static final String BOOT4_JACKSON = "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration";

    /**
     * Jackson 2 itself: Boot 3 ships its Jackson auto-configuration in {@code spring-boot-autoconfigure}, present
     * in every Boot 3 application, and activates it only with this class.
     */
    static final String JACKSON2_MAPPER = "com.fasterxml.jackson.databind.ObjectMapper";

    /** Jackson 3 itself, which Boot 4's Jackson auto-configuration needs. */
    static final String JACKSON3_MAPPER = "tools.jackson.databind.json.JsonMapper";

    /** Creates the configuration; called by Spring. */
    public ObjectIdJacksonAutoConfiguration() {
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.Module", "dev.oid.jackson.ObjectIdModule"})
    static class Jackson2Configuration {

        @Bean
        @ConditionalOnMissingBean
        dev.oid.jackson.ObjectIdModule oidJackson2Module(@Value("${oid.jackson.shape:string}") String shape) {
            return new dev.oid.jackson.ObjectIdModule(ShapeSetting.shape(shape));
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"tools.jackson.databind.JacksonModule", "dev.oid.jackson3.ObjectIdModule"})
    static class Jackson3Configuration {

        @Bean
        @ConditionalOnMissingBean
        dev.oid.jackson3.ObjectIdModule oidJackson3Module(@Value("${oid.jackson.shape:string}") String shape) {
            return new dev.oid.jackson3.ObjectIdModule(ShapeSetting.shape(shape));
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {BOOT3_JACKSON, JACKSON2_MAPPER})
    @ConditionalOnMissingClass("dev.oid.jackson.ObjectIdModule")
    static class MissingJackson2Module {

        @Bean
        Object oidJackson2ModuleMissing() {
            throw new IllegalStateException("Spring Boot 3 writes JSON with Jackson 2, but dev.oid:oid-jackson is not"
                    + " on the class path, so ObjectIds would not be written as ids; add the dependency"
                    + " dev.oid:oid-jackson, or set oid.jackson.enabled=false");
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {BOOT4_JACKSON, JACKSON3_MAPPER})
    @ConditionalOnMissingClass("dev.oid.jackson3.ObjectIdModule")
    static class MissingJackson3Module {

        @Bean
        Object oidJackson3ModuleMissing() {
            throw new IllegalStateException("Spring Boot 4 writes JSON with Jackson 3, but dev.oid:oid-jackson3 is"
                    + " not on the class path, so ObjectIds would be written as {}; add the dependency"
                    + " dev.oid:oid-jackson3 (oid-jackson is for Jackson 2 and Spring Boot 3), or set"
                    + " oid.jackson.enabled=false");
        }
    }

    /**
     * The {@code oid.jackson.shape} setting. A class of its own: Spring introspects the methods of the
     * auto-configuration class itself in every application, and a Jackson type in one of their signatures would
     * fail an application that has no Jackson at all (a Boot 3 application with JPA only, say).
     */
    static final class ShapeSetting {

        private ShapeSetting() {
        }

        /**
         * Reads {@code oid.jackson.shape}.
         *
         * @param value the property value
         * @return {@code STRING} or {@code OBJECT}
         * @throws IllegalStateException if the value is neither {@code string} nor {@code object}
         */
        static JsonFormat.Shape shape(String value) {
            return switch (value.trim().toLowerCase(Locale.ROOT)) {
                case "string" -> JsonFormat.Shape.STRING;
                case "object" -> JsonFormat.Shape.OBJECT;
                default -> throw new IllegalStateException("Invalid oid.jackson.shape \"" + value
                        + "\"; expected \"string\" (24 hex characters) or \"object\" ({\"$oid\": ...})");
            };
        }
    }
}
