package dev.oid.spring.kotlinapp

import dev.oid.ObjectIdGenerator
import java.time.Instant
import java.time.InstantSource
import java.util.SplittableRandom
import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.context.annotation.Bean

/**
 * A Kotlin Spring Boot 4.0 application whose only oid dependency is the starter, with no ObjectId glue: only an
 * [ObjectIdGenerator] on a fixed clock, so that ids minted on save carry a known second (and prove that the
 * starter minted them with this generator, not the driver or Spring Data).
 */
@SpringBootApplication
class KotlinApplication {

    @Bean
    fun objectIdGenerator(): ObjectIdGenerator = ObjectIdGenerator.builder()
        .clock(InstantSource.fixed(GENERATOR_TIME))
        .random(SplittableRandom(42))
        .build()

    companion object {
        /** The second every id minted by the application's generator carries. */
        val GENERATOR_TIME: Instant = Instant.parse("2026-11-22T12:34:56Z")
    }
}
