package dev.oid.spring;

import dev.oid.spring.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** Spring MVC with {@code spring.mvc.problemdetails.enabled=true}: a bad id is a ProblemDetail whose {@code detail} is the parse message. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.mvc.problemdetails.enabled=true")
class MvcProblemDetailsTest extends WebScenarios.ProblemDetailsScenario {
}
