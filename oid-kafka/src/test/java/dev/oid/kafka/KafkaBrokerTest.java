package dev.oid.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.state.Stores;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The serde through a real broker: one KRaft node (controller and broker in this process, from {@code kafka_2.13}),
 * 10,000 records keyed by the real ids produced and consumed, a Kafka Streams topology that counts them grouped by
 * id, and a bad key as the consumer reports it. Each test is bounded in time.
 */
@Timeout(value = 50, unit = TimeUnit.SECONDS)
class KafkaBrokerTest {

    private static final int RECORDS = 10_000;

    @TempDir
    static Path dir;

    private static KafkaRaftServer server;

    private static String bootstrap;

    private static List<ObjectId> ids;

    @BeforeAll
    static void startBroker() throws Exception {
        ids = RealObjectIds.ids(ObjectId::parse);
        int brokerPort = freePort();
        int controllerPort = freePort();
        String logDir = Files.createDirectories(dir.resolve("kraft")).toString();
        Map<String, Object> props = new HashMap<>();
        props.put("process.roles", "broker,controller");
        props.put("node.id", "1");
        props.put("controller.quorum.voters", "1@localhost:" + controllerPort);
        props.put("listeners", "PLAINTEXT://localhost:" + brokerPort + ",CONTROLLER://localhost:" + controllerPort);
        props.put("advertised.listeners", "PLAINTEXT://localhost:" + brokerPort);
        props.put("controller.listener.names", "CONTROLLER");
        props.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        props.put("inter.broker.listener.name", "PLAINTEXT");
        props.put("log.dirs", logDir);
        props.put("offsets.topic.replication.factor", "1");
        props.put("offsets.topic.num.partitions", "1");
        props.put("transaction.state.log.replication.factor", "1");
        props.put("transaction.state.log.min.isr", "1");
        props.put("share.coordinator.state.topic.replication.factor", "1");
        props.put("share.coordinator.state.topic.min.isr", "1");
        props.put("group.initial.rebalance.delay.ms", "0");
        new Formatter()
                .setPrintStream(System.out)
                .setClusterId("oid-kafka-test-cluster1")
                .setNodeId(1)
                .setControllerListenerName("CONTROLLER")
                .setMetadataLogDirectory(logDir)
                .setDirectories(List.of(logDir))
                .setReleaseVersion(MetadataVersion.latestProduction())
                .run();
        server = new KafkaRaftServer(new KafkaConfig(props), Time.SYSTEM);
        server.startup();
        bootstrap = "localhost:" + brokerPort;
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap))) {
            admin.createTopics(List.of(new NewTopic("ids", 3, (short) 1), new NewTopic("counts", 3, (short) 1),
                    new NewTopic("bad", 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
    }

    @AfterAll
    static void stopBroker() {
        if (server != null) {
            server.shutdown();
            server.awaitShutdown();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static Properties consumer(String group) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        return props;
    }

    /** The key of record {@code i}: the real ids in turn, so the first 2,008 ids key three records, the rest two. */
    private static ObjectId key(int i) {
        return ids.get(i % ids.size());
    }

    @Test
    void producesAndConsumesTenThousandRecordsKeyedByIds() throws Exception {
        produceIds();
        Properties props = consumer("oid-consume");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, "dev.oid.kafka.ObjectIdDeserializer");
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        List<ConsumerRecord<ObjectId, String>> read = new ArrayList<>();
        try (KafkaConsumer<ObjectId, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("ids"));
            while (read.size() < RECORDS) {
                consumer.poll(Duration.ofMillis(200)).forEach(read::add);
            }
        }
        assertThat(read).hasSize(RECORDS);
        for (ConsumerRecord<ObjectId, String> record : read) {
            assertThat(record.key()).isEqualTo(key(Integer.parseInt(record.value())));
        }
    }

    @Test
    void streamsCountsTheRecordsGroupedById() throws Exception {
        produceIds();
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream("ids", Consumed.with(new ObjectIdSerde(), Serdes.String()))
                .groupByKey(Grouped.with(new ObjectIdSerde(), Serdes.String()))
                .count(Materialized.as(Stores.inMemoryKeyValueStore("counts-by-id")))
                .toStream()
                .to("counts", Produced.with(new ObjectIdSerde(), Serdes.Long()));
        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, "oid-streams");
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(StreamsConfig.STATE_DIR_CONFIG, dir.resolve("streams").toString());
        config.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, 100);
        config.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
        config.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");

        Map<ObjectId, Long> expected = new HashMap<>();
        for (int i = 0; i < RECORDS; i++) {
            expected.merge(key(i), 1L, Long::sum);
        }
        Properties props = consumer("oid-counts");
        Map<ObjectId, Long> counts = new HashMap<>();
        try (KafkaStreams streams = new KafkaStreams(builder.build(), config);
                KafkaConsumer<ObjectId, Long> consumer = new KafkaConsumer<>(props, new ObjectIdDeserializer(),
                        new LongDeserializer())) {
            streams.start();
            consumer.subscribe(List.of("counts"));
            // Each run of produceIds() adds its records: wait for the counts of every run so far.
            long runs = produced;
            while (!counts.equals(scaled(expected, runs))) {
                consumer.poll(Duration.ofMillis(200)).forEach(r -> counts.put(r.key(), r.value()));
            }
            streams.close(Duration.ofSeconds(10));
        }
        assertThat(counts).hasSize(ids.size());
        assertThat(counts.get(ids.get(0))).isEqualTo(3L * produced);
        assertThat(counts.get(ids.get(ids.size() - 1))).isEqualTo(2L * produced);
    }

    @Test
    void aKeyOfElevenBytesFailsThePollWithTheTopicAndLength() throws Exception {
        Properties producerProps = new Properties();
        producerProps.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (KafkaProducer<byte[], String> producer = new KafkaProducer<>(producerProps, new ByteArraySerializer(),
                new StringSerializer())) {
            producer.send(new ProducerRecord<>("bad", new byte[11], "x")).get(10, TimeUnit.SECONDS);
        }
        Properties props = consumer("oid-bad");
        try (KafkaConsumer<ObjectId, String> consumer = new KafkaConsumer<>(props, new ObjectIdDeserializer(),
                new StringDeserializer())) {
            consumer.subscribe(List.of("bad"));
            RecordDeserializationException e = catchThrowableOfType(RecordDeserializationException.class, () -> {
                while (true) {
                    consumer.poll(Duration.ofMillis(200));
                }
            });
            assertThat(e.topicPartition().topic()).isEqualTo("bad");
            assertThat(e.offset()).isZero();
            assertThat(e).hasCauseExactlyInstanceOf(SerializationException.class);
            assertThat(e.getCause()).hasMessage("Invalid ObjectId in topic \"bad\": expected exactly 12 bytes, found "
                    + "11 (0x0000000000000000000000)");
        }
    }

    private static Map<ObjectId, Long> scaled(Map<ObjectId, Long> counts, long runs) {
        Map<ObjectId, Long> scaled = new HashMap<>();
        counts.forEach((id, n) -> scaled.put(id, n * runs));
        return scaled;
    }

    /** How many times the 10,000 records were produced: once per test that needs them. */
    private static long produced;

    private static synchronized void produceIds() throws Exception {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ObjectIdSerializer.class);
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        try (KafkaProducer<ObjectId, String> producer = new KafkaProducer<>(props)) {
            for (int i = 0; i < RECORDS; i++) {
                producer.send(new ProducerRecord<>("ids", key(i), Integer.toString(i)));
            }
            producer.flush();
        }
        produced++;
    }
}
