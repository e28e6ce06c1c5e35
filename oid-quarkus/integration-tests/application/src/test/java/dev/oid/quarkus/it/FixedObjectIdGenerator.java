package dev.oid.quarkus.it;

import dev.oid.ObjectIdGenerator;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * An application's own {@link ObjectIdGenerator} bean, as a lease or a test clock would provide it: a fixed clock
 * and an assigned process-unique value, so that every id it mints is known but for its counter. An alternative
 * selected only by {@link ReplacedObjectIdGeneratorTest}'s profile; the other tests run with the extension's
 * default bean.
 */
@Dependent
@Alternative
public class FixedObjectIdGenerator {

    /** The second every id is minted in: 2030-01-02T03:04:05Z, {@code 70dd5525} as the id's first 4 bytes. */
    static final Instant SECOND = Instant.parse("2030-01-02T03:04:05Z");

    /** The process-unique value, bytes 4-8 of every id: {@code 0a1b2c3d4e}. */
    static final byte[] PROCESS_UNIQUE = {0x0a, 0x1b, 0x2c, 0x3d, 0x4e};

    /**
     * Produces the application's generator.
     *
     * @return a generator with a fixed clock and process-unique value
     */
    @Alternative
    // BEGIN README quarkus-generator
    @Produces
    @Singleton
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder()
                .clock(Clock.fixed(SECOND, ZoneOffset.UTC))   // every id of 2030-01-02T03:04:05Z
                .processUnique(PROCESS_UNIQUE)                 // bytes 4-8: 0a1b2c3d4e
                .build();
    }
    // END README quarkus-generator
}
