package dev.oid.spring.jpaapp;

import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;

/** {@link DataJpaSliceScenario} in Spring Boot 3.5's {@code @DataJpaTest}. */
@DataJpaTest
class DataJpaSliceTest extends DataJpaSliceScenario {
}
