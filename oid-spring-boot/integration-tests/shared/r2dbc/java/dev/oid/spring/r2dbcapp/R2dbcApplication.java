package dev.oid.spring.r2dbcapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring Data R2DBC application whose only oid dependency is the starter: its repositories hold the aggregates of
 * the Spring Data JDBC scenario ({@code dev.oid.spring.jdbcapp}: Spring Data Relational's mapping serves both
 * modules), with {@code dev.oid.ObjectId} ids and foreign keys and no converter or callback of its own.
 */
@SpringBootApplication
public class R2dbcApplication {

    /** The first second the generator bean mints in. */
    public static final Instant START = Instant.parse("2031-02-03T04:05:06Z");

    /** The second the generator bean mints in; a test moves it forward to mint ids of later seconds. */
    public static final AtomicReference<Instant> CLOCK = new AtomicReference<>(START);

    /** The application's own generator, so a test can tell the ids the starter mints with it. */
    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(CLOCK::get).build();
    }
}
