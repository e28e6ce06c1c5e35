package dev.oid.spring;

import dev.oid.jpa.ObjectIdHibernateGenerator;
import dev.oid.validation.ValidObjectId;
import jakarta.validation.Constraint;
import java.util.List;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.util.ClassUtils;

/**
 * The runtime hints of what oid's jars load by name when the starter's parts are in use, for Spring AOT and
 * native images: registered through {@code META-INF/spring/aot.factories}, so an application needs nothing of
 * its own.
 *
 * <ul>
 *   <li>Hibernate ORM present: the mapping file that names the generator {@code "objectid"}
 *       ({@link ObjectIdHibernateGenerator#NAME_MAPPING_FILE}), the generator class Hibernate instantiates from it,
 *       and oid-jpa's {@link ServiceLoader} providers of Hibernate's contributor interfaces with their service
 *       files;</li>
 *   <li>Bean Validation present: the validators {@link ValidObjectId @ValidObjectId} names and the bundle of its
 *       default messages ({@code ContributorValidationMessages});</li>
 *   <li>Jackson 2 or 3 present: oid's Jackson modules as {@link ServiceLoader} providers (for
 *       {@code findAndRegisterModules()}), with their service files.</li>
 * </ul>
 * Each group is registered only when its framework is on the class path at build time.
 */
final class ObjectIdRuntimeHints implements RuntimeHintsRegistrar {

    private static final List<String> HIBERNATE_SERVICES = List.of(
            "org.hibernate.boot.model.TypeContributor",
            "org.hibernate.boot.spi.MetadataSourcesContributor",
            "org.hibernate.boot.spi.AdditionalMappingContributor");

    private static final List<String> JACKSON_SERVICES = List.of(
            "com.fasterxml.jackson.databind.Module",
            "tools.jackson.databind.JacksonModule");

    @Override
    public void registerHints(RuntimeHints hints, @Nullable ClassLoader classLoader) {
        if (ClassUtils.isPresent(HIBERNATE_SERVICES.get(1), classLoader)) {
            hints.resources().registerPattern(ObjectIdHibernateGenerator.NAME_MAPPING_FILE);
            hints.reflection().registerType(ObjectIdHibernateGenerator.class,
                    MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            HIBERNATE_SERVICES.forEach(service -> registerProviders(hints, service, classLoader));
        }
        if (ClassUtils.isPresent("jakarta.validation.Validation", classLoader)) {
            for (Class<?> validator : ValidObjectId.class.getAnnotation(Constraint.class).validatedBy()) {
                hints.reflection().registerType(validator, MemberCategory.INVOKE_DECLARED_CONSTRUCTORS);
            }
            hints.resources().registerResourceBundle("ContributorValidationMessages");
            hints.resources().registerPattern("ContributorValidationMessages.properties");
        }
        JACKSON_SERVICES.forEach(service -> registerProviders(hints, service, classLoader));
    }

    /** oid's providers of a service interface, when that interface is present: the service file and the classes. */
    private static void registerProviders(RuntimeHints hints, String service, @Nullable ClassLoader classLoader) {
        if (!ClassUtils.isPresent(service, classLoader)) {
            return;
        }
        Class<?> type = ClassUtils.resolveClassName(service, classLoader);
        hints.resources().registerPattern("META-INF/services/" + service);
        ServiceLoader.load(type, classLoader).stream()
                .map(ServiceLoader.Provider::type)
                .filter(provider -> provider.getName().startsWith("dev.oid."))
                .forEach(provider -> hints.reflection().registerType(provider,
                        MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS, MemberCategory.INVOKE_DECLARED_CONSTRUCTORS));
    }
}
