package dev.oid.bson;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.bson.codecs.pojo.ClassModelBuilder;
import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.IdGenerator;
import org.bson.codecs.pojo.PropertyModelBuilder;
import org.bson.codecs.pojo.TypeWithTypeParameters;

/**
 * POJO {@link Convention}s for {@link ObjectId dev.oid.ObjectId} ids.
 *
 * <p>{@link #assignIds()} does for {@code dev.oid.ObjectId} what the driver's
 * {@link Conventions#OBJECT_ID_GENERATORS} does for {@code org.bson.types.ObjectId}: when a POJO whose id
 * property has the type {@code dev.oid.ObjectId} is inserted with a {@code null} id, the POJO codec mints a new
 * id, stores it in the POJO and writes it as {@code _id}. Ids are only minted when the driver encodes a whole
 * document for insertion ({@code EncoderContext.isEncodingCollectibleDocument()}), never for a POJO embedded
 * in another document or used in a filter, and never without this convention.
 *
 * <pre>{@code
 * public class Event {
 *     @BsonId public ObjectId id;      // null until inserted
 *     public String kind;
 * }
 *
 * CodecRegistry registry = CodecRegistries.fromRegistries(
 *         CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *         MongoClientSettings.getDefaultCodecRegistry(),
 *         CodecRegistries.fromProviders(PojoCodecProvider.builder()
 *                 .automatic(true)
 *                 .conventions(ObjectIdConventions.defaultsAndAssignIds())
 *                 .build()));
 * Event event = new Event();
 * events.insertOne(event);             // event.id is now set
 * }</pre>
 *
 * <p>The convention must come after the conventions that choose the id property (the driver's
 * {@link Conventions#CLASS_AND_PROPERTY_CONVENTION} and {@link Conventions#ANNOTATION_CONVENTION}), as in
 * {@link #defaultsAndAssignIds()}. It leaves alone classes with an id generator already set and id properties
 * of any other type. The POJO needs a setter (or the driver's {@link Conventions#SET_PRIVATE_FIELDS_CONVENTION})
 * for the minted id to be stored back into it. Records are immutable: give them an id before inserting.
 *
 * @since 0.1.0
 */
public final class ObjectIdConventions {

    private ObjectIdConventions() {
    }

    /**
     * Returns a convention that gives POJOs with a {@code null} {@code dev.oid.ObjectId} id a new id from the
     * {@linkplain ObjectIdGenerator#defaultGenerator() default generator} when they are inserted.
     *
     * @return the convention; stateless and thread-safe
     */
    public static Convention assignIds() {
        return new AssignIds(ObjectId::generate, "default generator");
    }

    /**
     * Returns a convention that gives POJOs with a {@code null} {@code dev.oid.ObjectId} id a new id from
     * {@code generator} when they are inserted, for example a generator with a test clock.
     *
     * @param generator the generator that mints the ids
     * @return the convention; thread-safe, as the generator is
     * @throws NullPointerException if {@code generator} is {@code null}
     */
    public static Convention assignIds(ObjectIdGenerator generator) {
        Objects.requireNonNull(generator, "generator");
        return new AssignIds(generator::generate, "custom generator");
    }

    /**
     * Returns the driver's {@link Conventions#DEFAULT_CONVENTIONS} followed by {@link #assignIds()}, ready for
     * {@code PojoCodecProvider.Builder.conventions(List)}.
     *
     * @return a new unmodifiable list of conventions
     */
    public static List<Convention> defaultsAndAssignIds() {
        List<Convention> conventions = new ArrayList<>(Conventions.DEFAULT_CONVENTIONS);
        conventions.add(assignIds());
        return Collections.unmodifiableList(conventions);
    }

    /** Sets an id generator on class models whose id property is a {@code dev.oid.ObjectId}. */
    private static final class AssignIds implements Convention {
        private final IdGenerator<ObjectId> idGenerator;
        private final String description;

        AssignIds(Supplier<ObjectId> source, String description) {
            this.idGenerator = new IdGenerator<>() {
                @Override
                public ObjectId generate() {
                    return source.get();
                }

                @Override
                public Class<ObjectId> getType() {
                    return ObjectId.class;
                }
            };
            this.description = description;
        }

        @Override
        public void apply(ClassModelBuilder<?> classModelBuilder) {
            if (classModelBuilder.getIdGenerator() != null || classModelBuilder.getIdPropertyName() == null) {
                return;
            }
            PropertyModelBuilder<?> idProperty = classModelBuilder.getProperty(classModelBuilder.getIdPropertyName());
            if (idProperty != null && idPropertyType(idProperty) == ObjectId.class) {
                classModelBuilder.idGenerator(idGenerator);
            }
        }

        /** The property's type is public only on the built model, as a TypeWithTypeParameters; building has no side effects. */
        private static Class<?> idPropertyType(PropertyModelBuilder<?> idProperty) {
            TypeWithTypeParameters<?> typeData = idProperty.build().getTypeData();
            return typeData.getType();
        }

        @Override
        public String toString() {
            return "ObjectIdConventions.assignIds(" + description + ")";
        }
    }
}
