package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.math.BigDecimal;
import java.util.List;
import org.bson.types.Decimal128;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;

/** The switches and overrides of {@link ObjectIdMongoAutoConfiguration}, on the Boot line of the class path. */
class MongoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdMongoAutoConfiguration.class));

    @Test
    void registersTheConvertersTheGeneratorAndBothCallbacks() {
        runner.run(context -> {
            MongoCustomConversions conversions = context.getBean(MongoCustomConversions.class);
            assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(org.bson.types.ObjectId.class);
            assertThat(conversions.hasCustomReadTarget(org.bson.types.ObjectId.class, ObjectId.class)).isTrue();
            assertThat(context).hasSingleBean(ObjectIdBeforeConvertCallback.class)
                    .hasSingleBean(ObjectIdReactiveBeforeConvertCallback.class)
                    .hasSingleBean(dev.oid.ObjectIdGenerator.class);
        });
    }

    @Test
    void appliesBootsBigDecimalRepresentationToTheConversionsItReplaces() {
        runner.withPropertyValues("spring.data.mongodb.representation.big-decimal=decimal128").run(context ->
                assertThat(context.getBean(MongoCustomConversions.class).getCustomWriteTarget(BigDecimal.class))
                        .contains(Decimal128.class));
    }

    @Test
    void backsOffForTheApplicationsConversionsAndCanBeSwitchedOff() {
        MongoCustomConversions own = new MongoCustomConversions(List.of());
        runner.withBean(MongoCustomConversions.class, () -> own).run(context ->
                assertThat(context.getBean(MongoCustomConversions.class)).isSameAs(own));
        runner.withPropertyValues("oid.mongodb.generate-ids=false").run(context -> {
            assertThat(context).hasSingleBean(MongoCustomConversions.class)
                    .doesNotHaveBean(ObjectIdBeforeConvertCallback.class)
                    .doesNotHaveBean(ObjectIdReactiveBeforeConvertCallback.class);
        });
        runner.withPropertyValues("oid.mongodb.enabled=false").run(context ->
                assertThat(context).doesNotHaveBean(MongoCustomConversions.class)
                        .doesNotHaveBean(ObjectIdBeforeConvertCallback.class));
    }
}
