package dev.oid.bson;

import dev.oid.testsupport.RealObjectIds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.TestPojos.Event;
import dev.oid.bson.TestPojos.Item;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/** Round trips through a running wire-protocol server: the in-process mongo-java-server (default 5.0 wire mode). */
class MongoServerRoundTripTest {

    private static MongoServer server;
    private static MongoClient client;

    /** Ours first, then the driver's defaults (records included), then POJOs with id assignment. */
    private static final CodecRegistry REGISTRY = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
            MongoClientSettings.getDefaultCodecRegistry(),
            CodecRegistries.fromProviders(PojoCodecProvider.builder()
                    .automatic(true)
                    .conventions(ObjectIdConventions.defaultsAndAssignIds())
                    .build()));

    /** The same without the id convention. */
    private static final CodecRegistry NO_ASSIGN = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
            MongoClientSettings.getDefaultCodecRegistry(),
            CodecRegistries.fromProviders(PojoCodecProvider.builder()
                    .automatic(true)
                    .conventions(Conventions.DEFAULT_CONVENTIONS)
                    .build()));

    private MongoDatabase database;

    @BeforeAll
    static void startServer() {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(
                        "mongodb://" + address.getHostString() + ":" + address.getPort()))
                .build());
    }

    @AfterAll
    static void stopServer() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.shutdownNow();
        }
    }

    @BeforeEach
    void freshDatabase(TestInfo test) {
        database = client.getDatabase(test.getTestMethod().orElseThrow().getName());
    }

    /** A generator whose clock the test sets, minting ids at chosen seconds. */
    private static final class SteppedIds {
        private final AtomicReference<Instant> now = new AtomicReference<>();
        private final ObjectIdGenerator generator =
                ObjectIdGenerator.builder().clock(now::get).random(new SplittableRandom(3)).build();

        ObjectId at(String instant) {
            now.set(Instant.parse(instant));
            return generator.generate();
        }
    }

    @Test
    void insertsAndFindsAPojoByOurId() {
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(REGISTRY);
        Item item = new Item(ObjectId.parse("5a17b9d9ab102555b9c38874"), "x");
        item.owner = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        item.related = List.of(ObjectId.parse("56e1fc72e0c917e9c4714161"), ObjectId.parse("000000000000000000000000"));
        item.watchers = new LinkedHashSet<>(List.of(ObjectId.parse("ffffffffffffffffffffffff")));
        item.links = Map.of("parent", ObjectId.parse("56e1fc72e0c917e9c4714161"));
        items.insertOne(item);

        Item found = items.find(Filters.eq("_id", ObjectId.parse("5a17b9d9ab102555b9c38874"))).first();
        assertThat(found).isNotNull();
        assertThat(found.id).hasToString("5a17b9d9ab102555b9c38874");
        assertThat(found.name).isEqualTo("x");
        assertThat(found.owner).hasToString("4df2dcec2cdcd20936a8b817");
        assertThat(found.related).extracting(ObjectId::toHexString)
                .containsExactly("56e1fc72e0c917e9c4714161", "000000000000000000000000");
        assertThat(found.watchers).extracting(ObjectId::toHexString).containsExactly("ffffffffffffffffffffffff");
        assertThat(found.links).containsExactly(Map.entry("parent", ObjectId.parse("56e1fc72e0c917e9c4714161")));

        // Every one of those is stored as a native ObjectId, as the plain driver sees it.
        Document raw = database.getCollection("items").find().first();
        assertThat(raw.get("_id")).isEqualTo(new org.bson.types.ObjectId("5a17b9d9ab102555b9c38874"));
        assertThat(raw.get("owner")).isInstanceOf(org.bson.types.ObjectId.class);
        assertThat(raw.getList("related", Object.class)).allMatch(v -> v instanceof org.bson.types.ObjectId);
        assertThat(raw.getList("watchers", Object.class)).allMatch(v -> v instanceof org.bson.types.ObjectId);
        assertThat(raw.get("links", Document.class).get("parent")).isInstanceOf(org.bson.types.ObjectId.class);
    }

    @Test
    void insertsAndFindsARecordByOurId() {
        MongoCollection<Event> events = database.getCollection("events", Event.class).withCodecRegistry(REGISTRY);
        Event event = new Event(ObjectId.parse("56e1fc72e0c917e9c4714161"), "login",
                List.of(ObjectId.parse("5a17b9d9ab102555b9c38874")));
        events.insertOne(event);
        assertThat(events.find(Filters.eq("_id", event.id())).first()).isEqualTo(event);
        assertThat(database.getCollection("events").find().first().get("_id"))
                .isEqualTo(new org.bson.types.ObjectId("56e1fc72e0c917e9c4714161"));
    }

    @Test
    void insertsDocumentsWithOurIdsAndFindsThemWithIn() {
        MongoCollection<Document> docs = database.getCollection("docs").withCodecRegistry(REGISTRY);
        List<String> real = RealObjectIds.hex().subList(0, 50);
        for (String hex : real) {
            docs.insertOne(new Document("_id", ObjectId.parse(hex)).append("hex", hex));
        }
        List<ObjectId> wanted = List.of(ObjectId.parse(real.get(3)), ObjectId.parse(real.get(17)),
                ObjectId.parse(real.get(42)), ObjectId.parse("000000000000000000000001"));
        List<String> found = new ArrayList<>();
        docs.find(Filters.in("_id", wanted)).forEach(d -> found.add(d.getString("hex")));
        assertThat(found).containsExactlyInAnyOrder(real.get(3), real.get(17), real.get(42));
    }

    @Test
    void sortingByIdGivesCreationOrder() {
        SteppedIds ids = new SteppedIds();
        List<ObjectId> minted = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            // several ids per second, then the next second: order is by second first, then counter
            minted.add(ids.at(Instant.parse("2026-03-01T00:00:00Z").plusSeconds(i / 3).toString()));
        }
        List<ObjectId> shuffled = new ArrayList<>(minted);
        Collections.shuffle(shuffled, new Random(11));
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(REGISTRY);
        for (ObjectId id : shuffled) {
            items.insertOne(new Item(id, id.instant().toString()));
        }
        List<ObjectId> sorted = new ArrayList<>();
        items.find().sort(Sorts.ascending("_id")).forEach(item -> sorted.add(item.id));
        assertThat(sorted).containsExactlyElementsOf(minted);
    }

    @Test
    void createdBetweenReturnsExactlyTheIdsMintedInTheWindow() {
        SteppedIds ids = new SteppedIds();
        ObjectId beforeMarch = ids.at("2026-02-28T23:59:59.999Z");
        ObjectId firstSecond = ids.at("2026-03-01T00:00:00Z");
        ObjectId mid = ids.at("2026-03-15T12:30:00.500Z");
        ObjectId lastSecond = ids.at("2026-03-31T23:59:59.999Z");
        ObjectId april = ids.at("2026-04-01T00:00:00Z");
        ObjectId later = ids.at("2026-04-01T00:00:01Z");
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(REGISTRY);
        for (ObjectId id : List.of(later, mid, beforeMarch, april, lastSecond, firstSecond)) {
            items.insertOne(new Item(id, "x"));
        }
        Instant march = Instant.parse("2026-03-01T00:00:00Z");
        Instant aprilFirst = Instant.parse("2026-04-01T00:00:00Z");

        assertThat(ids(items, ObjectIdFilters.createdBetween("_id", march, aprilFirst)))
                .containsExactly(firstSecond, mid, lastSecond);
        assertThat(ids(items, ObjectIdFilters.createdAfter("_id", aprilFirst))).containsExactly(april, later);
        assertThat(ids(items, ObjectIdFilters.createdBefore("_id", march))).containsExactly(beforeMarch);
        assertThat(ids(items, ObjectIdFilters.createdBetween("_id", march, march))).isEmpty();
    }

    @Test
    void createdBetweenAlsoWorksWithoutOurCodecAndOnDriverMadeIds() {
        MongoCollection<Document> plain = database.getCollection("plain");
        org.bson.types.ObjectId inside = new org.bson.types.ObjectId("69b6a648" + "0102030405060708");   // 2026-03-15T12:30:00Z
        org.bson.types.ObjectId outside = new org.bson.types.ObjectId("69cc6000" + "0102030405060708"); // 2026-04-01T00:00:00Z
        plain.insertMany(List.of(new Document("_id", inside), new Document("_id", outside)));
        List<Object> found = new ArrayList<>();
        plain.find(ObjectIdFilters.createdBetween("_id", Instant.parse("2026-03-01T00:00:00Z"),
                Instant.parse("2026-04-01T00:00:00Z"))).forEach(d -> found.add(d.get("_id")));
        assertThat(found).containsExactly(inside);
    }

    private static List<ObjectId> ids(MongoCollection<Item> items, Bson filter) {
        List<ObjectId> found = new ArrayList<>();
        items.find(filter).sort(Sorts.ascending("_id")).forEach(item -> found.add(item.id));
        return found;
    }

    @Test
    void ourIdReadByThePlainDriverHasTheSameHexAndTimestamp() {
        MongoCollection<Document> ours = database.getCollection("interop").withCodecRegistry(REGISTRY);
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        ours.insertOne(new Document("_id", id).append("ref", ObjectId.parse("ffffffff0000000000000001")));

        Document plain = database.getCollection("interop").find().first();   // default registry only
        org.bson.types.ObjectId driverId = plain.getObjectId("_id");
        assertThat(driverId.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(driverId.getTimestamp()).isEqualTo(1511504345).isEqualTo((int) id.timestamp());
        assertThat(ObjectIdConversions.fromDriver(driverId)).isEqualTo(id);
        assertThat(plain.getObjectId("ref").toHexString()).isEqualTo("ffffffff0000000000000001");
    }

    @Test
    void driverIdReadWithOurCodecHasTheSameHexAndTimestamp() {
        org.bson.types.ObjectId driverId = new org.bson.types.ObjectId("4df2dcec2cdcd20936a8b817");
        database.getCollection("interop").insertOne(new Document("_id", driverId).append("name", "x"));

        Item item = database.getCollection("interop", Item.class).withCodecRegistry(REGISTRY).find().first();
        assertThat(item.id.toHexString()).isEqualTo(driverId.toHexString());
        assertThat(item.id.timestamp()).isEqualTo(driverId.getTimestamp()).isEqualTo(1307761900L);
        assertThat(item.id.instant()).isEqualTo(Instant.parse("2011-06-11T03:11:40Z"));
        // and a driver-made id can be queried with ours
        assertThat(database.getCollection("interop", Item.class).withCodecRegistry(REGISTRY)
                .find(Filters.eq("_id", ObjectId.parse("4df2dcec2cdcd20936a8b817"))).first()).isNotNull();
    }

    @Test
    void theConventionAssignsAnIdOnInsertThatIsStoredAndFound() {
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(REGISTRY);
        Item item = new Item(null, "x");
        items.insertOne(item);
        assertThat(item.id).isNotNull();
        assertThat(database.getCollection("items").find().first().getObjectId("_id").toHexString())
                .isEqualTo(item.id.toHexString());
        assertThat(items.find(Filters.eq("_id", item.id)).first().name).isEqualTo("x");
    }

    @Test
    void withoutTheConventionANullIdIsNotInventedByOurCode() {
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(NO_ASSIGN);
        Item item = new Item(null, "x");
        items.insertOne(item);
        // Our code minted nothing and the POJO is untouched; the server-side document got the driver's own id,
        // which the driver adds to every inserted document that has no _id.
        assertThat(item.id).isNull();
        Document stored = database.getCollection("items").find().first();
        assertThat(stored.get("_id")).isInstanceOf(org.bson.types.ObjectId.class);
        assertThat(stored.getString("name")).isEqualTo("x");
    }

    @Test
    void aStringIdReadIntoAPojoFailsNamingTheTypeAndTheValue() {
        database.getCollection("bad").insertOne(new Document("_id", "5a17b9d9ab102555b9c38874").append("name", "x"));
        MongoCollection<Item> items = database.getCollection("bad", Item.class).withCodecRegistry(REGISTRY);
        assertThatThrownBy(() -> items.find().first())
                .isInstanceOf(CodecConfigurationException.class)
                .hasMessageContaining("Failed to decode 'Item'. Decoding 'id' errored with")
                .hasMessageContaining("Cannot decode a dev.oid.ObjectId from BSON type STRING (0x02)"
                        + " \"5a17b9d9ab102555b9c38874\": expected a BSON ObjectId (type 0x07).");
    }

    @Test
    void aStringIdReadIntoARecordFailsNamingTheTypeAndTheValue() {
        database.getCollection("bad").insertOne(new Document("_id", "not-an-id").append("kind", "x"));
        MongoCollection<Event> events = database.getCollection("bad", Event.class).withCodecRegistry(REGISTRY);
        assertThatThrownBy(() -> events.find().first())
                .hasStackTraceContaining("Cannot decode a dev.oid.ObjectId from BSON type STRING (0x02) \"not-an-id\"");
    }

    @Test
    void documentsStillDecodeObjectIdsToTheDriversTypeAndConvert() {
        MongoCollection<Document> docs = database.getCollection("docs").withCodecRegistry(REGISTRY);
        ObjectId id = ObjectId.parse("56e1fc72e0c917e9c4714161");
        docs.insertOne(new Document("_id", id));
        Document read = docs.find().first();
        assertThat(read.get("_id")).isInstanceOf(org.bson.types.ObjectId.class);
        assertThat(ObjectIdConversions.fromDriver(read.getObjectId("_id"))).isEqualTo(id);
        assertThat(read.toBsonDocument(Document.class, REGISTRY).get("_id").getBsonType()).isEqualTo(BsonType.OBJECT_ID);
    }

    @Test
    void setOfIdsSurvivesTheRoundTrip() {
        MongoCollection<Item> items = database.getCollection("items", Item.class).withCodecRegistry(REGISTRY);
        Item item = new Item(ObjectId.parse("56e1fc72e0c917e9c4714161"), "x");
        Set<ObjectId> watchers = new LinkedHashSet<>();
        RealObjectIds.hex().subList(0, 10).forEach(h -> watchers.add(ObjectId.parse(h)));
        item.watchers = watchers;
        items.insertOne(item);
        assertThat(items.find().first().watchers).containsExactlyInAnyOrderElementsOf(watchers);
    }
}
