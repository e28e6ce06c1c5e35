package dev.oid.spring.jdbcapp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.TestPropertySource;

/**
 * What a {@code @DataJdbcTest} must show, on either Boot line (each line's test class, {@code DataJdbcSliceTest},
 * names its annotation and extends this): the starter's Spring Data JDBC part and the application's
 * {@code ObjectIdGenerator} bean are in the slice, so an {@code ObjectId} aggregate is saved, as its 12 bytes, with an
 * id the application's generator minted. On an H2 database of its own, with the settings of the JDBC scenario's.
 */
@TestPropertySource(properties = {"spring.test.database.replace=none",
        "spring.datasource.url=jdbc:h2:mem:oid-spring-jdbc-slice;DB_CLOSE_DELAY=-1;CASE_INSENSITIVE_IDENTIFIERS=TRUE"})
public abstract class DataJdbcSliceScenario {

    @Autowired
    CustomerRepository customers;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void createTable() {
        jdbc.execute("create table if not exists oid_jdbc_customer (id binary(12) primary key, name varchar(64))");
    }

    @Test
    void theApplicationsGeneratorMintsAndTheIdIsStoredAsItsTwelveBytes() {
        Instant second = JdbcApplication.CLOCK.get();

        Customer saved = customers.save(new Customer(null, "slice"));

        assertThat(saved.getId().instant()).isEqualTo(second);
        assertThat(jdbc.queryForObject("select id from oid_jdbc_customer where name = 'slice'", byte[].class))
                .isEqualTo(saved.getId().toByteArray());
        assertThat(customers.findById(saved.getId())).map(Customer::getName).contains("slice");
    }
}
