package dev.oid.it;

import dev.oid.testsupport.RealObjectIds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.oid.testsupport.UsesDatabase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;
import java.util.Random;

import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.annotations.BsonId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.ClientSession;
import com.mongodb.client.MongoChangeStreamCursor;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.changestream.ChangeStreamDocument;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.bson.ObjectIdConversions;
import dev.oid.bson.ObjectIdConventions;
import dev.oid.bson.ObjectIdFilters;

/**
 * Round trip 1: {@code dev.oid.ObjectId} through a {@code MongoClient} built with {@code ObjectIdCodecProvider}, and
 * interoperability with the plain driver.
 */
@UsesDatabase
class MongoRoundTripTest {

    private static final Instant T0 = Instant.parse("2024-03-01T12:00:00Z");

    private static MongoClient client;
    private static MongoClient plainClient;
    private static MongoDatabase db;
    private static MongoDatabase plainDb;

    @BeforeAll
    static void connect() {
        MongoTarget target = MongoTarget.get();
        client = target.newClient(MongoFixtures.applicationRegistry());
        plainClient = target.newClient(MongoFixtures.plainDriverRegistry());
        String name = MongoFixtures.uniqueDatabaseName(MongoRoundTripTest.class);
        db = client.getDatabase(name);
        plainDb = plainClient.getDatabase(name);
    }

    @AfterAll
    static void dropAndClose() {
        if (db != null) {
            db.drop();
        }
        if (client != null) {
            client.close();
        }
        if (plainClient != null) {
            plainClient.close();
        }
    }

    @BeforeEach
    void emptyCollections() {
        for (String name : db.listCollectionNames()) {
            db.getCollection(name).drop();
        }
    }

    @Test
    void conventionAssignsIdsOnInsertAndFindByIdReturnsTheSamePojo() {
        MongoCollection<Gadget> gadgets = db.getCollection("gadgets", Gadget.class);
        Gadget pen = new Gadget("pen");
        Gadget lamp = new Gadget("lamp");

        gadgets.insertOne(pen);
        gadgets.insertOne(lamp);

        assertThat(pen.getId()).isNotNull();
        assertThat(lamp.getId()).isNotNull().isGreaterThan(pen.getId());
        assertThat(gadgets.find(Filters.eq("_id", lamp.getId())).first()).isEqualTo(lamp);
        assertThat(gadgets.find(Filters.eq("_id", pen.getId())).first()).isEqualTo(pen);
        assertThat(gadgets.countDocuments()).isEqualTo(2);
    }

    @Test
    void idIsStoredAsNativeBsonObjectIdWithTheSameBytes() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        db.getCollection("gadgets", Gadget.class).insertOne(withId(id, "pen"));

        Document raw = plainDb.getCollection("gadgets").find().first();

