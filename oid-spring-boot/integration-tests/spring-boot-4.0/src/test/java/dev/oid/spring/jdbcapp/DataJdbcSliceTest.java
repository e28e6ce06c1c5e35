package dev.oid.spring.jdbcapp;

import org.springframework.boot.data.jdbc.test.autoconfigure.DataJdbcTest;

/** {@link DataJdbcSliceScenario} in Spring Boot 4.0's {@code @DataJdbcTest} (module spring-boot-data-jdbc-test). */
@DataJdbcTest
class DataJdbcSliceTest extends DataJdbcSliceScenario {
}
