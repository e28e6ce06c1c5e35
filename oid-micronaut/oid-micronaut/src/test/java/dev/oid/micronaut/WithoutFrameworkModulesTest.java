package dev.oid.micronaut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.convert.ArgumentConversionContext;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.type.Argument;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The module in an application that has none of the Micronaut modules its parts serve (surefire leaves their jars off
 * the class path): only the conversions, the generator and the {@code oid.lease.*} properties are beans, and the
 * context starts.
 */
class WithoutFrameworkModulesTest {

    @Test
    void theFrameworkModulesAreAbsent() {
        assertThatThrownBy(() -> Class.forName("org.bson.codecs.Codec")).isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("io.micronaut.serde.Serde"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("io.micronaut.http.server.exceptions.ConversionErrorHandler"))
                .isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void onlyTheConversionsTheGeneratorAndTheLeasePropertiesAreBeans() {
        try (ApplicationContext context = ApplicationContext.run()) {
            assertThat(context.getAllBeanDefinitions()).map(definition -> definition.getBeanType().getName())
                    .filteredOn(name -> name.startsWith("dev.oid."))
                    .containsExactlyInAnyOrder("dev.oid.micronaut.ObjectIdConverters",
                            "dev.oid.micronaut.internal.ObjectIdGeneratorFactory", "dev.oid.ObjectIdGenerator",
                            "dev.oid.micronaut.ObjectIdLeaseConfiguration");
        }
    }

    @Test
    void theGeneratorIsTheDefaultOne() {
        try (ApplicationContext context = ApplicationContext.run()) {
            assertThat(context.getBeansOfType(ObjectIdGenerator.class))
                    .containsExactly(ObjectIdGenerator.defaultGenerator());
        }
    }

    @Test
    void theLeaseWithoutMicronautJdbcSaysWhatIsMissing() {
        try (ApplicationContext context = ApplicationContext.run(Map.of("oid.lease.enabled", "true"))) {
            assertThat(context.containsBean(ProcessUniqueLease.class)).isFalse();
            assertThatThrownBy(() -> context.getBean(ObjectIdGenerator.class))
                    .hasRootCauseInstanceOf(ConfigurationException.class)
                    .rootCause().hasMessage("oid.lease.enabled=true leases the ObjectId generator's process-unique"
                            + " value from a table of a JDBC datasource, but the application has no micronaut-jdbc."
                            + " Add a datasource (micronaut-jdbc-hikari and datasources.default.url), or set"
                            + " oid.lease.enabled=false to mint with a random process-unique value");
        }
    }

    @Test
    void theLeasePropertiesDefaults() {
        try (ApplicationContext context = ApplicationContext.run()) {
            assertThat(context.getBean(ObjectIdLeaseConfiguration.class)).isEqualTo(new ObjectIdLeaseConfiguration(
                    false, Duration.ofSeconds(30), "oid_process_unique_lease", "default", false));
        }
    }

    @Test
    void anApplicationsGeneratorReplacesTheDefaultOne() {
        try (ApplicationContext context = ApplicationContext.run(Map.of(TestGenerator.PROPERTY, "true"))) {
            ObjectIdGenerator generator = context.getBean(ObjectIdGenerator.class);

            assertThat(context.getBeansOfType(ObjectIdGenerator.class)).containsExactly(generator);
            assertThat(generator.generate().toHexString()).startsWith("5a17b9d9" + "6f69642d31");
        }
    }

    @Test
    void convertsTextAndBytes() {
        try (ApplicationContext context = ApplicationContext.run()) {
            ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
            assertThat(context.getConversionService().convert("5A17B9D9AB102555B9C38874", ObjectId.class))
                    .contains(id);
            assertThat(context.getConversionService().convert(id, String.class)).contains("5a17b9d9ab102555b9c38874");
            assertThat(context.getConversionService().convert(id, byte[].class)).contains(id.toByteArray());
            assertThat(context.getConversionService().convert(id.toByteArray(), ObjectId.class)).contains(id);
        }
    }

    @Test
    void rejectsTextThatIsNotAnObjectIdWithParsesMessage() {
        try (ApplicationContext context = ApplicationContext.run()) {
            ArgumentConversionContext<ObjectId> conversion = ConversionContext.of(Argument.of(ObjectId.class));

            Optional<ObjectId> result = context.getConversionService().convert("xyz", conversion);

            assertThat(result).isEmpty();
            assertThat(conversion.getLastError()).get()
                    .satisfies(error -> assertThat(error.getCause()).hasMessage("Invalid ObjectId \"xyz\": expected"
                            + " exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters"));
        }
    }

    @Test
    void rejectsBytesThatAreNotTwelveWithFromBytesMessage() {
        try (ApplicationContext context = ApplicationContext.run()) {
            ArgumentConversionContext<ObjectId> conversion = ConversionContext.of(Argument.of(ObjectId.class));

            Optional<ObjectId> result = context.getConversionService().convert(new byte[5], conversion);

            assertThat(result).isEmpty();
            assertThat(conversion.getLastError()).get()
                    .satisfies(error -> assertThat(error.getCause())
                            .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 5"));
        }
    }
}