        assertThat(raw).isNotNull();
        assertThat(raw.get("_id")).isInstanceOf(org.bson.types.ObjectId.class);
        org.bson.types.ObjectId driverId = raw.getObjectId("_id");
        assertThat(driverId.toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(driverId.toByteArray()).isEqualTo(id.toByteArray());
        assertThat(driverId.getDate().toInstant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(raw.toJson()).isEqualTo("{\"_id\": {\"$oid\": \"5a17b9d9ab102555b9c38874\"}, \"name\": \"pen\"}");
    }

    @Test
    void recordsWithMintedIdsAndASecondObjectIdFieldRoundTrip() {
        MongoCollection<Reading> readings = db.getCollection("readings", Reading.class);
        Reading first = new Reading(ObjectId.parse("4df2dcec2cdcd20936a8b817"), "t1", 21.5,
                ObjectId.parse("5a17b9d9ab102555b9c38874"));
        Reading second = new Reading(ObjectId.generate(), "t2", -3.25, first.id());

        readings.insertMany(List.of(first, second));

        assertThat(readings.find(Filters.eq("_id", first.id())).first()).isEqualTo(first);
        assertThat(readings.find(Filters.eq("source", first.id())).into(new ArrayList<>())).containsExactly(second);
        Document raw = plainDb.getCollection("readings").find(Filters.eq("sensor", "t1")).first();
        assertThat(raw).isNotNull();
        assertThat(raw.getObjectId("source").toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
    }

    @Test
    void createdBetweenReturnsExactlyTheDocumentsMintedInsideTheWindow() {
        TestClock clock = new TestClock(T0);
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(new Random(42)).build();
        MongoCollection<Gadget> gadgets = db.withCodecRegistry(registryAssigningFrom(generator))
                .getCollection("gadgets", Gadget.class);
        List<Gadget> inserted = new ArrayList<>();
        for (int minute = 0; minute < 10; minute++) {
            clock.set(T0.plusSeconds(60L * minute));
            Gadget gadget = new Gadget("minute-" + minute);
            gadgets.insertOne(gadget);
            inserted.add(gadget);
        }

        // [12:03:00, 12:06:00): minutes 3, 4 and 5, nothing else; the end is exclusive to the second.
        List<Gadget> found = gadgets.find(ObjectIdFilters.createdBetween("_id",
                        T0.plusSeconds(180), T0.plusSeconds(360)))
                .sort(Sorts.ascending("_id")).into(new ArrayList<>());

        assertThat(found).extracting(Gadget::getName).containsExactly("minute-3", "minute-4", "minute-5");
        assertThat(found).extracting(g -> g.getId().instant()).containsExactly(
                Instant.parse("2024-03-01T12:03:00Z"), Instant.parse("2024-03-01T12:04:00Z"),
                Instant.parse("2024-03-01T12:05:00Z"));
        assertThat(found).isEqualTo(inserted.subList(3, 6));
    }

    @Test
    void sortingByIdGivesCreationOrderWhateverTheInsertionOrder() {
        TestClock clock = new TestClock(T0);
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(new Random(7)).build();
        List<Reading> created = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            clock.set(T0.plusSeconds(i / 5)); // five ids per second: order within a second comes from the counter
            created.add(new Reading(generator.generate(), "s" + i, i, null));
        }
        List<Reading> shuffled = new ArrayList<>(created);
        Collections.shuffle(shuffled, new Random(1));
        MongoCollection<Reading> readings = db.getCollection("readings", Reading.class);
        readings.insertMany(shuffled);

        List<Reading> sorted = readings.find().sort(Sorts.ascending("_id")).into(new ArrayList<>());

        assertThat(sorted).isEqualTo(created);
    }

    @Test
    void uniqueIndexesRejectADuplicateIdWithTheServersE11000Error() {
        MongoCollection<Reading> readings = db.getCollection("readings", Reading.class);
        readings.createIndex(Indexes.ascending("source"), new IndexOptions().unique(true));
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        ObjectId source = ObjectId.parse("4df2dcec2cdcd20936a8b817");
        readings.insertOne(new Reading(id, "a", 1, source));

        assertThatExceptionOfType(MongoWriteException.class)
                .isThrownBy(() -> readings.insertOne(new Reading(id, "b", 2, null)))
                .satisfies(e -> {
                    assertThat(e.getError().getCategory()).isEqualTo(ErrorCategory.DUPLICATE_KEY);
                    assertThat(e.getCode()).isEqualTo(11000);
                    assertThat(e.getError().getMessage())
                            .startsWith("E11000 duplicate key error")
                            .contains("5a17b9d9ab102555b9c38874");
                });
        assertThatExceptionOfType(MongoWriteException.class)
                .isThrownBy(() -> readings.insertOne(new Reading(ObjectId.generate(), "c", 3, source)))
                .satisfies(e -> {
                    assertThat(e.getCode()).isEqualTo(11000);
                    assertThat(e.getError().getMessage())
                            .startsWith("E11000 duplicate key error")
                            .contains("4df2dcec2cdcd20936a8b817");
                });
        assertThat(readings.countDocuments()).isEqualTo(1);
    }

    @Test
    void idsWrittenByUsReadBackByThePlainDriverWithIdenticalHexAndTimestamp() {
        MongoCollection<Gadget> gadgets = db.getCollection("gadgets", Gadget.class);
        List<Gadget> ours = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Gadget gadget = new Gadget("g" + i);
            gadgets.insertOne(gadget);
            ours.add(gadget);
        }

        List<Document> theirs = plainDb.getCollection("gadgets").find().sort(Sorts.ascending("_id"))
                .into(new ArrayList<>());

        assertThat(theirs).hasSize(20);
        for (int i = 0; i < 20; i++) {
            org.bson.types.ObjectId driverId = theirs.get(i).getObjectId("_id");
            ObjectId ourId = ours.get(i).getId();
            assertThat(driverId.toHexString()).isEqualTo(ourId.toHexString());
            assertThat((long) driverId.getTimestamp()).isEqualTo(ourId.timestamp());
            assertThat(theirs.get(i).getString("name")).isEqualTo("g" + i);
        }
    }

