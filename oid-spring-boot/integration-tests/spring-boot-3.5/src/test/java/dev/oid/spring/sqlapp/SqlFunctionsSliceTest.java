package dev.oid.spring.sqlapp;

import org.springframework.boot.test.autoconfigure.jdbc.AutoConfigureTestDatabase;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;

/** {@link SqlFunctionsSliceScenario} in Spring Boot 3.5's {@code @JdbcTest}, on the run's database. */
@JdbcTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class SqlFunctionsSliceTest extends SqlFunctionsSliceScenario {
}
