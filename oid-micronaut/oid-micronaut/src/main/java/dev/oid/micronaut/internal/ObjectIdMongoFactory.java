package dev.oid.micronaut.internal;

import dev.oid.bson.ObjectIdCodecProvider;
import io.micronaut.configuration.mongo.core.AbstractMongoConfiguration;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Adds oid's {@link ObjectIdCodecProvider} to the codec registry of every MongoDB client Micronaut creates:
 * micronaut-mongo adds each {@link CodecRegistry} bean to it, and Micronaut Data MongoDB's entity codecs ask that
 * registry for the codec of every property type, so {@code ObjectId} {@code _id}s, fields and list elements are
 * written and read as native BSON ObjectIds (type 0x07).
 */
@Factory
@Internal
@Requires(classes = {CodecRegistry.class, ObjectIdCodecProvider.class, AbstractMongoConfiguration.class})
final class ObjectIdMongoFactory {

    /** The registry of {@link ObjectIdCodecProvider} alone: a codec for {@code dev.oid.ObjectId} and nothing else. */
    @Singleton
    @Named("oid")
    CodecRegistry objectIdCodecRegistry() {
        return CodecRegistries.fromProviders(new ObjectIdCodecProvider());
    }
}
