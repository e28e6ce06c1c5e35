package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectIdGenerator;
import dev.oid.spring.jpa.ObjectIdJpaAutoConfiguration;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;
import org.springframework.util.ReflectionUtils;

/**
 * The JPA part on the Boot line of the class path: where Hibernate is present (the Spring Boot 4.0 application,
 * {@code integration-tests/spring-boot-4.0}) a {@code HibernatePropertiesCustomizer} of that line hands the
 * {@link ObjectIdGenerator} bean to oid-jpa; without Hibernate (this module's Boot 3.5 application) or switched off,
 * there is none.
 */
class JpaConfigurationTest {

    private static final String CUSTOMIZER = "oidHibernatePropertiesCustomizer";

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdJpaAutoConfiguration.class));

    @Test
    void handsTheGeneratorBeanToHibernateWhereHibernateIsPresent() {
        boolean hibernate = ClassUtils.isPresent("org.hibernate.generator.Generator", null)
                && ClassUtils.isPresent("jakarta.persistence.EntityManager", null);
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.containsBean(CUSTOMIZER)).isEqualTo(hibernate);
            if (hibernate) {
                Object customizer = context.getBean(CUSTOMIZER);
                Method customize = ReflectionUtils.findMethod(customizer.getClass(), "customize", Map.class);
                assertThat(customize).as("HibernatePropertiesCustomizer.customize(Map)").isNotNull();
                Map<String, Object> settings = new HashMap<>();
                ReflectionUtils.makeAccessible(customize);
                ReflectionUtils.invokeMethod(customize, customizer, settings);
                assertThat(settings).containsOnlyKeys("dev.oid.jpa.generator");
                assertThat(settings.get("dev.oid.jpa.generator")).isSameAs(context.getBean(ObjectIdGenerator.class));
            }
        });
    }

    @Test
    void backsOffWithoutHibernateAndWhenSwitchedOff() {
        runner.withClassLoader(new FilteredClassLoader("org.hibernate.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.containsBean(CUSTOMIZER)).isFalse();
            assertThat(context).hasSingleBean(ObjectIdGenerator.class);
        });
        runner.withPropertyValues("oid.jpa.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.containsBean(CUSTOMIZER)).isFalse();
        });
    }

    @Test
    void leavesAGeneratorTheApplicationSetAlone() {
        ObjectIdGenerator own = ObjectIdGenerator.builder().build();
        runner.withBean("own", ObjectIdGenerator.class, () -> own).run(context ->
                assertThat(context.getBean(ObjectIdGenerator.class)).isSameAs(own));
    }
}
