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
import java.net.InetSocketAddress;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The snippets of README.md's MongoDB section, run against the in-process wire server, so they cannot rot. */
class ReadmeExampleTest {

    /** README: the POJO. */
    public static class Order {
        @BsonId
        public ObjectId id;            // dev.oid.ObjectId; null until inserted
        public String customer;
        public List<ObjectId> items;
    }

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
    void readmeSnippetsWorkAsShown() {
        // README: registering the provider
        CodecRegistry registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
                MongoClientSettings.getDefaultCodecRegistry(),
                CodecRegistries.fromProviders(PojoCodecProvider.builder()
                        .automatic(true)
                        .conventions(ObjectIdConventions.defaultsAndAssignIds())
                        .build()));
        try (MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .codecRegistry(registry)
                .build())) {
            MongoDatabase database = client.getDatabase("shop");

            // README: a POJO with an ObjectId id
            MongoCollection<Order> orders = database.getCollection("orders", Order.class);
            Order order = new Order();
            order.customer = "ada";
            order.items = List.of(ObjectId.parse("5a17b9d9ab102555b9c38874"));
            orders.insertOne(order);                   // order.id is now set
            Order found = orders.find(Filters.eq("_id", order.id)).first();

            assertThat(order.id).isNotNull();
            assertThat(found.customer).isEqualTo("ada");
            assertThat(found.items).containsExactly(ObjectId.parse("5a17b9d9ab102555b9c38874"));

            // README: a createdBetween query
            Bson march = ObjectIdFilters.createdBetween("_id",
                    Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-04-01T00:00:00Z"));
            List<Order> inMarch = orders.find(march).sort(Sorts.ascending("_id")).into(new ArrayList<>());

            assertThat(march.toBsonDocument(BsonDocument.class, registry).toJson()).isEqualTo(
                    "{\"_id\": {\"$gte\": {\"$oid\": \"69a381800000000000000000\"},"
                            + " \"$lt\": {\"$oid\": \"69cc60000000000000000000\"}}}");
            assertThat(inMarch).isEmpty();   // the order above was created now, not in March 2026
            Order fromMarch = new Order();
            fromMarch.id = ObjectIdGenerator.builder()
                    .clock(InstantSource.fixed(Instant.parse("2026-03-15T09:30:00Z"))).build().generate();
            orders.insertOne(fromMarch);
            assertThat(orders.find(march).into(new ArrayList<>())).extracting(o -> o.id).containsExactly(fromMarch.id);

            // README: converting from a Document
            Document document = database.getCollection("orders").find(Filters.eq("customer", "ada")).first();
            org.bson.types.ObjectId driverId = document.getObjectId("_id");   // Documents keep the driver's type
            ObjectId id = ObjectIdConversions.fromDriver(driverId);
            org.bson.types.ObjectId back = ObjectIdConversions.toDriver(id);

            assertThat(id).isEqualTo(order.id);
            assertThat(back).isEqualTo(driverId);

            // README: Extended JSON through the registry
            String json = new Document("_id", ObjectId.parse("56e1fc72e0c917e9c4714161"))
                    .toJson(registry.get(Document.class));
            assertThat(json).isEqualTo("{\"_id\": {\"$oid\": \"56e1fc72e0c917e9c4714161\"}}");
        }
    }
}
