package dev.oid.spring.testapp;

import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;

/** {@link WebMvcSliceScenario} in Spring Boot 3.5's {@code @WebMvcTest}. */
@WebMvcTest(controllers = IdController.class, properties = "spring.mvc.problemdetails.enabled=true")
class WebMvcSliceTest extends WebMvcSliceScenario {
}
