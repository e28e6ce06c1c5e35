package dev.oid.spring.testapp;

import org.springframework.boot.webflux.test.autoconfigure.WebFluxTest;

/** {@link WebFluxSliceScenario} in Spring Boot 4.0's {@code @WebFluxTest} (module spring-boot-webflux-test). */
@WebFluxTest(controllers = IdController.class, properties = "spring.webflux.problemdetails.enabled=true")
class WebFluxSliceTest extends WebFluxSliceScenario {
}
