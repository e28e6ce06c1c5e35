package dev.oid.spring.testapp;

import org.springframework.boot.test.autoconfigure.web.reactive.WebFluxTest;

/** {@link WebFluxSliceScenario} in Spring Boot 3.5's {@code @WebFluxTest}. */
@WebFluxTest(controllers = IdController.class, properties = "spring.webflux.problemdetails.enabled=true")
class WebFluxSliceTest extends WebFluxSliceScenario {
}
