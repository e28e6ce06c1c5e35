package dev.oid.spring.mongo;

import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdConversions;
import java.util.List;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The Spring Data MongoDB converters that store {@link ObjectId} as a native BSON ObjectId (type 0x07) and read
 * it back, in {@code _id}, in plain fields, in collections and in map values.
 *
 * <p>{@link ObjectIdMongoAutoConfiguration} registers them in its {@code MongoCustomConversions} bean. An
 * application that declares its own {@code MongoCustomConversions} adds them to its list:
 *
 * <pre>{@code
 * @Bean
 * MongoCustomConversions mongoCustomConversions() {
 *     List<Object> converters = new ArrayList<>(ObjectIdMongoConverters.all());
 *     converters.add(new MyConverter());
 *     return new MongoCustomConversions(converters);
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdMongoConverters {

    private ObjectIdMongoConverters() {
    }

    /**
     * Returns the converters: {@code dev.oid.ObjectId} to {@code org.bson.types.ObjectId} (writing),
     * {@code org.bson.types.ObjectId} to {@code dev.oid.ObjectId} (reading, for documents written by the driver or
     * by Spring Data with the driver's type) and {@code String} to {@code dev.oid.ObjectId} (reading, for ids
     * stored as 24-character hex strings).
     *
     * @return an unmodifiable list of three converters
     */
    public static List<Converter<?, ?>> all() {
        return List.of(ToDriver.INSTANCE, FromDriver.INSTANCE, FromString.INSTANCE);
    }

    /** Writes {@code dev.oid.ObjectId} as the driver's ObjectId, which the driver encodes as BSON type 0x07. */
    @WritingConverter
    enum ToDriver implements Converter<ObjectId, org.bson.types.ObjectId> {
        INSTANCE;

        @Override
        public org.bson.types.ObjectId convert(ObjectId source) {
            return ObjectIdConversions.toDriver(source);
        }
    }

    /** Reads a BSON ObjectId as {@code dev.oid.ObjectId}. */
    @ReadingConverter
    enum FromDriver implements Converter<org.bson.types.ObjectId, ObjectId> {
        INSTANCE;

        @Override
        public ObjectId convert(org.bson.types.ObjectId source) {
            return ObjectIdConversions.fromDriver(source);
        }
    }

    /** Reads an id stored as 24 hex characters; anything else fails with the parse message. */
    @ReadingConverter
    enum FromString implements Converter<String, ObjectId> {
        INSTANCE;

        @Override
        public ObjectId convert(String source) {
            return ObjectId.parse(source);
        }
    }
}
