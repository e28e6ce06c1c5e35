package dev.oid.spring.jdbcapp;

import org.springframework.boot.test.autoconfigure.data.jdbc.DataJdbcTest;

/** {@link DataJdbcSliceScenario} in Spring Boot 3.5's {@code @DataJdbcTest}. */
@DataJdbcTest
class DataJdbcSliceTest extends DataJdbcSliceScenario {
}
