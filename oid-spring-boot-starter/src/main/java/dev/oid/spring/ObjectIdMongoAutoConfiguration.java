package dev.oid.spring;

import com.mongodb.MongoClientSettings;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdCodecProvider;
import java.util.Locale;
import org.bson.codecs.configuration.CodecRegistries;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions.BigDecimalRepresentation;
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
 *   <li>A {@code MongoCustomConversions} bean with {@link ObjectIdMongoConverters#all()}, so Spring Data stores
 *       the type as native BSON ObjectId (type 0x07) and reads documents that hold driver ObjectIds. An
 *       application that declares its own {@code MongoCustomConversions} bean adds
 *       {@link ObjectIdMongoConverters#all()} to it. The property
 *       {@code spring.data.mongodb.representation.big-decimal} is applied as Boot 4 does.</li>
 *   <li>An {@link ObjectIdGenerator} bean (the {@linkplain ObjectIdGenerator#defaultGenerator() default
 *       generator}) and the before-convert callbacks {@link ObjectIdBeforeConvertCallback} and
 *       {@link ObjectIdReactiveBeforeConvertCallback}, which mint the id of an entity saved with a
 *       {@code null} {@code dev.oid.ObjectId} {@code @Id}.</li>
 * </ul>
 *
 * <p>Properties: {@code oid.mongodb.enabled} (default {@code true}) switches all of this off;
 * {@code oid.mongodb.generate-ids} (default {@code true}) only the id minting. Entities with
 * {@code org.bson.types.ObjectId} or {@code String} ids are not affected.
 *
 * @since 0.2.0
 */
@AutoConfiguration(beforeName = {
        "org.springframework.boot.autoconfigure.data.mongo.MongoDataAutoConfiguration",
        "org.springframework.boot.autoconfigure.data.mongo.MongoReactiveDataAutoConfiguration",
        "org.springframework.boot.data.mongodb.autoconfigure.DataMongoAutoConfiguration",
        "org.springframework.boot.data.mongodb.autoconfigure.DataMongoReactiveAutoConfiguration"})
@ConditionalOnClass(name = {"com.mongodb.MongoClientSettings", "dev.oid.bson.ObjectIdCodecProvider"})
@ConditionalOnProperty(prefix = "oid.mongodb", name = "enabled", havingValue = "true", matchIfMissing = true)
public class ObjectIdMongoAutoConfiguration {

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

        /**
         * Our converters, plus what Boot 4 would have configured in the bean this one replaces:
         * {@code spring.data.mongodb.representation.big-decimal}.
         */
        @Bean
        @ConditionalOnMissingBean
        MongoCustomConversions mongoCustomConversions(Environment environment) {
            String bigDecimal = environment.getProperty("spring.data.mongodb.representation.big-decimal");
            return MongoCustomConversions.create(adapter -> {
                adapter.registerConverters(ObjectIdMongoConverters.all());
                if (bigDecimal != null && !bigDecimal.isBlank()) {
                    adapter.bigDecimal(BigDecimalRepresentation.valueOf(
                            bigDecimal.strip().toUpperCase(Locale.ROOT).replace('-', '_')));
                }
            });
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnProperty(prefix = "oid.mongodb", name = "generate-ids", havingValue = "true",
                matchIfMissing = true)
        ObjectIdGenerator oidObjectIdGenerator() {
            return ObjectIdGenerator.defaultGenerator();
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnProperty(prefix = "oid.mongodb", name = "generate-ids", havingValue = "true",
                matchIfMissing = true)
        ObjectIdBeforeConvertCallback oidBeforeConvertCallback(ObjectProvider<MongoMappingContext> mappingContext,
                ObjectIdGenerator generator) {
            return new ObjectIdBeforeConvertCallback(mappingContext, generator);
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnClass(name = "reactor.core.publisher.Mono")
        @ConditionalOnProperty(prefix = "oid.mongodb", name = "generate-ids", havingValue = "true",
                matchIfMissing = true)
        ObjectIdReactiveBeforeConvertCallback oidReactiveBeforeConvertCallback(
                ObjectProvider<MongoMappingContext> mappingContext, ObjectIdGenerator generator) {
            return new ObjectIdReactiveBeforeConvertCallback(mappingContext, generator);
        }
    }
}
