package dev.oid.spring.springdoc;

import dev.oid.spring.ObjectIdAutoConfiguration;
import com.fasterxml.jackson.databind.JavaType;
import dev.oid.ObjectId;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import java.lang.reflect.Type;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;

/**
 * Describes {@link ObjectId} in springdoc-openapi documents (springdoc 2.8 on Boot 3.5, 3.x on Boot 4.0) as what
 * it is on the wire, {@code {"type": "string", "pattern": "^[0-9a-fA-F]{24}$", "example": "5a17b9d9ab102555b9c38874"}},
 * instead of an object with the fields of the Java class. springdoc applies every {@link ModelConverter} bean.
 *
 * <p>Parameters of type {@code ObjectId} (path, query, header) get the same schema through a springdoc
 * {@link ParameterCustomizer}, because springdoc documents types that Spring converts from {@code String} as plain
 * strings.
 *
 * <p>Property: {@code oid.springdoc.enabled} (default {@code true}); a bean of type
 * {@link ObjectIdModelConverter}, or one named {@code oidParameterCustomizer}, declared by the application replaces
 * this one.
 *
 * @since 0.1.0
 */
@AutoConfiguration(after = ObjectIdAutoConfiguration.class)
@ConditionalOnClass(name = {"org.springdoc.core.configuration.SpringDocConfiguration",
        "io.swagger.v3.core.converter.ModelConverter", "com.fasterxml.jackson.databind.JavaType"})
@ConditionalOnBooleanProperty(name = "oid.springdoc.enabled", matchIfMissing = true)
public final class ObjectIdSpringdocAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdSpringdocAutoConfiguration() {
    }

    /**
     * The model converter.
     *
     * @return the converter that gives {@code ObjectId} its string schema
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdModelConverter oidModelConverter() {
        return new ObjectIdModelConverter();
    }

    /**
     * The parameter customizer: springdoc documents a parameter whose type Spring converts from {@code String}
     * as a plain string, without asking model converters; this gives {@code ObjectId} parameters the same schema.
     *
     * @return the customizer
     */
    @Bean
    @ConditionalOnMissingBean(name = "oidParameterCustomizer")
    public ParameterCustomizer oidParameterCustomizer() {
        return (parameter, methodParameter) -> {
            if (parameter != null && methodParameter.getParameterType() == ObjectId.class) {
                parameter.setSchema(ObjectIdModelConverter.schema());
            }
            return parameter;
        };
    }

    /**
     * A swagger-core {@link ModelConverter} that resolves {@link ObjectId} to a string schema with the ObjectId
     * pattern and an example, and leaves every other type to the next converter.
     *
     * @since 0.1.0
     */
    public static class ObjectIdModelConverter implements ModelConverter {

        /** The pattern of the text form: 24 hexadecimal characters, either case. */
        public static final String PATTERN = "^[0-9a-fA-F]{24}$";

        /** The example id of the schema. */
        public static final String EXAMPLE = "5a17b9d9ab102555b9c38874";

        /** Creates the converter. */
        public ObjectIdModelConverter() {
        }

        /**
         * Resolves {@link ObjectId} to its string schema, anything else through the rest of the chain.
         *
         * @param type the type to describe
         * @param context the converter context
         * @param chain the next converters
         * @return the schema, or {@code null} if no converter resolves the type
         */
        @Override
        public @Nullable Schema<?> resolve(AnnotatedType type, ModelConverterContext context,
                Iterator<ModelConverter> chain) {
            if (isObjectId(type.getType())) {
                return schema();
            }
            return chain.hasNext() ? chain.next().resolve(type, context, chain) : null;
        }

        /**
         * Returns a new schema of {@link ObjectId}: a string of 24 hexadecimal characters, with an example.
         *
         * @return the schema
         */
        public static Schema<String> schema() {
            StringSchema schema = new StringSchema();
            // OpenAPI 3.1 (springdoc's default since 2.8) writes "types"; 3.0 writes "type".
            schema.setTypes(new LinkedHashSet<>(List.of("string")));
            schema.setPattern(PATTERN);
            schema.setExample(EXAMPLE);
            schema.setMinLength(24);
            schema.setMaxLength(24);
            schema.setDescription("ObjectId: 24 hexadecimal characters (12 bytes)");
            return schema;
        }

        private static boolean isObjectId(Type type) {
            return type == ObjectId.class
                    || type instanceof JavaType javaType && javaType.getRawClass() == ObjectId.class;
        }
    }
}
