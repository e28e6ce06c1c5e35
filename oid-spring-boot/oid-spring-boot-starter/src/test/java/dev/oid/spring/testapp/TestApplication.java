package dev.oid.spring.testapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.time.InstantSource;
import java.util.SplittableRandom;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The application the scenario tests start, on Spring Boot 3.5 (this module) and 4.0
 * (integration-tests/spring-boot-4.0, which compiles these same sources): no ObjectId glue, only an {@link ObjectIdGenerator} on a fixed clock so
 * that ids minted on save have a known timestamp (and prove that this generator, not the driver, minted them).
 */
@SpringBootApplication
public class TestApplication {

    /** The second every id minted by the application's generator carries. */
    public static final Instant GENERATOR_TIME = Instant.parse("2026-11-22T12:34:56Z");

    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(GENERATOR_TIME))
                .random(new SplittableRandom(42))
                .build();
    }
}