    @Test
    void realIdsWrittenByThePlainDriverReadBackAsOurIdsWithIdenticalHexAndTimestamp() {
        List<String> hexes = RealObjectIds.hex();
        List<Document> documents = new ArrayList<>();
        for (int i = 0; i < hexes.size(); i++) {
            documents.add(new Document("_id", new org.bson.types.ObjectId(hexes.get(i))).append("n", i));
        }
        plainDb.getCollection("real").insertMany(documents);

        List<Document> readBack = db.getCollection("real").find()
                .sort(Sorts.ascending("n")).into(new ArrayList<>());

        assertThat(hexes).hasSize(3996);
        assertThat(readBack).hasSize(hexes.size());
        for (int i = 0; i < hexes.size(); i++) {
            // A Document decodes BSON ObjectIds to the driver's class; ours comes from the conversion.
            org.bson.types.ObjectId driverId = readBack.get(i).getObjectId("_id");
            ObjectId ours = ObjectIdConversions.fromDriver(driverId);
            assertThat(ours.toHexString()).isEqualTo(hexes.get(i));
            assertThat(ours.timestamp()).isEqualTo(Integer.toUnsignedLong(driverId.getTimestamp()));
            assertThat(ours).isEqualTo(ObjectId.parse(hexes.get(i)));
        }
        // Typed read of the same documents: the POJO/record codecs decode _id straight to dev.oid.ObjectId.
        List<ObjectId> typed = db.getCollection("real", RealDocument.class).find().sort(Sorts.ascending("_id"))
                .map(RealDocument::id).into(new ArrayList<>());
        assertThat(typed).extracting(ObjectId::toHexString).containsExactlyElementsOf(hexes.stream().sorted().toList());
    }

    @Test
    void toDateOnIdGivesTheInstantOurIdDecodes() {
        MongoTarget.get().assumeRealMongod("$toDate on _id");
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        db.getCollection("readings", Reading.class).insertOne(new Reading(id, "a", 1, null));

        Document projected = plainDb.getCollection("readings").aggregate(List.of(Aggregates.project(
                Projections.computed("created", new Document("$toDate", "$_id"))))).first();

        assertThat(projected).isNotNull();
        assertThat(projected.getDate("created")).isEqualTo(Date.from(id.instant()));
        assertThat(projected.getDate("created").toInstant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
    }

    @Test
    void transactionCommitsAndAbortsDocumentsKeyedByOurIds() {
        MongoTarget.get().assumeReplicaSet("Multi-document transactions");
        MongoCollection<Reading> readings = db.getCollection("readings", Reading.class);
        db.createCollection("readings-tx-warmup"); // collections cannot be created implicitly inside every version
        readings.insertOne(new Reading(ObjectId.generate(), "setup", 0, null));
        Reading committed = new Reading(ObjectId.generate(), "committed", 1, null);
        Reading aborted = new Reading(ObjectId.generate(), "aborted", 2, null);

        try (ClientSession session = client.startSession()) {
            session.withTransaction(() -> readings.insertOne(session, committed));
            session.startTransaction();
            readings.insertOne(session, aborted);
            session.abortTransaction();
        }

        assertThat(readings.find(Filters.eq("_id", committed.id())).first()).isEqualTo(committed);
        assertThat(readings.find(Filters.eq("_id", aborted.id())).first()).isNull();
    }

    @Test
    void changeStreamReportsTheInsertedIdAsOurId() {
        MongoTarget.get().assumeReplicaSet("Change streams");
        MongoCollection<Reading> readings = db.getCollection("readings", Reading.class);
        readings.insertOne(new Reading(ObjectId.generate(), "setup", 0, null));
        Reading reading = new Reading(ObjectId.parse("5a17b9d9ab102555b9c38874"), "watched", 7, null);

        try (MongoChangeStreamCursor<ChangeStreamDocument<Reading>> cursor = readings.watch().cursor()) {
            readings.insertOne(reading);
            ChangeStreamDocument<Reading> change = cursor.next();

            assertThat(change.getFullDocument()).isEqualTo(reading);
            assertThat(change.getDocumentKey()).isNotNull();
            assertThat(change.getDocumentKey().getObjectId("_id").getValue().toHexString())
                    .isEqualTo("5a17b9d9ab102555b9c38874");
        }
    }

    /**
     * A document holding one of the real ids.
     *
     * @param id the real id
     * @param n its line number in the data file
     */
    public record RealDocument(@BsonId ObjectId id, int n) {
    }

    private static Gadget withId(ObjectId id, String name) {
        Gadget gadget = new Gadget(name);
        gadget.setId(id);
        return gadget;
    }

    private static CodecRegistry registryAssigningFrom(ObjectIdGenerator generator) {
        List<org.bson.codecs.pojo.Convention> conventions =
                new ArrayList<>(org.bson.codecs.pojo.Conventions.DEFAULT_CONVENTIONS);
        conventions.add(ObjectIdConventions.assignIds(generator));
        return MongoFixtures.applicationRegistry(conventions);
    }

}
