package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;

import dev.oid.ObjectId;
import dev.oid.demo.DemoApi;
import dev.oid.demo.DemoView;
import dev.oid.jackson.ObjectIdModule;
import jakarta.persistence.EntityManagerFactory;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;

/**
 * Round trip 3: one id minted by the MongoDB convention, stored in MongoDB and SQL, served as JSON by a REST API on a
 * loopback port and parsed back by an HTTP client into {@code dev.oid.ObjectId}.
 */
@UsesDatabase
class RestRoundTripTest {

    private static MongoClient mongo;
    private static MongoDatabase db;
    private static EntityManagerFactory emf;
    private static ValidatorFactory validation;
    private static DemoApi api;
    private static HttpClient http;
    private static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new ObjectIdModule()).build();

    @BeforeAll
    static void start() throws IOException {
        mongo = MongoTarget.get().newClient(MongoFixtures.applicationRegistry());
        db = mongo.getDatabase(MongoFixtures.uniqueDatabaseName(RestRoundTripTest.class));
        emf = SqlTarget.get().newEntityManagerFactory(Item.class);
        validation = Validation.buildDefaultValidatorFactory();
        // The demo's API (one implementation in the repository) over this test's own entity.
        api = new DemoApi(MAPPER, validation.getValidator(), id -> {
            Item item = emf.callInTransaction(em -> em.find(Item.class, id));
            return item == null ? null : new DemoView(item.getId(), item.getName(), item.getId().instant().toString());
        });
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        if (api != null) {
            api.close();
        }
        if (validation != null) {
            validation.close();
        }
        if (emf != null) {
            emf.close();
        }
        if (db != null) {
            db.drop();
        }
        if (mongo != null) {
            mongo.close();
        }
    }

    @BeforeEach
    void deleteItems() {
        emf.runInTransaction(em -> em.createQuery("delete from Item").executeUpdate());
    }

    @Test
    void oneIdTravelsThroughMongodbSqlAndJsonUnchanged() throws Exception {
        MongoCollection<Gadget> gadgets = db.getCollection("gadgets", Gadget.class);
        Gadget gadget = new Gadget("lamp");
        gadgets.insertOne(gadget); // the id is minted here, by the POJO convention
        ObjectId minted = gadget.getId();
        emf.runInTransaction(em -> em.persist(new Item(minted, gadget.getName())));

        HttpResponse<String> response = get("/items/" + minted.toHexString());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json; charset=utf-8");
        assertThat(response.body()).isEqualTo("{\"id\":\"" + minted.toHexString() + "\",\"name\":\"lamp\",\"created\":\""
                + minted.instant() + "\"}");
        DemoView view = MAPPER.readValue(response.body(), DemoView.class);
        ObjectId inMongo = gadgets.find(Filters.eq("_id", minted)).first().getId();
        ObjectId inSql = emf.callInTransaction(em -> em.find(Item.class, minted).getId());
        assertThat(view.id()).isEqualTo(minted).isEqualTo(inMongo).isEqualTo(inSql);
        assertThat(view.name()).isEqualTo("lamp");
    }

    @Test
    void knownIdIsServedWithItsDecodedCreationTime() throws Exception {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        emf.runInTransaction(em -> em.persist(new Item(id, "pen")));

        HttpResponse<String> response = get("/items/5a17b9d9ab102555b9c38874");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo(
                "{\"id\":\"5a17b9d9ab102555b9c38874\",\"name\":\"pen\",\"created\":\"2017-11-24T06:19:05Z\"}");
    }

    @Test
    void upperCaseIdFindsTheItemAndTheBodyCarriesTheCanonicalLowerCaseId() throws Exception {
        ObjectId id = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        emf.runInTransaction(em -> em.persist(new Item(id, "cup")));

        HttpResponse<String> response = get("/items/4DF2DCEC2CDCD20936A8B817");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(MAPPER.readValue(response.body(), DemoView.class).id()).isEqualTo(id);
        assertThat(response.body()).contains("\"id\":\"4df2dcec2cdcd20936a8b817\"");
    }

    @Test
    void malformedIdAnswers400WithAJsonErrorNamingTheBadValue() throws Exception {
        HttpResponse<String> response = get("/items/not-an-id");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json; charset=utf-8");
        assertThat(response.body()).isEqualTo("{\"status\":400,\"error\":\"Bad Request\",\"value\":\"not-an-id\","
                + "\"message\":\"id must be an ObjectId: 24 hexadecimal characters\"}");
    }

    @Test
    void almostAnIdIsRejectedToo() throws Exception {
        // 24 characters, the last one is not hex: a lenient parser would take it, @ValidObjectId must not.
        HttpResponse<String> nonHex = get("/items/5a17b9d9ab102555b9c3887g");
        // 25 characters.
        HttpResponse<String> tooLong = get("/items/5a17b9d9ab102555b9c388740");

        assertThat(nonHex.statusCode()).isEqualTo(400);
        assertThat(nonHex.body()).contains("\"value\":\"5a17b9d9ab102555b9c3887g\"");
        assertThat(tooLong.statusCode()).isEqualTo(400);
        assertThat(tooLong.body()).contains("\"value\":\"5a17b9d9ab102555b9c388740\"");
    }

    @Test
    void unknownIdAnswers404NamingTheId() throws Exception {
        HttpResponse<String> response = get("/items/5a17b9d9ab102555b9c38874");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).isEqualTo("{\"status\":404,\"error\":\"Not Found\","
                + "\"value\":\"5a17b9d9ab102555b9c38874\",\"message\":\"no item with this id\"}");
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        URI uri = api.baseUri().resolve(path);
        return http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
