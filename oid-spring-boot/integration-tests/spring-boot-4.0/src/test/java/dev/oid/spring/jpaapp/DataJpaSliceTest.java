package dev.oid.spring.jpaapp;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

/** {@link DataJpaSliceScenario} in Spring Boot 4.0's {@code @DataJpaTest} (module spring-boot-data-jpa-test). */
@DataJpaTest
class DataJpaSliceTest extends DataJpaSliceScenario {
}
