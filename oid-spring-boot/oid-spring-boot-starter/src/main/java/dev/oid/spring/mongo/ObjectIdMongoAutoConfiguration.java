package dev.oid.spring.mongo;

import com.mongodb.MongoClientSettings;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.internal.ObjectIdMongoCustomConversions;
import org.bson.codecs.configuration.CodecRegistries;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * MongoDB support for {@link dev.oid.ObjectId}, for the driver that Spring Boot configures and for Spring Data
 * MongoDB.
 *
 * <ul>
 *   <li>The {@link ObjectIdCodecProvider} is added, ahead of the driver's default codecs, to the
 *       {@code MongoClientSettings} of Boot's {@code MongoClient} through a
 *       {@code MongoClientSettingsBuilderCustomizer} (package {@code org.springframework.boot.autoconfigure.mongo}
 *       on Boot 3, {@code org.springframework.boot.mongodb.autoconfigure} on Boot 4), so driver code such as
 *       {@code MongoCollection<Document>} reads and writes {@code dev.oid.ObjectId}.</li>
 *   <li>The {@code MongoCustomConversions} bean in the context, Boot's own or the application's, is kept with all
 *       its converters and settings, and extended with {@link ObjectIdMongoConverters#all()} (the bean is wrapped,
 *       and asked first), so Spring Data stores the type as native BSON ObjectId (type 0x07)
 *       and reads documents that hold driver ObjectIds.</li>
 *   <li>The before-convert callbacks {@link ObjectIdBeforeConvertCallback} and
 *       {@link ObjectIdReactiveBeforeConvertCallback} mint the id of an entity saved with a {@code null}
 *       {@code dev.oid.ObjectId} {@code @Id}, with the {@link ObjectIdGenerator} bean.</li>
 * </ul>
 *
 * <p>Properties: {@code oid.mongodb.enabled} (default {@code true}) switches all of this off;
 * {@code oid.mongodb.generate-ids} (default {@code true}) only the id minting. Entities with
 * {@code org.bson.types.ObjectId} or {@code String} ids are not affected.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class, beforeName = {
        "org.springframework.boot.autoconfigure.data.mongo.MongoDataAutoConfiguration",
        "org.springframework.boot.autoconfigure.data.mongo.MongoReactiveDataAutoConfiguration",
        "org.springframework.boot.data.mongodb.autoconfigure.DataMongoAutoConfiguration",
        "org.springframework.boot.data.mongodb.autoconfigure.DataMongoReactiveAutoConfiguration"})
@ConditionalOnClass(name = "com.mongodb.MongoClientSettings")
@ConditionalOnBooleanProperty(name = "oid.mongodb.enabled", matchIfMissing = true)
public final class ObjectIdMongoAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdMongoAutoConfiguration() {
    }

    /** Puts the oid codec provider first, then the driver's default codecs. */
    static void addCodecProvider(MongoClientSettings.Builder builder) {
        builder.codecRegistry(CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                MongoClientSettings.getDefaultCodecRegistry()));
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer")
    static class Boot3ClientConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "oidMongoClientSettingsBuilderCustomizer")
        org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer
                oidMongoClientSettingsBuilderCustomizer() {
            return ObjectIdMongoAutoConfiguration::addCodecProvider;
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.mongodb.autoconfigure.MongoClientSettingsBuilderCustomizer")
    static class Boot4ClientConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "oidMongoClientSettingsBuilderCustomizer")
        org.springframework.boot.mongodb.autoconfigure.MongoClientSettingsBuilderCustomizer
                oidMongoClientSettingsBuilderCustomizer() {
            return ObjectIdMongoAutoConfiguration::addCodecProvider;
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.data.mongodb.core.convert.MongoCustomConversions")
    static class SpringDataConfiguration {

        /** Extends whichever {@code MongoCustomConversions} bean the context has with the ObjectId converters. */
        @Bean
        static BeanPostProcessor oidMongoCustomConversionsPostProcessor() {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String beanName) {
                    return bean instanceof MongoCustomConversions conversions
                            ? ObjectIdMongoCustomConversions.extend(conversions) : bean;
                }
            };
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnBooleanProperty(name = "oid.mongodb.generate-ids", matchIfMissing = true)
        ObjectIdBeforeConvertCallback oidBeforeConvertCallback(ObjectProvider<MongoMappingContext> mappingContext,
                ObjectIdGenerator generator) {
            return new ObjectIdBeforeConvertCallback(mappingContext, generator);
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnClass(name = "reactor.core.publisher.Mono")
        @ConditionalOnBooleanProperty(name = "oid.mongodb.generate-ids", matchIfMissing = true)
        ObjectIdReactiveBeforeConvertCallback oidReactiveBeforeConvertCallback(
                ObjectProvider<MongoMappingContext> mappingContext, ObjectIdGenerator generator) {
            return new ObjectIdReactiveBeforeConvertCallback(mappingContext, generator);
        }
    }
}
