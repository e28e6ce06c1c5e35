package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdMongoCustomConversions;
import dev.oid.spring.mongo.ObjectIdBeforeConvertCallback;
import dev.oid.spring.mongo.ObjectIdMongoAutoConfiguration;
import dev.oid.spring.mongo.ObjectIdReactiveBeforeConvertCallback;
import java.math.BigDecimal;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import org.bson.types.Decimal128;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.PropertyValueConverter;
import org.springframework.data.convert.ValueConversionContext;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions.BigDecimalRepresentation;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * The switches and overrides of {@link ObjectIdMongoAutoConfiguration}, on the Boot line of the class path: the
 * context's {@code MongoCustomConversions} (Boot's or the application's) is kept and extended, never replaced.
 */
class MongoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdMongoAutoConfiguration.class));

    /** An application's own converter, for a type the ObjectId converters know nothing of. */
    @WritingConverter
    enum CurrencyToCode implements Converter<Currency, String> {
        INSTANCE;

        @Override
        public String convert(Currency source) {
            return source.getCurrencyCode();
        }
    }

    @Test
    void extendsTheApplicationsConversionsKeepingItsConverters() {
        MongoCustomConversions own = new MongoCustomConversions(List.of(CurrencyToCode.INSTANCE));
        runner.withBean(MongoCustomConversions.class, () -> own).run(context -> {
            MongoCustomConversions conversions = context.getBean(MongoCustomConversions.class);
            assertThat(conversions).isInstanceOf(ObjectIdMongoCustomConversions.class);
            assertThat(((ObjectIdMongoCustomConversions) conversions).getDelegate()).isSameAs(own);
            assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(org.bson.types.ObjectId.class);
            assertThat(conversions.hasCustomReadTarget(org.bson.types.ObjectId.class, ObjectId.class)).isTrue();
            assertThat(conversions.isSimpleType(ObjectId.class)).isTrue();
            assertThat(conversions.getCustomWriteTarget(Currency.class)).contains(String.class);
            assertThat(context).hasSingleBean(ObjectIdBeforeConvertCallback.class)
                    .hasSingleBean(ObjectIdReactiveBeforeConvertCallback.class)
                    .hasSingleBean(dev.oid.ObjectIdGenerator.class);
        });
    }

    /** An application's property value converter, for one property. */
    enum UpperCase implements PropertyValueConverter<String, String, ValueConversionContext<MongoPersistentProperty>> {
        INSTANCE;

        @Override
        public String read(String value, ValueConversionContext<MongoPersistentProperty> context) {
            return value;
        }

        @Override
        public String write(String value, ValueConversionContext<MongoPersistentProperty> context) {
            return value.toUpperCase(Locale.ROOT);
        }
    }

    /** A document with a property that has a property value converter and one that has none. */
    static final class Priced {
        ObjectId id;
        String code;
    }

    @Test
    void answersPropertyValueConvertersFromTheConversionsItExtends() {
        MongoCustomConversions own = MongoCustomConversions.create(adapter -> adapter.configurePropertyConversions(
                registrar -> registrar.registerConverter(Priced.class, "code", UpperCase.INSTANCE)));
        ObjectIdMongoCustomConversions conversions =
                (ObjectIdMongoCustomConversions) ObjectIdMongoCustomConversions.extend(own);
        MongoPersistentEntity<?> priced = new MongoMappingContext().getRequiredPersistentEntity(Priced.class);
        MongoPersistentProperty code = priced.getRequiredPersistentProperty("code");
        MongoPersistentProperty id = priced.getRequiredPersistentProperty("id");

        assertThat(conversions.getPropertyValueConversions()).isSameAs(own.getPropertyValueConversions());
        assertThat(conversions.hasValueConverter(code)).isTrue();
        assertThat(conversions.hasValueConverter(id)).isFalse();
        // Spring Data Commons 4.0's getRequiredValueConverter (the wrapper's own method on 3.5), from the delegate's.
        Object converter = conversions.getRequiredValueConverter(code);
        assertThat(converter).isSameAs(UpperCase.INSTANCE);
        // The delegate's conversions (Spring Data's SimplePropertyValueConversions) refuse a property without one.
        assertThatThrownBy(() -> conversions.getRequiredValueConverter(id))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("No PropertyValueConverter");
    }

    @Test
    void keepsTheBigDecimalRepresentationOfTheConversionsItExtends() {
        MongoCustomConversions own = MongoCustomConversions.create(
                adapter -> adapter.bigDecimal(BigDecimalRepresentation.DECIMAL128));
        runner.withBean(MongoCustomConversions.class, () -> own).run(context -> {
            MongoCustomConversions conversions = context.getBean(MongoCustomConversions.class);
            assertThat(conversions.getCustomWriteTarget(BigDecimal.class)).contains(Decimal128.class);
            assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(org.bson.types.ObjectId.class);
        });
    }

    @Test
    void canBeSwitchedOffWhollyOrForIdsOnly() {
        MongoCustomConversions own = new MongoCustomConversions(List.of());
        runner.withBean(MongoCustomConversions.class, () -> own).withPropertyValues("oid.mongodb.generate-ids=false")
                .run(context -> assertThat(context)
                        .hasSingleBean(MongoCustomConversions.class)
                        .doesNotHaveBean(ObjectIdBeforeConvertCallback.class)
                        .doesNotHaveBean(ObjectIdReactiveBeforeConvertCallback.class));
        runner.withBean(MongoCustomConversions.class, () -> own).withPropertyValues("oid.mongodb.enabled=false")
                .run(context -> {
                    assertThat(context.getBean(MongoCustomConversions.class)).isSameAs(own);
                    assertThat(context).doesNotHaveBean(ObjectIdBeforeConvertCallback.class);
                });
    }
}
