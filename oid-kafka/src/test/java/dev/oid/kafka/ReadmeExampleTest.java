package dev.oid.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.config.AbstractConfig;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippet of its {@code kafka} section is the code between the
 * {@code README kafka} markers below; the properties it sets are read the way Kafka's clients read them.
 */
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "kafka",
                Path.of("src", "test", "java", "dev", "oid", "kafka", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetConfiguresClientsThatKafkaInstantiates() {
        // BEGIN README kafka
        Properties producer = new Properties();
        producer.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ObjectIdSerializer.class);
        producer.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);

        Properties consumer = new Properties();
        consumer.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "dev.oid.kafka.ObjectIdDeserializer");
        consumer.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);

        ObjectIdSerde serde = new ObjectIdSerde();                             // Kafka Streams
        byte[] key = serde.serializer().serialize("orders", ObjectId.parse("5a17b9d9ab102555b9c38874"));
        // the 12 bytes 5a 17 b9 d9 ab 10 25 55 b9 c3 88 74; null stays null (a tombstone)
        // END README kafka
        assertThat(HexFormat.of().formatHex(key)).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(serde.serializer().serialize("orders", null)).isNull();
        assertThat(serde.deserializer().deserialize("orders", null)).isNull();
        assertThat(producer).hasSize(2);
        assertThat(consumer).hasSize(2);

        SerializationException e = catchThrowableOfType(SerializationException.class, () -> {
            // BEGIN README kafka
            serde.deserializer().deserialize("orders", new byte[11]);
            // SerializationException: Invalid ObjectId in topic "orders": expected exactly 12 bytes, found 11
            // (0x0000000000000000000000)
            // END README kafka
        });
        assertThat(e).hasMessage("Invalid ObjectId in topic \"orders\": expected exactly 12 bytes, found 11 "
                + "(0x0000000000000000000000)");
    }

    @Test
    void kafkasConfigInstantiatesTheClassesTheSnippetNames() {
        Map<String, Object> props = Map.of(
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ObjectIdSerializer.class,
                ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "dev.oid.kafka.ObjectIdDeserializer");
        AbstractConfig config = new AbstractConfig(new org.apache.kafka.common.config.ConfigDef()
                .define(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, org.apache.kafka.common.config.ConfigDef.Type.CLASS,
                        org.apache.kafka.common.config.ConfigDef.Importance.HIGH, "")
                .define(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG,
                        org.apache.kafka.common.config.ConfigDef.Type.CLASS,
                        org.apache.kafka.common.config.ConfigDef.Importance.HIGH, ""), props);
        assertThat(config.getConfiguredInstance(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, Serializer.class))
                .isInstanceOf(ObjectIdSerializer.class);
        assertThat(config.getConfiguredInstance(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, Deserializer.class))
                .isInstanceOf(ObjectIdDeserializer.class);
    }
}
