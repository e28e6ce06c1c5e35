package dev.oid.spring.formapp;

import dev.oid.ObjectIdGenerator;
import java.time.Instant;
import java.time.InstantSource;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Spring MVC application with the usual create/update form: an HTML form whose hidden {@code id} field is empty
 * when it creates a contact and holds the contact's id when it updates it, posted to a controller that saves it with
 * Spring Data JDBC. No ObjectId glue, only a generator of its own, so that a minted id is known to be the starter's.
 */
@SpringBootApplication
public class FormApplication {

    /** The second of every id this application mints. */
    public static final Instant CLOCK = Instant.parse("2033-04-05T06:07:08Z");

    private static final byte[] PROCESS_UNIQUE = {0x0f, 0x0e, 0x0d, 0x0c, 0x0b};

    /** Bytes 4-8 of every id this application mints. */
    public static byte[] processUnique() {
        return PROCESS_UNIQUE.clone();
    }

    @Bean
    ObjectIdGenerator objectIdGenerator() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(CLOCK)).processUnique(processUnique()).build();
    }
}
