package dev.oid.spring.r2dbcapp;

import org.springframework.boot.data.r2dbc.test.autoconfigure.DataR2dbcTest;

/** {@link DataR2dbcSliceScenario} in Spring Boot 4.0's {@code @DataR2dbcTest} (module spring-boot-data-r2dbc-test). */
@DataR2dbcTest
class DataR2dbcSliceTest extends DataR2dbcSliceScenario {
}
