package dev.oid.spring.jdbcapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring Data JDBC application whose only oid dependency is the starter: its aggregates have
 * {@code dev.oid.ObjectId} ids and foreign keys, with no converter or callback of its own.
 */
@SpringBootApplication
public class JdbcApplication {

    /** The first second the generator bean mints in. */
    public static final Instant START = Instant.parse("2030-01-02T03:04:05Z");

    /** The second the generator bean mints in; a test moves it forward to mint ids of later seconds. */
    public static final AtomicReference<Instant> CLOCK = new AtomicReference<>(START);

    /** The application's own generator, so a test can tell the ids the starter mints with it. */
    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(CLOCK::get).build();
    }
}
