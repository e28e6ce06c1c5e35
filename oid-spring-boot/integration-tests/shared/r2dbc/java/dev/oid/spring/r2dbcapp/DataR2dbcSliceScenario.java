package dev.oid.spring.r2dbcapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.spring.jdbcapp.Customer;
import dev.oid.testsupport.SqlTestDatabase;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * What a {@code @DataR2dbcTest} must show, on either Boot line (each line's test class, {@code DataR2dbcSliceTest},
 * names its annotation and extends this): the starter's Spring Data R2DBC part and the application's
 * {@code ObjectIdGenerator} bean are in the slice, so an {@code ObjectId} entity is saved, as its 12 bytes, with an
 * id the application's generator minted. On an H2 database of its own (r2dbc-h2).
 */
public abstract class DataR2dbcSliceScenario {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        // The applications of this module leave R2DBC's auto-configuration out (application.properties).
        registry.add("spring.autoconfigure.exclude", () -> "");
        registry.add("spring.r2dbc.url", () -> SqlTestDatabase.H2.r2dbcUrl("oid-spring-r2dbc-slice"));
    }

    @Autowired
    CustomerRepository customers;

    @Autowired
    DatabaseClient client;

    @Test
    void theApplicationsGeneratorMintsAndTheIdIsStoredAsItsTwelveBytes() {
        client.sql("create table if not exists oid_jdbc_customer (id binary(12) primary key, name varchar(64))")
                .then().block();
        Instant second = R2dbcApplication.CLOCK.get();

        Customer saved = customers.save(new Customer(null, "slice")).block();

        assertThat(saved.getId().instant()).isEqualTo(second);
        Object stored = client.sql("select id from oid_jdbc_customer where name = 'slice'")
                .map(row -> row.get("id")).one().block();
        byte[] bytes = stored instanceof ByteBuffer buffer ? toArray(buffer) : (byte[]) stored;
        assertThat(bytes).isEqualTo(saved.getId().toByteArray());
        assertThat(customers.findById(saved.getId()).block()).extracting(Customer::getName).isEqualTo("slice");
    }

    private static byte[] toArray(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }
}
