package dev.oid.spring;

import dev.oid.spring.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** WebFlux with {@code spring.webflux.problemdetails.enabled=true}. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"spring.main.web-application-type=reactive", "spring.webflux.problemdetails.enabled=true"})
class WebFluxProblemDetailsTest extends WebScenarios.ProblemDetailsScenario {
}
