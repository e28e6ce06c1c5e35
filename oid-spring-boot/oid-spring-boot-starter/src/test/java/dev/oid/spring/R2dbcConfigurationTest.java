package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdR2dbcCustomConversions;
import dev.oid.spring.r2dbc.ObjectIdR2dbcAutoConfiguration;
import dev.oid.spring.r2dbc.ObjectIdR2dbcBeforeConvertCallback;
import dev.oid.spring.r2dbc.ObjectIdR2dbcConverters;
import io.r2dbc.spi.ConnectionFactories;
import io.r2dbc.spi.ConnectionFactory;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.aop.support.AopUtils;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.data.r2dbc.convert.R2dbcCustomConversions;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.data.r2dbc.dialect.H2Dialect;

/**
 * The Spring Data R2DBC part: where Spring Data R2DBC and a {@code ConnectionFactory} are present, the
 * {@code R2dbcCustomConversions} bean (Boot's or the application's) is extended, not replaced, and null ids are
 * minted; {@code oid.r2dbc.enabled=false} and {@code oid.r2dbc.generate-ids=false} switch it off, as does the absence
 * of Spring Data R2DBC or of a {@code ConnectionFactory}. The scenario on a database is {@code R2dbcScenarioTest} of
 * the Spring Boot applications.
 */
class R2dbcConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdR2dbcAutoConfiguration.class))
            .withBean(ConnectionFactory.class,
                    () -> ConnectionFactories.get("r2dbc:h2:mem:///oid-r2dbc-configuration"));

    @Test
    void extendsTheApplicationsConversionsAndMintsIds() {
        R2dbcCustomConversions own = R2dbcCustomConversions.of(H2Dialect.INSTANCE,
                List.of(JdbcConfigurationTest.Money.INSTANCE));
        runner.withBean(R2dbcCustomConversions.class, () -> own).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).hasSingleBean(ObjectIdR2dbcBeforeConvertCallback.class);
            R2dbcCustomConversions conversions = context.getBean(R2dbcCustomConversions.class);
            assertThat(conversions).isInstanceOf(ObjectIdR2dbcCustomConversions.class);
            assertThat(((ObjectIdR2dbcCustomConversions) conversions).getDelegate()).isSameAs(own);
            assertThat(conversions.isSimpleType(ObjectId.class)).isTrue();
            assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(byte[].class);
            assertThat(conversions.hasCustomReadTarget(byte[].class, ObjectId.class)).isTrue();
            assertThat(conversions.hasCustomReadTarget(ByteBuffer.class, ObjectId.class)).isTrue();
            assertThat(conversions.getCustomWriteTarget(java.util.Currency.class)).contains(String.class);
            assertThat(ObjectIdR2dbcCustomConversions.extend(conversions)).isSameAs(conversions);
        });
    }

    @Test
    void switchesOff() {
        runner.withPropertyValues("oid.r2dbc.generate-ids=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ObjectIdR2dbcBeforeConvertCallback.class);
            assertThat(context.containsBean("oidR2dbcCustomConversionsExtender")).isTrue();
        });
        runner.withPropertyValues("oid.r2dbc.enabled=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context).doesNotHaveBean(ObjectIdR2dbcBeforeConvertCallback.class);
            assertThat(context.containsBean("oidR2dbcCustomConversionsExtender")).isFalse();
            assertThat(context.containsBean("oidR2dbcUpdateGuard")).isFalse();
        });
        runner.withClassLoader(new FilteredClassLoader("org.springframework.data.r2dbc.")).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.containsBean("oidR2dbcCustomConversionsExtender")).isFalse();
            assertThat(context).hasSingleBean(dev.oid.ObjectIdGenerator.class);
        });
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                        ObjectIdR2dbcAutoConfiguration.class))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.containsBean("oidR2dbcCustomConversionsExtender")).isFalse();
                    assertThat(context).doesNotHaveBean(ObjectIdR2dbcBeforeConvertCallback.class);
                });
    }

    @Test
    void convertsTwelveBytesFromAnArrayOrABufferAndRefusesOtherLengthsWithTheValue() {
        DefaultConversionService service = new DefaultConversionService();
        ObjectIdR2dbcCustomConversions.extend(R2dbcCustomConversions.of(H2Dialect.INSTANCE, List.of()))
                .registerConvertersIn(service);
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        byte[] bytes = HexFormat.of().parseHex("5a17b9d9ab102555b9c38874");
        ByteBuffer buffer = ByteBuffer.allocate(20).put(new byte[] {9, 9}).put(bytes).flip().position(2);

        assertThat(service.convert(id, byte[].class)).isEqualTo(bytes);
        assertThat(service.convert(bytes, ObjectId.class)).isEqualTo(id);
        assertThat(service.convert(buffer, ObjectId.class)).isEqualTo(id);
        assertThat(buffer.position()).as("the buffer is read without moving it").isEqualTo(2);
        assertThat(ObjectIdR2dbcConverters.all()).hasSize(3);
        assertThatThrownBy(() -> service.convert(ByteBuffer.wrap(HexFormat.of().parseHex("5a17b9d9ab102555b9c388")),
                ObjectId.class))
                .cause().isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid ObjectId bytes: expected exactly 12 bytes, found 11: 0x5a17b9d9ab102555b9c388");
    }

    @Test
    void proxiesBootsTemplateWhichStaysATemplate() {
        runner.withConfiguration(AutoConfigurations.of(
                bootClass("org.springframework.boot.autoconfigure.r2dbc.R2dbcAutoConfiguration",
                        "org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration"),
                bootClass("org.springframework.boot.autoconfigure.data.r2dbc.R2dbcDataAutoConfiguration",
                        "org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration")))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    R2dbcEntityTemplate template = context.getBean(R2dbcEntityTemplate.class);
                    assertThat(AopUtils.isCglibProxy(template)).isTrue();
                    assertThat(template.getConverter().getConversionService().convert(
                            ObjectId.parse("5a17b9d9ab102555b9c38874"), byte[].class))
                            .isEqualTo(HexFormat.of().parseHex("5a17b9d9ab102555b9c38874"));
                    assertThat(context.getBean(R2dbcCustomConversions.class))
                            .isInstanceOf(ObjectIdR2dbcCustomConversions.class);
                });
    }

    /** A class of Spring Boot 3.5, or its counterpart of Spring Boot 4.0 (whose packages differ). */
    private static Class<?> bootClass(String boot3, String boot4) {
        try {
            return Class.forName(boot3);
        } catch (ClassNotFoundException e) {
            try {
                return Class.forName(boot4);
            } catch (ClassNotFoundException again) {
                throw new IllegalStateException("neither " + boot3 + " nor " + boot4, again);
            }
        }
    }
}
