package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.spring.internal.ObjectIdJdbcCustomConversions;
import dev.oid.spring.internal.ObjectIdMongoCustomConversions;
import dev.oid.spring.internal.ObjectIdR2dbcCustomConversions;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.data.convert.CustomConversions;

/**
 * The starter's Spring Data conversions wrappers override every overridable method of their store's conversions type,
 * on the Spring Data line of the class path: Spring Data Commons 3.5 in the starter's own build (Spring Boot 3.5),
 * Commons 4.0 in {@code integration-tests/spring-boot-4.0}, which compiles and runs these tests on Spring Boot 4.0.
 *
 * <p>A wrapper is constructed with the ObjectId converters alone and asks the application's conversions (its delegate)
 * through {@code ObjectIdConversionRouting}; a method it inherits instead answers from the ObjectId converters alone,
 * without the application's converters, simple types or property value conversions. So when Spring Data adds an
 * overridable method (Commons 4.0 added {@code getRequiredValueConverter}) to {@code CustomConversions} or to a store's
 * subclass, this test fails until each wrapper forwards it, or until it is added to {@link #NOT_FORWARDED} with the
 * reason.
 */
class ConversionsForwardingTest {

    /**
     * Overridable methods a wrapper inherits on purpose, as {@code name(parameter types)}, each with
     * the reason it must not be forwarded: a method that Spring Data calls only while the superclass constructor runs,
     * say, which answers from the superclass then anyway. None today.
     */
    private static final Set<String> NOT_FORWARDED = Set.of();

    @ParameterizedTest
    @ValueSource(classes = {ObjectIdMongoCustomConversions.class, ObjectIdJdbcCustomConversions.class,
            ObjectIdR2dbcCustomConversions.class})
    void overridesEveryOverridableMethodOfItsStoresConversions(Class<?> wrapper) {
        SortedSet<String> overridable = new TreeSet<>();
        for (Class<?> type = wrapper.getSuperclass(); type != Object.class; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                if (isOverridable(method)) {
                    overridable.add(signature(method));
                }
            }
        }
        SortedSet<String> declared = Arrays.stream(wrapper.getDeclaredMethods())
                .filter(method -> !method.isBridge() && !method.isSynthetic())
                .map(ConversionsForwardingTest::signature)
                .collect(Collectors.toCollection(TreeSet::new));
        SortedSet<String> notForwarded = new TreeSet<>(overridable);
        notForwarded.removeAll(declared);
        notForwarded.removeAll(NOT_FORWARDED);

        // The walk reached CustomConversions, so an empty result is not an empty walk.
        assertThat(overridable).contains("isSimpleType(java.lang.Class)",
                "registerConvertersIn(org.springframework.core.convert.converter.ConverterRegistry)");
        assertThat(Modifier.isFinal(wrapper.getModifiers())).as("%s is final", wrapper.getSimpleName()).isTrue();
        assertThat(notForwarded)
                .as("overridable methods of %s that %s inherits instead of forwarding to the application's conversions"
                        + " (Spring Data Commons %s); forward each through ObjectIdConversionRouting in the three"
                        + " wrappers, or add it to NOT_FORWARDED with the reason", wrapper.getSuperclass().getName(),
                        wrapper.getSimpleName(), CustomConversions.class.getPackage().getImplementationVersion())
                .isEmpty();
    }

    /** Public or protected, neither static nor final: a subclass in another package can and must override it. */
    private static boolean isOverridable(Method method) {
        int modifiers = method.getModifiers();
        return (Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers)) && !Modifier.isStatic(modifiers)
                && !Modifier.isFinal(modifiers) && !method.isBridge() && !method.isSynthetic();
    }

    /** {@code name(parameter types)}, the types erased: what an override must match. */
    private static String signature(Method method) {
        return method.getName() + Arrays.stream(method.getParameterTypes()).map(Class::getName)
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
