package dev.oid.micronaut.internal;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.bson.ObjectIdConversions;
import io.micronaut.configuration.mongo.core.CodecRegistryBuilder;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.core.annotation.Internal;
import io.micronaut.core.beans.BeanIntrospection;
import io.micronaut.core.beans.BeanIntrospector;
import io.micronaut.core.beans.BeanProperty;
import jakarta.inject.Singleton;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Optional;
import org.bson.BsonObjectId;
import org.bson.BsonReader;
import org.bson.BsonValue;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.CollectibleCodec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.jspecify.annotations.Nullable;

/**
 * Mints {@code @GeneratedValue} ids of type {@link ObjectId dev.oid.ObjectId} of Micronaut Data MongoDB entities on
 * insert, as Micronaut Data does for the driver's {@code org.bson.types.ObjectId}.
 *
 * <p>Micronaut Data MongoDB's entity codec generates ids only for the driver's ObjectId and for {@code String}, and
 * refuses every insert of an entity whose {@code @GeneratedValue} id has any other type, even one whose id is set.
 * This listener wraps the codec registry builder of every MongoDB client, so that the codec of such an entity (a
 * {@code @MappedEntity} whose {@code @Id @GeneratedValue} property has the type {@code dev.oid.ObjectId}) mints a new
 * id from the application's {@link ObjectIdGenerator} bean when the id is {@code null}, keeps an id that is set, and reports the id to the
 * driver as a BSON ObjectId. Encoding and decoding stay the entity codec's own; every other class is left alone. The
 * generator bean is looked up when a client builds its registry, not when this listener is created.
 */
@Singleton
@Internal
@Requires(classes = {CodecRegistryBuilder.class, ObjectIdCodecProvider.class})
final class ObjectIdEntityCodecs implements BeanCreatedEventListener<CodecRegistryBuilder> {

    private static final String MAPPED_ENTITY = "io.micronaut.data.annotation.MappedEntity";
    private static final String ID = "io.micronaut.data.annotation.Id";
    private static final String GENERATED_VALUE = "io.micronaut.data.annotation.GeneratedValue";

    private final BeanProvider<ObjectIdGenerator> generator;

    ObjectIdEntityCodecs(BeanProvider<ObjectIdGenerator> generator) {
        this.generator = generator;
    }

    @Override
    public CodecRegistryBuilder onCreated(BeanCreatedEvent<CodecRegistryBuilder> event) {
        CodecRegistryBuilder builder = event.getBean();
        return configuration -> new MintingRegistry(builder.build(configuration), generator.get());
    }

    /**
     * The {@code @Id @GeneratedValue} property of type {@code dev.oid.ObjectId} of a mapped entity, if it has one.
     */
    @SuppressWarnings("unchecked")
    static <T> Optional<BeanProperty<T, ObjectId>> generatedObjectIdProperty(Class<T> type) {
        if (type.isPrimitive() || type.isArray() || type.isEnum() || type.getName().startsWith("java.")) {
            return Optional.empty();
        }
        Optional<BeanIntrospection<T>> introspection = BeanIntrospector.SHARED.findIntrospection(type);
        if (introspection.isEmpty() || !introspection.get().hasStereotype(MAPPED_ENTITY)) {
            return Optional.empty();
        }
        for (BeanProperty<T, Object> property : introspection.get().getBeanProperties()) {
            if (ObjectId.class.equals(property.getType()) && property.hasStereotype(ID)
                    && property.hasStereotype(GENERATED_VALUE)) {
                return Optional.of((BeanProperty<T, ObjectId>) (BeanProperty<T, ?>) property);
            }
        }
        return Optional.empty();
    }

    /** A registry that wraps the codecs of entities with a generated {@code dev.oid.ObjectId} id. */
    private static final class MintingRegistry implements CodecRegistry {

        private final CodecRegistry delegate;
        private final ObjectIdGenerator generator;
        private final ClassValue<Optional<BeanProperty<?, ObjectId>>> ids = new ClassValue<>() {
            @Override
            protected Optional<BeanProperty<?, ObjectId>> computeValue(Class<?> type) {
                return generatedObjectIdProperty(type).map(p -> p);
            }
        };

        MintingRegistry(CodecRegistry delegate, ObjectIdGenerator generator) {
            this.delegate = delegate;
            this.generator = generator;
        }

        @Override
        public <T> Codec<T> get(Class<T> clazz) {
            return wrap(clazz, delegate.get(clazz));
        }

        @Override
        public <T> @Nullable Codec<T> get(Class<T> clazz, CodecRegistry registry) {
            return wrap(clazz, delegate.get(clazz, registry));
        }

        @Override
        public <T> Codec<T> get(Class<T> clazz, List<Type> typeArguments) {
            return wrap(clazz, delegate.get(clazz, typeArguments));
        }

        @Override
        public <T> @Nullable Codec<T> get(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
            return wrap(clazz, delegate.get(clazz, typeArguments, registry));
        }

        @SuppressWarnings("unchecked")
        private <T, C extends @Nullable Codec<T>> C wrap(Class<T> clazz, C codec) {
            if (codec instanceof CollectibleCodec<T> collectible && !(codec instanceof MintingCodec)) {
                Optional<BeanProperty<?, ObjectId>> id = ids.get(clazz);
                if (id.isPresent()) {
                    return (C) new MintingCodec<>(collectible, (BeanProperty<T, ObjectId>) id.get(), generator);
                }
            }
            return codec;
        }

        @Override
        public String toString() {
            return "ObjectIdEntityCodecs.MintingRegistry{" + delegate + "}";
        }
    }

    /** An entity codec whose ids are minted here; everything else is the entity codec's. */
    private static final class MintingCodec<T> implements CollectibleCodec<T> {

        private final CollectibleCodec<T> delegate;
        private final BeanProperty<T, ObjectId> id;
        private final ObjectIdGenerator generator;

        MintingCodec(CollectibleCodec<T> delegate, BeanProperty<T, ObjectId> id, ObjectIdGenerator generator) {
            this.delegate = delegate;
            this.id = id;
            this.generator = generator;
        }

        @Override
        public void encode(BsonWriter writer, T value, EncoderContext encoderContext) {
            delegate.encode(writer, value, encoderContext);
        }

        @Override
        public T decode(BsonReader reader, DecoderContext decoderContext) {
            return delegate.decode(reader, decoderContext);
        }

        @Override
        public Class<T> getEncoderClass() {
            return delegate.getEncoderClass();
        }

        @Override
        public T generateIdIfAbsentFromDocument(T document) {
            return id.get(document) == null ? id.withValue(document, generator.generate()) : document;
        }

        @Override
        public boolean documentHasId(T document) {
            return id.get(document) != null;
        }

        @Override
        public BsonValue getDocumentId(T document) {
            ObjectId value = id.get(document);
            if (value == null) {
                throw new IllegalStateException("The document has no id yet: " + id.getDeclaringBean().getBeanType()
                        .getName() + "." + id.getName() + " is null");
            }
            return new BsonObjectId(ObjectIdConversions.toDriver(value));
        }
    }
}
