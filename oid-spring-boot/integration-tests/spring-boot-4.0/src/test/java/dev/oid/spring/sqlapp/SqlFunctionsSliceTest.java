package dev.oid.spring.sqlapp;

import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.boot.jdbc.test.autoconfigure.JdbcTest;

/** {@link SqlFunctionsSliceScenario} in Spring Boot 4.0's {@code @JdbcTest} (module spring-boot-jdbc-test), on the run's database. */
@JdbcTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class SqlFunctionsSliceTest extends SqlFunctionsSliceScenario {
}
