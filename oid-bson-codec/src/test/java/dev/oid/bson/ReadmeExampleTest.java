package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;

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
import dev.oid.bson.readme.Order;
import dev.oid.testsupport.ReadmeSnippets;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The snippets of this module's README.md ("Usage" section), run against the in-process wire server, so they
 * cannot rot: the code between the {@code README mongodb} markers of {@link Order} and of this class is the
 * README's text.
 */
class ReadmeExampleTest {

    private static final Path README = Path.of("README.md");

    private MongoServer server;
    private String uri;

    @BeforeEach
    void startServer() {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
    }

    @AfterEach
    void stopServer() {
        server.shutdownNow();
    }

    @Test
    void theReadmeSnippetsAreCodeOfTheseTests() {
        Path sources = Path.of("src", "test", "java", "dev", "oid", "bson");
        ReadmeSnippets.assertSectionIsCodeOf(README, "mongodb",
                sources.resolve("readme").resolve("Order.java"), sources.resolve("ReadmeExampleTest.java"));
    }

    @Test
    void readmeSnippetsWorkAsShown() {
        // BEGIN README mongodb
        CodecRegistry registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                MongoClientSettings.getDefaultCodecRegistry(),
                CodecRegistries.fromProviders(PojoCodecProvider.builder()
                        .automatic(true)
                        .conventions(ObjectIdConventions.defaultsAndAssignIds())   // mint ids on insert, see below
                        .build()));
        MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .codecRegistry(registry)
                .build());
        MongoDatabase database = client.getDatabase("shop");

        MongoCollection<Order> orders = database.getCollection("orders", Order.class);
        Order order = new Order();
        order.customer = "ada";
        orders.insertOne(order);                   // order.id is now set
        Order found = orders.find(Filters.eq("_id", order.id)).first();
        // END README mongodb
        try (client) {
            assertThat(order.id).isNotNull();
            assertThat(found.customer).isEqualTo("ada");
            assertThat(found.id).isEqualTo(order.id);
            Order withItems = new Order();
            withItems.customer = "bob";
            withItems.items = List.of(ObjectId.parse("5a17b9d9ab102555b9c38874"));
            orders.insertOne(withItems);
            assertThat(orders.find(Filters.eq("_id", withItems.id)).first().items)
                    .containsExactly(ObjectId.parse("5a17b9d9ab102555b9c38874"));

            // BEGIN README mongodb
            Bson march = ObjectIdFilters.createdBetween("_id",
                    Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-04-01T00:00:00Z"));
            // {"_id": {"$gte": {"$oid": "69a381800000000000000000"}, "$lt": {"$oid": "69cc60000000000000000000"}}}
            List<Order> inMarch = orders.find(march).sort(Sorts.ascending("_id")).into(new ArrayList<>());
            // END README mongodb

            assertThat(march.toBsonDocument(BsonDocument.class, registry).toJson()).isEqualTo(
                    "{\"_id\": {\"$gte\": {\"$oid\": \"69a381800000000000000000\"},"
                            + " \"$lt\": {\"$oid\": \"69cc60000000000000000000\"}}}");
            assertThat(inMarch).isEmpty();   // the orders above were created now, not in March 2026
            Order fromMarch = new Order();
            fromMarch.id = ObjectIdGenerator.builder()
                    .clock(InstantSource.fixed(Instant.parse("2026-03-15T09:30:00Z"))).build().generate();
            orders.insertOne(fromMarch);
            assertThat(orders.find(march).into(new ArrayList<>())).extracting(o -> o.id).containsExactly(fromMarch.id);

            // BEGIN README mongodb
            Document document = database.getCollection("orders").find(Filters.eq("customer", "ada")).first();
            org.bson.types.ObjectId driverId = document.getObjectId("_id");
            ObjectId id = ObjectIdConversions.fromDriver(driverId);           // same 12 bytes, hex and timestamp
            org.bson.types.ObjectId back = ObjectIdConversions.toDriver(id);
            // END README mongodb

            assertThat(id).isEqualTo(order.id);
            assertThat(back).isEqualTo(driverId);

            // README: Extended JSON through the registry
            String json = new Document("_id", ObjectId.parse("56e1fc72e0c917e9c4714161"))
                    .toJson(registry.get(Document.class));
            assertThat(json).isEqualTo("{\"_id\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}}");
        }
    }
}
