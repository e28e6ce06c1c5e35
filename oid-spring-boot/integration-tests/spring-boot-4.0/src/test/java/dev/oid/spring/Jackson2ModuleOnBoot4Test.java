package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oid.spring.jackson.ObjectIdJacksonAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.json.JsonMapper;

/**
 * Spring Boot 4 writes JSON with Jackson 3: a Jackson 2 {@code ObjectIdModule} bean that no Jackson 2 mapper would
 * use stops the start with a failure analysis that says what to do. This application has Jackson 2 as well, as many
 * Boot 4 applications have through a library (here springdoc-openapi).
 */
class Jackson2ModuleOnBoot4Test {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdJacksonAutoConfiguration.class))
            .withBean("jackson3Mapper", JsonMapper.class, () -> JsonMapper.builder().build());

    @Test
    void refusesAJackson2ModuleBeanThatJackson3WouldNeverUse() {
        runner.withBean("myJackson2Module", dev.oid.jackson.ObjectIdModule.class, dev.oid.jackson.ObjectIdModule::new)
                .run(context -> {
                    assertThat(context).hasFailed();
                    FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer().analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription()).isEqualTo("The application declares the Jackson 2 module"
                            + " bean 'myJackson2Module' of type dev.oid.jackson.ObjectIdModule (dev.oid:oid-jackson),"
                            + " but Spring Boot 4 writes JSON with Jackson 3, which never uses a Jackson 2 module");
                    assertThat(analysis.getAction()).startsWith("Remove that bean: oid-spring-boot-starter already"
                            + " registers dev.oid.jackson3.ObjectIdModule with Boot's JsonMapper.");
                });
    }

    @Test
    void acceptsItWhereAJackson2MapperUsesIt() {
        runner.withBean(ObjectMapper.class, ObjectMapper::new)
                .withBean("myJackson2Module", dev.oid.jackson.ObjectIdModule.class, dev.oid.jackson.ObjectIdModule::new)
                .run(context -> assertThat(context).hasNotFailed());
    }

    @Test
    void ownJackson2ModuleIsNotRefused() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(dev.oid.jackson3.ObjectIdModule.class);
        });
    }
}
