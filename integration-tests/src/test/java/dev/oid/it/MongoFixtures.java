package dev.oid.it;

import java.util.List;

import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.PojoCodecProvider;

import com.mongodb.MongoClientSettings;

import dev.oid.bson.ObjectIdCodecProvider;
import dev.oid.bson.ObjectIdConventions;

/** The codec registries an application builds, exactly as the oid-bson-codec documentation shows them. */
final class MongoFixtures {

    private MongoFixtures() {
    }

    /**
     * Our provider first, then the driver's defaults, then POJOs and records whose {@code dev.oid.ObjectId} ids are
     * assigned on insert by the default generator.
     */
    static CodecRegistry applicationRegistry() {
        return applicationRegistry(ObjectIdConventions.defaultsAndAssignIds());
    }

    static CodecRegistry applicationRegistry(List<Convention> conventions) {
        return CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                MongoClientSettings.getDefaultCodecRegistry(),
                CodecRegistries.fromProviders(PojoCodecProvider.builder()
                        .automatic(true)
                        .conventions(conventions)
                        .build()));
    }

    /** The driver's default registry only: what a program that has never heard of oid uses. */
    static CodecRegistry plainDriverRegistry() {
        return MongoClientSettings.getDefaultCodecRegistry();
    }

    /** A database name of its own for each test class and run, dropped afterwards. */
    static String uniqueDatabaseName(Class<?> testClass) {
        return "oid_it_" + testClass.getSimpleName().toLowerCase(java.util.Locale.ROOT) + "_"
                + dev.oid.ObjectId.generate().toHexString().substring(16);
    }
}
