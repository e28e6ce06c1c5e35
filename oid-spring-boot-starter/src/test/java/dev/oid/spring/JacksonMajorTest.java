package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;

/**
 * Scenario 7, the Jackson-major mistake: the module registered is the one of the Jackson major that the running
 * Boot line uses, and a missing oid artifact for that major stops the application with a message naming it
 * instead of writing ids as {@code {}}.
 */
class JacksonMajorTest {

    private static final boolean BOOT4 = ClassUtils.isPresent(ObjectIdJacksonAutoConfiguration.BOOT4_JACKSON, null);

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdJacksonAutoConfiguration.class));

    @Test
    void registersTheModuleOfTheJacksonMajorOfThisBootLine() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            // By name: each Boot line's test class path has only its own oid Jackson artifact.
            String module = BOOT4 ? "dev.oid.jackson3.ObjectIdModule" : "dev.oid.jackson.ObjectIdModule";
            String jacksonModule = BOOT4 ? "tools.jackson.databind.JacksonModule"
                    : "com.fasterxml.jackson.databind.Module";
            assertThat(context).hasSingleBean(ClassUtils.resolveClassName(module, null));
            assertThat(context.getBeansOfType(ClassUtils.resolveClassName(jacksonModule, null))).hasSize(1);
        });
    }

    @Test
    void failsAtStartupNamingTheArtifactWhenTheModuleOfThisBootLineIsMissing() {
        String missing = BOOT4 ? "dev.oid.jackson3" : "dev.oid.jackson.";
        String artifact = BOOT4 ? "dev.oid:oid-jackson3" : "dev.oid:oid-jackson";
        runner.withClassLoader(new FilteredClassLoader(missing)).run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause()
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("add the dependency " + artifact)
                    .hasMessageContaining("oid.jackson.enabled=false");
        });
    }

    @Test
    void startsWithoutJacksonOnTheClassPath() {
        // A Boot 3 application without Jackson (JPA only, say) still has Boot's JacksonAutoConfiguration class; the
        // whole class path of one is oid-spring-boot3-jpa-tests.
        String jackson = BOOT4 ? "tools.jackson." : "com.fasterxml.jackson.databind.";
        runner.withClassLoader(new FilteredClassLoader(jackson, "dev.oid.jackson")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBeanNamesForType(Object.class)).noneMatch(name -> name.contains("Missing"));
        });
    }

    @Test
    void canBeSwitchedOffAndRejectsAnUnknownShape() {
        runner.withPropertyValues("oid.jackson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBeansOfType(ObjectIdJacksonAutoConfiguration.class)).isEmpty();
        });
        runner.withPropertyValues("oid.jackson.shape=array").run(context -> assertThat(context.getStartupFailure())
                .rootCause().hasMessage("Invalid oid.jackson.shape \"array\"; expected \"string\" (24 hex characters)"
                        + " or \"object\" ({\"$oid\": ...})"));
    }
}
