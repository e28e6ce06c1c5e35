package dev.oid.spring;

import dev.oid.spring.springdoc.ObjectIdSpringdocAutoConfiguration;
import dev.oid.spring.web.ObjectIdMvcExceptionHandler;
import dev.oid.spring.web.ObjectIdWebFluxAutoConfiguration;
import dev.oid.spring.web.ObjectIdWebFluxErrorFilter;
import dev.oid.spring.web.ObjectIdWebFluxExceptionHandler;
import dev.oid.spring.web.ObjectIdWebMvcAutoConfiguration;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;

/** The {@code oid.web.enabled} and {@code oid.springdoc.enabled} switches, and user beans replacing ours. */
class WebAndSpringdocSwitchesTest {

    private final WebApplicationContextRunner servlet = new WebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdWebMvcAutoConfiguration.class,
                    ObjectIdSpringdocAutoConfiguration.class));

    private final ReactiveWebApplicationContextRunner reactive = new ReactiveWebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdWebFluxAutoConfiguration.class));

    @Test
    void servletPartsAreOnByDefaultAndOffByProperty() {
        servlet.run(context -> assertThat(context)
                .hasSingleBean(ObjectIdWebMvcAutoConfiguration.ObjectIdWebMvcConfigurer.class)
                .hasSingleBean(ObjectIdMvcExceptionHandler.class)
                .hasSingleBean(ObjectIdSpringdocAutoConfiguration.ObjectIdModelConverter.class)
                .hasBean("oidParameterCustomizer"));
        servlet.withPropertyValues("oid.web.enabled=false", "oid.springdoc.enabled=false").run(context ->
                assertThat(context)
                        .doesNotHaveBean(ObjectIdWebMvcAutoConfiguration.ObjectIdWebMvcConfigurer.class)
                        .doesNotHaveBean(ObjectIdMvcExceptionHandler.class)
                        .doesNotHaveBean(ObjectIdSpringdocAutoConfiguration.ObjectIdModelConverter.class)
                        .doesNotHaveBean("oidParameterCustomizer"));
    }

    @Test
    void anApplicationBeanReplacesOurs() {
        ObjectIdMvcExceptionHandler own = new ObjectIdMvcExceptionHandler(true);
        servlet.withBean(ObjectIdMvcExceptionHandler.class, () -> own).run(context ->
                assertThat(context.getBean(ObjectIdMvcExceptionHandler.class)).isSameAs(own));
    }

    @Test
    void reactivePartsFollowProblemDetailsAndTheSwitch() {
        reactive.run(context -> assertThat(context)
                .hasSingleBean(ObjectIdWebFluxAutoConfiguration.ObjectIdWebFluxConfigurer.class)
                .hasSingleBean(ObjectIdWebFluxErrorFilter.class)
                .doesNotHaveBean(ObjectIdWebFluxExceptionHandler.class));
        reactive.withPropertyValues("spring.webflux.problemdetails.enabled=true").run(context ->
                assertThat(context).hasSingleBean(ObjectIdWebFluxExceptionHandler.class));
        reactive.withPropertyValues("oid.web.enabled=false").run(context -> assertThat(context)
                .doesNotHaveBean(ObjectIdWebFluxAutoConfiguration.ObjectIdWebFluxConfigurer.class)
                .doesNotHaveBean(ObjectIdWebFluxErrorFilter.class));
    }
}
