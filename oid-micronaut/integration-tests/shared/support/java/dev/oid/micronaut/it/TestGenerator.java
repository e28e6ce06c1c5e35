package dev.oid.micronaut.it;

import dev.oid.ObjectIdGenerator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

/**
 * The application's own {@link ObjectIdGenerator} bean, in the environment {@value #ENVIRONMENT} only (the other tests
 * run with the module's default generator): its ids carry {@value #PROCESS_UNIQUE_HEX} ("oid-1") in bytes 4-8, where a
 * lease would put its slot.
 */
@Factory
@Requires(env = TestGenerator.ENVIRONMENT)
public class TestGenerator {

    /** The environment of the tests that run with this generator. */
    public static final String ENVIRONMENT = "oid-generator";

    /** Bytes 4-8 of every id this generator mints, as hex. */
    public static final String PROCESS_UNIQUE_HEX = "6f69642d31";

    // BEGIN README micronaut
    @Singleton
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder()
                .processUnique(new byte[] {0x6f, 0x69, 0x64, 0x2d, 0x31}) // bytes 4-8 of every id
                .build();
    }
    // END README micronaut
}
