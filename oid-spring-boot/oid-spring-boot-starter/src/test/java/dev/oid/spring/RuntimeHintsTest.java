package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.util.ClassUtils;

/**
 * The runtime hints the starter contributes to Spring AOT, checked with Spring's {@link RuntimeHintsPredicates}
 * on the class path of the Boot line that runs this test (the starter's Boot 3.5 class path here, Boot 4.0 with
 * Hibernate 7 and Jackson 3 in {@code integration-tests/spring-boot-4.0}).
 */
class RuntimeHintsTest {

    @Test
    void theRegistrarIsFoundThroughAotFactories() {
        assertThat(SpringFactoriesLoader.forResourceLocation("META-INF/spring/aot.factories")
                .load(RuntimeHintsRegistrar.class))
                .hasAtLeastOneElementOfType(ObjectIdRuntimeHints.class);
    }

    @Test
    void hibernateFindsTheGeneratorNameAndTheContributorsWhereHibernateIsPresent() {
        RuntimeHints hints = hints(getClass().getClassLoader());
        boolean hibernate = ClassUtils.isPresent("org.hibernate.boot.spi.MetadataSourcesContributor", null);

        assertThat(RuntimeHintsPredicates.resource().forResource("META-INF/dev.oid.jpa/objectid-generator.orm.xml")
                .test(hints)).isEqualTo(hibernate);
        assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of("dev.oid.jpa.ObjectIdHibernateGenerator"))
                .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS).test(hints)).isEqualTo(hibernate);
        for (String provider : new String[] {"dev.oid.jpa.internal.ObjectIdTypeContributor",
                "dev.oid.jpa.internal.ObjectIdGeneratorRegistration", "dev.oid.jpa.internal.ObjectIdColumnMapping"}) {
            assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of(provider))
                    .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS).test(hints))
                    .as(provider).isEqualTo(hibernate);
        }
        assertThat(RuntimeHintsPredicates.resource()
                .forResource("META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor").test(hints))
                .isEqualTo(hibernate);
    }

    @Test
    void beanValidationFindsTheValidatorsAndTheDefaultMessages() {
        RuntimeHints hints = hints(getClass().getClassLoader());

        for (String validator : new String[] {"dev.oid.validation.internal.ValidObjectIdValidator",
                "dev.oid.validation.internal.ObjectIdValueValidator"}) {
            assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of(validator))
                    .withMemberCategory(MemberCategory.INVOKE_DECLARED_CONSTRUCTORS).test(hints)).as(validator).isTrue();
        }
        assertThat(RuntimeHintsPredicates.resource().forBundle("ContributorValidationMessages").test(hints)).isTrue();
        assertThat(RuntimeHintsPredicates.resource().forResource("ContributorValidationMessages.properties")
                .test(hints)).isTrue();
    }

    @Test
    void theJacksonModuleOfEachJacksonMajorPresentIsAServiceProvider() {
        RuntimeHints hints = hints(getClass().getClassLoader());

        assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of("dev.oid.jackson.ObjectIdModule"))
                .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS).test(hints))
                .isEqualTo(ClassUtils.isPresent("com.fasterxml.jackson.databind.Module", null));
        assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of("dev.oid.jackson3.ObjectIdModule"))
                .withMemberCategory(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS).test(hints))
                .isEqualTo(ClassUtils.isPresent("tools.jackson.databind.JacksonModule", null));
    }

    @Test
    void nothingIsRegisteredForFrameworksThatAreAbsent() {
        RuntimeHints hints = hints(new FilteredClassLoader("org.hibernate.", "jakarta.validation.",
                "com.fasterxml.jackson.", "tools.jackson."));

        assertThat(hints.resources().resourcePatternHints()).isEmpty();
        assertThat(hints.resources().resourceBundleHints()).isEmpty();
        assertThat(hints.reflection().typeHints()).isEmpty();
    }

    private static RuntimeHints hints(ClassLoader classLoader) {
        RuntimeHints hints = new RuntimeHints();
        new ObjectIdRuntimeHints().registerHints(hints, classLoader);
        return hints;
    }
}
