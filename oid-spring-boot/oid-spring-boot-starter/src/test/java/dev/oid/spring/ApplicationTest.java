package dev.oid.spring;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.env.Environment;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the tests that start {@link dev.oid.spring.testapp.TestApplication}: every context talks to the
 * in-process MongoDB stand-in. Test classes with the same {@code @SpringBootTest} share one context.
 */
abstract class ApplicationTest {

    @Autowired
    Environment environment;

    @DynamicPropertySource
    static void mongo(DynamicPropertyRegistry registry) {
        ScenarioSupport.mongoProperties(registry);
    }
}
