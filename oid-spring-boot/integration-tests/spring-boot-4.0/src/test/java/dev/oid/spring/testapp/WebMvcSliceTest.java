package dev.oid.spring.testapp;

import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;

/** {@link WebMvcSliceScenario} in Spring Boot 4.0's {@code @WebMvcTest} (module spring-boot-webmvc-test). */
@WebMvcTest(controllers = IdController.class, properties = "spring.mvc.problemdetails.enabled=true")
class WebMvcSliceTest extends WebMvcSliceScenario {
}
