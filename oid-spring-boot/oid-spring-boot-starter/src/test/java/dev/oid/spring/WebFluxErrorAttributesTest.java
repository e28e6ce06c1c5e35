package dev.oid.spring;

import dev.oid.spring.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** WebFlux with problem details off, Boot's error attributes, {@code oid.jackson.shape=object}. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"spring.main.web-application-type=reactive", "spring.webflux.problemdetails.enabled=false",
                "server.error.include-message=always",
                "spring.web.error.include-message=always", "oid.jackson.shape=object"})
class WebFluxErrorAttributesTest extends WebScenarios.ErrorAttributesScenario {
}
