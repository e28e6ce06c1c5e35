package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdCodec;
import dev.oid.bson.ObjectIdFilters;
import io.quarkus.mongodb.reactive.ReactiveMongoClient;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The injected MongoDB clients store dev.oid.ObjectId as BSON ObjectIds and mint null POJO ids. */
@QuarkusTest
@WithTestResource(MongoTestResource.class)
class MongoTest {

    @Inject
    MongoClient client;

    @Inject
    ReactiveMongoClient reactiveClient;

    private MongoDatabase database;

    @BeforeEach
    void emptyCollections() {
        database = client.getDatabase("oid");
        database.getCollection("events").drop();
        database.getCollection("readings").drop();
    }

    @Test
    void theClientsRegistriesHoldTheObjectIdCodec() {
        assertThat(database.getCodecRegistry().get(ObjectId.class)).isInstanceOf(ObjectIdCodec.class);
        assertThat(reactiveClient.getDatabase("oid").getCollection("events").getCodecRegistry()
                .get(ObjectId.class)).isInstanceOf(ObjectIdCodec.class);
    }

    @Test
    void aPojoWithANullIdGetsOneOnInsertAndIsStoredAsBsonObjectIds() {
        ObjectId author = ObjectId.parse("5a17b9d9ab102555b9c38874");
        ObjectId related = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        Event event = new Event(author, List.of(related), "created");
        Instant before = Instant.now().minusSeconds(1);

        events().insertOne(event);

        assertThat(event.id).as("the minted id").isNotNull();
        assertThat(event.id.instant()).isBetween(before, Instant.now().plusSeconds(1));
        RawBsonDocument stored = raw("events").find().first();
        Bson.assertObjectIdElement(stored, "_id", event.id);
        Bson.assertObjectIdElement(stored, "author", author);
        Bson.assertObjectIdElement(stored, "0", related); // the first element of the array "related"
        Event read = events().find(Filters.eq("_id", event.id)).first();
        assertThat(read.author).isEqualTo(author);
        assertThat(read.related).containsExactly(related);
    }

    @Test
    void aPojoWithAnIdKeepsIt() {
        Event event = new Event(null, List.of(), "kept");
        event.id = ObjectId.parse("5a17b9d9ab102555b9c38874");

        events().insertOne(event);

        assertThat(event.id).isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        Bson.assertObjectIdElement(raw("events").find().first(), "_id", event.id);
    }

    @Test
    void aRecordIsStoredWithBsonObjectIds() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        ObjectId sensor = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        Reading reading = new Reading(id, sensor, List.of(sensor), 21.5);

        database.getCollection("readings", Reading.class).insertOne(reading);

        RawBsonDocument stored = raw("readings").find().first();
        Bson.assertObjectIdElement(stored, "_id", id);
        Bson.assertObjectIdElement(stored, "sensor", sensor);
        assertThat(database.getCollection("readings", Reading.class).find(Filters.eq("_id", id)).first())
                .isEqualTo(reading);
    }

    @Test
    void documentsWrittenWithTheDriversObjectIdAreReadAsOurs() {
        org.bson.types.ObjectId id = new org.bson.types.ObjectId("5a17b9d9ab102555b9c38874");
        database.getCollection("events").insertOne(new Document("_id", id)
                .append("author", new org.bson.types.ObjectId("4df2dcec2cdcd20936a8b817"))
                .append("related", List.of()).append("kind", "driver"));

        Event read = events().find().first();

        assertThat(read.id).isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        assertThat(read.author).isEqualTo(ObjectId.parse("4df2dcec2cdcd20936a8b817"));
    }

    @Test
    void creationTimeFiltersSelectByIdRange() {
        Instant t = Instant.parse("2017-11-24T06:19:05Z");
        for (long seconds : new long[] {-60, -1, 0, 59, 60}) {
            Event event = new Event(null, List.of(), "at " + seconds);
            byte[] bytes = ObjectId.min(t.plusSeconds(seconds)).toByteArray();
            bytes[11] = 1; // an id of that second, not its boundary
            event.id = ObjectId.fromBytes(bytes);
            events().insertOne(event);
        }

        List<String> kinds = new ArrayList<>();
        events().find(ObjectIdFilters.createdBetween("_id", t, t.plus(Duration.ofMinutes(1))))
                .forEach(event -> kinds.add(event.kind));

        assertThat(kinds).containsExactlyInAnyOrder("at 0", "at 59");
    }

    private MongoCollection<Event> events() {
        return database.getCollection("events", Event.class);
    }

    private MongoCollection<RawBsonDocument> raw(String collection) {
        return database.getCollection(collection, RawBsonDocument.class);
    }
}
