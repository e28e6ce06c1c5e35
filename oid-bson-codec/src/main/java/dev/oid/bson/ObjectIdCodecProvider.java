package dev.oid.bson;

import dev.oid.ObjectId;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;
import org.jspecify.annotations.Nullable;

/**
 * Provides {@link ObjectIdCodec} for {@link ObjectId dev.oid.ObjectId}, and nothing for any other class.
 *
 * <p>Put it in front of the driver's default registry. From then on {@code dev.oid.ObjectId} values in
 * {@link org.bson.Document}s, POJOs, records, collections, maps and filters are stored as native BSON
 * ObjectIds (type 0x07):
 *
 * <pre>{@code
 * CodecRegistry registry = CodecRegistries.fromRegistries(
 *         CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *         MongoClientSettings.getDefaultCodecRegistry());
 * MongoClient client = MongoClients.create(MongoClientSettings.builder()
 *         .applyConnectionString(new ConnectionString(uri))
 *         .codecRegistry(registry)
 *         .build());
 *
 * // With POJOs: our provider first, then the POJO codecs (ObjectIdConventions assigns ids on insert).
 * CodecRegistry pojos = CodecRegistries.fromRegistries(
 *         CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *         MongoClientSettings.getDefaultCodecRegistry(),
 *         CodecRegistries.fromProviders(PojoCodecProvider.builder()
 *                 .automatic(true)
 *                 .conventions(ObjectIdConventions.defaultsAndAssignIds())
 *                 .build()));
 * }</pre>
 *
 * <p>A plain {@code Document} still decodes BSON ObjectIds to the driver's {@code org.bson.types.ObjectId}
 * (the driver's {@code BsonTypeClassMap} decides that); convert with
 * {@link ObjectIdConversions#fromDriver(org.bson.types.ObjectId)}.
 *
 * <p>This class is stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdCodecProvider implements CodecProvider {

    private static final ObjectIdCodec CODEC = new ObjectIdCodec();

    /** Creates the provider. */
    public ObjectIdCodecProvider() {
    }

    /**
     * Returns the codec for {@code dev.oid.ObjectId}, or {@code null} for any other class, so that the
     * registry asks its next provider.
     *
     * @param <T> the type of the class asked for
     * @param clazz the class asked for
     * @param registry the registry asking (not used)
     * @return an {@link ObjectIdCodec} if {@code clazz} is {@code dev.oid.ObjectId}, otherwise {@code null}
     */
    @Override
    // exports: @Nullable is from the optional org.jspecify module, see module-info
    @SuppressWarnings({"unchecked", "exports"})
    public <T> @Nullable Codec<T> get(Class<T> clazz, CodecRegistry registry) {
        return clazz == ObjectId.class ? (Codec<T>) CODEC : null;
    }

    /**
     * Describes the provider.
     *
     * @return {@code "ObjectIdCodecProvider{dev.oid.ObjectId}"}
     */
    @Override
    public String toString() {
        return "ObjectIdCodecProvider{dev.oid.ObjectId}";
    }
}
