package dev.oid.micronaut.internal;

import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdConversions;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Internal;
import io.micronaut.core.convert.MutableConversionService;
import io.micronaut.core.convert.TypeConverterRegistrar;
import jakarta.inject.Singleton;
import org.bson.BsonObjectId;

/**
 * Registers the conversions between {@link ObjectId dev.oid.ObjectId} and the MongoDB driver's
 * {@code org.bson.types.ObjectId} and {@link BsonObjectId}, byte for byte. Micronaut Data MongoDB converts the
 * inserted id the driver reports ({@code BsonObjectId}) to the id property's type with them, for example for an
 * immutable entity whose id was minted on insert.
 */
@Singleton
@Internal
@Requires(classes = {BsonObjectId.class, ObjectIdConversions.class})
final class ObjectIdBsonConverters implements TypeConverterRegistrar {

    @Override
    public void register(MutableConversionService conversionService) {
        conversionService.addConverter(org.bson.types.ObjectId.class, ObjectId.class,
                ObjectIdConversions::fromDriver);
        conversionService.addConverter(ObjectId.class, org.bson.types.ObjectId.class, ObjectIdConversions::toDriver);
        conversionService.addConverter(BsonObjectId.class, ObjectId.class,
                id -> ObjectIdConversions.fromDriver(id.getValue()));
        conversionService.addConverter(ObjectId.class, BsonObjectId.class,
                id -> new BsonObjectId(ObjectIdConversions.toDriver(id)));
    }
}
