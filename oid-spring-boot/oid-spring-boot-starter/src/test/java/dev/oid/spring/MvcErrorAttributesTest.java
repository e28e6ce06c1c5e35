package dev.oid.spring;

import dev.oid.spring.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** Spring MVC with problem details off: a bad id reaches Boot's error attributes, whose {@code message} ({@code server.error.include-message=always} on Boot 3.5, {@code spring.web.error.include-message=always} on Boot 4) is the parse message; ids written with {@code oid.jackson.shape=object}. */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"spring.mvc.problemdetails.enabled=false", "server.error.include-message=always",
                "spring.web.error.include-message=always",
                "oid.jackson.shape=object"})
class MvcErrorAttributesTest extends WebScenarios.ErrorAttributesScenario {
}
