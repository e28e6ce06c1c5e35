package dev.oid.micronaut;

import dev.oid.ObjectIdGenerator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.time.InstantSource;

/** An application's own generator, active with the property {@value #PROPERTY}: a fixed clock and value. */
@Factory
@Requires(property = TestGenerator.PROPERTY)
class TestGenerator {

    static final String PROPERTY = "test.oid.generator";

    @Singleton
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(Instant.parse("2017-11-24T06:19:05Z")))
                .processUnique(new byte[] {0x6f, 0x69, 0x64, 0x2d, 0x31}) // "oid-1"
                .build();
    }
}
