package dev.oid.spring.testapp;

import org.springframework.boot.data.mongodb.test.autoconfigure.DataMongoTest;

/** {@link DataMongoSliceScenario} in Spring Boot 4.0's {@code @DataMongoTest} (module spring-boot-data-mongodb-test). */
@DataMongoTest
class DataMongoSliceTest extends DataMongoSliceScenario {
}
