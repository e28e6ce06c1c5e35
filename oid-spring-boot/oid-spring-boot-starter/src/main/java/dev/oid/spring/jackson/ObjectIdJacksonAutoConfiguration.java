package dev.oid.spring.jackson;

import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.OidProperties;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
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
 * {@code dev.oid.jackson3.ObjectIdModule} (artifact {@code oid-jackson3}). The starter brings both artifacts; each
 * module is created only when its Jackson is on the class path and no bean of that type exists.
 *
 * <p>A Jackson 2 {@code ObjectIdModule} bean declared by an application that writes JSON with Jackson 3 only (Spring
 * Boot 4 without a Jackson 2 {@code ObjectMapper}) would never be used; the application then fails to start with an
 * {@link dev.oid.spring.ObjectIdSetupException} that says so.
 *
 * <p>Properties: {@code oid.jackson.enabled} (default {@code true}), {@code oid.jackson.shape}: {@code string}
 * (default, {@code "5a17b9d9ab102555b9c38874"}) or {@code object} (Extended JSON
 * {@code {"$oid": "5a17b9d9ab102555b9c38874"}}).
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration",
        "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration"})
@ConditionalOnBooleanProperty(name = "oid.jackson.enabled", matchIfMissing = true)
public final class ObjectIdJacksonAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdJacksonAutoConfiguration() {
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.fasterxml.jackson.databind.Module", "dev.oid.jackson.ObjectIdModule"})
    static class Jackson2Configuration {

        @Bean
        @ConditionalOnMissingBean
        dev.oid.jackson.ObjectIdModule oidJackson2Module(OidProperties properties) {
            return new dev.oid.jackson.ObjectIdModule(JacksonShapes.of(properties.jackson().shape()));
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"tools.jackson.databind.JacksonModule", "dev.oid.jackson3.ObjectIdModule"})
    static class Jackson3Configuration {

        @Bean
        @ConditionalOnMissingBean
        dev.oid.jackson3.ObjectIdModule oidJackson3Module(OidProperties properties) {
            return new dev.oid.jackson3.ObjectIdModule(JacksonShapes.of(properties.jackson().shape()));
        }
    }

    /** On Spring Boot 4 with Jackson 2 also on the class path: refuses a Jackson 2 module nothing would use. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration",
            "tools.jackson.databind.json.JsonMapper", "com.fasterxml.jackson.databind.ObjectMapper",
            "dev.oid.jackson.ObjectIdModule"})
    static class Jackson2ModuleOnJackson3Check {

        @Bean
        static SmartInitializingSingleton oidJackson2ModuleCheck(ListableBeanFactory beans) {
            return () -> JacksonSetup.checkNoUnusedJackson2Module(beans);
        }
    }
}
