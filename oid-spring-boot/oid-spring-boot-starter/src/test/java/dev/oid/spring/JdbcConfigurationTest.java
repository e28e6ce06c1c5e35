package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdJdbcCustomConversions;
import dev.oid.spring.jdbc.ObjectIdJdbcAutoConfiguration;
import dev.oid.spring.jdbc.ObjectIdJdbcBeforeConvertCallback;
import dev.oid.spring.jdbc.ObjectIdJdbcConverters;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;

/**
 * The Spring Data JDBC part: where Spring Data JDBC is present, the {@code JdbcCustomConversions} bean (Boot's or the
 * application's) is extended, not replaced, and null ids are minted; {@code oid.jdbc.enabled=false} and
 * {@code oid.jdbc.generate-ids=false} switch it off, as does the absence of Spring Data JDBC. The scenario on a
 * database is {@code JdbcScenarioTest} of the Spring Boot applications.
 */
class JdbcConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdJdbcAutoConfiguration.class));

    /** A converter of the application's own. */
    @WritingConverter
    enum Money implements Converter<java.util.Currency, String> {
        INSTANCE;

        @Override
        public String convert(java.util.Currency source) {
            return source.getCurrencyCode();
        }
    }

    @Test
    void extendsTheApplicationsConversionsAndMintsIds() {
        JdbcCustomConversions own = new JdbcCustomConversions(List.of(Money.INSTANCE));
        runner.withBean(JdbcCustomConversions.class, () -> own).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(ObjectIdJdbcBeforeConvertCallback.class);
            JdbcCustomConversions conversions = context.getBean(JdbcCustomConversions.class);
            assertThat(conversions).isInstanceOf(ObjectIdJdbcCustomConversions.class);
            assertThat(((ObjectIdJdbcCustomConversions) conversions).getDelegate()).isSameAs(own);
            assertThat(conversions.isSimpleType(ObjectId.class)).isTrue();
            assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(byte[].class);
            assertThat(conversions.hasCustomReadTarget(byte[].class, ObjectId.class)).isTrue();
            assertThat(conversions.getCustomWriteTarget(java.util.Currency.class)).contains(String.class);
            assertThat(ObjectIdJdbcCustomConversions.extend(conversions)).isSameAs(conversions);
        });
    }

    @Test
    void switchesOff() {
        runner.withPropertyValues("oid.jdbc.generate-ids=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ObjectIdJdbcBeforeConvertCallback.class);
            assertThat(context.containsBean("oidJdbcCustomConversionsExtender")).isTrue();
        });
        runner.withPropertyValues("oid.jdbc.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ObjectIdJdbcBeforeConvertCallback.class);
            assertThat(context.containsBean("oidJdbcCustomConversionsExtender")).isFalse();
            assertThat(context.containsBean("oidJdbcUpdateGuard")).isFalse();
        });
        runner.withClassLoader(new FilteredClassLoader("org.springframework.data.jdbc.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.containsBean("oidJdbcCustomConversionsExtender")).isFalse();
            assertThat(context).hasSingleBean(dev.oid.ObjectIdGenerator.class);
        });
    }

    @Test
    void convertsTwelveBytesAndRefusesOtherLengthsWithTheValue() {
        DefaultConversionService service = new DefaultConversionService();
        ObjectIdJdbcCustomConversions.extend(new JdbcCustomConversions()).registerConvertersIn(service);
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");

        assertThat(service.convert(id, byte[].class)).isEqualTo(HexFormat.of().parseHex("5a17b9d9ab102555b9c38874"));
        assertThat(service.convert(HexFormat.of().parseHex("5a17b9d9ab102555b9c38874"), ObjectId.class)).isEqualTo(id);
        assertThat(ObjectIdJdbcConverters.all()).hasSize(2);
        assertThatThrownBy(() -> service.convert(HexFormat.of().parseHex("5a17b9d9ab102555b9c388"), ObjectId.class))
                .cause().isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 11: 0x5a17b9d9ab102555b9c388");
        assertThatThrownBy(() -> service.convert(new byte[100], ObjectId.class))
                .cause().hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 100: 0x"
                        + "00".repeat(64) + "... (100 bytes in all)");
    }
}
