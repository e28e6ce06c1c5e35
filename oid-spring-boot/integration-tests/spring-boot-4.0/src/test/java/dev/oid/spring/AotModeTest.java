package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.testapp.TestApplication;
import org.junit.jupiter.api.Test;
import org.springframework.aot.AotDetector;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.aot.AotTestContextInitializers;

/**
 * Which mode this run's application contexts start in: with {@code -Pspring-aot} (Spring AOT, as a native image
 * starts) this test's context comes from the initializer process-test-aot generated for it; without it, from the
 * regular reflective start. Either way the starter's generator bean is there.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE)
class AotModeTest extends ApplicationTest {

    @Autowired
    ApplicationContext context;

    @Test
    void theContextStartsInTheModeTheBuildAskedFor() {
        boolean aot = Boolean.getBoolean("spring.aot.enabled");

        assertThat(AotDetector.useGeneratedArtifacts()).isEqualTo(aot);
        assertThat(new AotTestContextInitializers().isSupportedTestClass(AotModeTest.class)).isEqualTo(aot);
        assertThat(context.getBean(ObjectIdGenerator.class).generate().toHexString()).hasSize(24);
    }
}
