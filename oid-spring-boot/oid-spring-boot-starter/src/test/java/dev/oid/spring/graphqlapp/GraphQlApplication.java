package dev.oid.spring.graphqlapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.time.InstantSource;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring for GraphQL application over Spring Data MongoDB, as its users write one: {@code scalar ObjectId} in the
 * schema, {@code @Argument ObjectId} in a controller, a repository that scrolls by keyset behind a connection
 * field. No ObjectId glue, only a generator of its own, so that a minted id is known to be the starter's.
 */
@SpringBootApplication
public class GraphQlApplication {

    /** The second of every id this application mints. */
    public static final Instant CLOCK = Instant.parse("2031-02-03T04:05:06Z");

    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(CLOCK))
                .processUnique(new byte[] {0x0a, 0x0b, 0x0c, 0x0d, 0x0e}).build();
    }
}
