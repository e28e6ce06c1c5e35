package dev.oid.spring.r2dbcapp;

import org.springframework.boot.test.autoconfigure.data.r2dbc.DataR2dbcTest;

/** {@link DataR2dbcSliceScenario} in Spring Boot 3.5's {@code @DataR2dbcTest}. */
@DataR2dbcTest
class DataR2dbcSliceTest extends DataR2dbcSliceScenario {
}
