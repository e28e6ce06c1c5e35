package dev.oid.spring.testapp;

import org.springframework.boot.test.autoconfigure.data.mongo.DataMongoTest;

/** {@link DataMongoSliceScenario} in Spring Boot 3.5's {@code @DataMongoTest}. */
@DataMongoTest
class DataMongoSliceTest extends DataMongoSliceScenario {
}
