package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.spring.jackson.ObjectIdJacksonAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;

/**
 * The Jackson part on the Boot line of the class path: the module of the Jackson major that Boot uses, no failure
 * without Jackson, the switches, and the failure analysis (the Boot 4 case it reports is tested by
 * {@code Jackson2ModuleOnBoot4Test} of the Boot 4.0 application, {@code integration-tests/spring-boot-4.0}).
 */
class JacksonConfigurationTest {

    private static final boolean BOOT4 =
            ClassUtils.isPresent("org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration", null);

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdJacksonAutoConfiguration.class));

    @Test
    void registersTheModuleOfTheJacksonMajorOfThisBootLine() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            String module = BOOT4 ? "dev.oid.jackson3.ObjectIdModule" : "dev.oid.jackson.ObjectIdModule";
            String jacksonModule = BOOT4 ? "tools.jackson.databind.JacksonModule"
                    : "com.fasterxml.jackson.databind.Module";
            assertThat(context).hasSingleBean(ClassUtils.resolveClassName(module, null));
            assertThat(context.getBeansOfType(ClassUtils.resolveClassName(jacksonModule, null))).hasSize(1);
        });
    }

    @Test
    void startsWithoutJacksonOnTheClassPath() {
        // A Boot 3 application without Jackson (JPA only, say) still has Boot's JacksonAutoConfiguration class; the
        // whole class path of one is integration-tests/spring-boot-3.5.
        runner.withClassLoader(new FilteredClassLoader("tools.jackson.", "com.fasterxml.jackson.databind."))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.getBeanNamesForType(Object.class)).noneMatch(name -> name.startsWith("oidJackson"));
                });
    }

    @Test
    void canBeSwitchedOffAndRefusesAnUnknownShapeNamingTheProperty() {
        runner.withPropertyValues("oid.jackson.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBeansOfType(ObjectIdJacksonAutoConfiguration.class)).isEmpty();
        });
        runner.withPropertyValues("oid.jackson.shape=array").run(context -> assertThat(context.getStartupFailure())
                .cause().hasMessage("Failed to bind properties under 'oid.jackson.shape' to "
                        + OidProperties.Shape.class.getName()));
        runner.withPropertyValues("oid.jackson.shape=object").run(context ->
                assertThat(context.getBean(OidProperties.class).jackson().shape())
                        .isEqualTo(OidProperties.Shape.OBJECT));
    }

    @Test
    void failureAnalysisCarriesTheDescriptionAndTheAction() {
        ObjectIdSetupException cause = new ObjectIdSetupException("what is wrong", "what to do");

        FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer()
                .analyze(new IllegalStateException("context refresh failed", cause));

        assertThat(analysis.getDescription()).isEqualTo("what is wrong");
        assertThat(analysis.getAction()).isEqualTo("what to do");
        assertThat(analysis.getCause()).isSameAs(cause);
        assertThat(cause).hasMessage("what is wrong; what to do");
    }
}
