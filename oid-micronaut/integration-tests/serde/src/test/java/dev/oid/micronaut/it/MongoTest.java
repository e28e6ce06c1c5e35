package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import dev.oid.ObjectId;
import dev.oid.bson.ObjectIdCodec;
import dev.oid.micronaut.it.mongo.Article;
import dev.oid.micronaut.it.mongo.ArticleRepository;
import dev.oid.micronaut.it.mongo.Envelope;
import dev.oid.micronaut.it.mongo.Reading;
import dev.oid.micronaut.it.mongo.ReadingRepository;
import dev.oid.testsupport.BsonBytes;
import io.micronaut.serde.bson.BsonBinaryMapper;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Micronaut Data MongoDB entities and repositories with dev.oid.ObjectId ids, fields and lists. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MongoTest implements TestPropertyProvider {

    private static final ObjectId AUTHOR = ObjectId.parse("5a17b9d9ab102555b9c38874");
    private static final ObjectId OTHER = ObjectId.parse("4df2dcec2cdcd20936a8b817");

    @Inject
    ArticleRepository articles;

    @Inject
    ReadingRepository readings;

    @Inject
    MongoClient client;

    @Inject
    BsonBinaryMapper bsonMapper;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @BeforeEach
    void emptyCollections() {
        client.getDatabase("oid").getCollection("articles").drop();
        client.getDatabase("oid").getCollection("readings").drop();
    }

    @Test
    void theClientsRegistryHoldsTheObjectIdCodec() {
        assertThat(client.getDatabase("oid").getCodecRegistry().get(ObjectId.class))
                .isInstanceOf(ObjectIdCodec.class);
    }

    @Test
    void saveMintsTheIdAndStoresBsonObjectIds() {
        Instant before = Instant.now().minusSeconds(1);
        Article article = article(AUTHOR, "first");
        article.setRelated(List.of(OTHER));

        articles.save(article);

        assertThat(article.getId()).as("the minted id").isNotNull();
        assertThat(article.getId().instant()).isBetween(before, Instant.now().plusSeconds(1));
        // The default generator minted it: the same process-unique value (bytes 4-8) as ObjectId.generate().
        assertThat(Arrays.copyOfRange(article.getId().toByteArray(), 4, 9))
                .isEqualTo(Arrays.copyOfRange(ObjectId.generate().toByteArray(), 4, 9));
        byte[] stored = raw("articles").find().first().getByteBuffer().array();
        BsonBytes.assertObjectIdElement(stored, "_id", article.getId().toByteArray());
        BsonBytes.assertObjectIdElement(stored, "author", AUTHOR.toByteArray());
        BsonBytes.assertObjectIdElement(stored, "0", OTHER.toByteArray()); // the first element of the array "related"
    }

    @Test
    void anAssignedIdIsKept() {
        Article article = article(AUTHOR, "assigned");
        article.setId(OTHER);

        articles.save(article);

        assertThat(article.getId()).isEqualTo(OTHER);
        BsonBytes.assertObjectIdElement(raw("articles").find().first().getByteBuffer().array(), "_id",
                OTHER.toByteArray());
    }

    @Test
    void anImmutableEntityGetsAMintedId() {
        Reading saved = readings.save(new Reading(null, OTHER, 21.5));

        assertThat(saved.id()).isNotNull();
        assertThat(saved.sensor()).isEqualTo(OTHER);
        byte[] stored = raw("readings").find().first().getByteBuffer().array();
        BsonBytes.assertObjectIdElement(stored, "_id", saved.id().toByteArray());
        BsonBytes.assertObjectIdElement(stored, "sensor", OTHER.toByteArray());
    }

    @Test
    void findById() {
        Article article = articles.save(article(AUTHOR, "by id"));

        assertThat(articles.findById(article.getId())).get().extracting(Article::getTitle).isEqualTo("by id");
        assertThat(articles.existsById(article.getId())).isTrue();
        articles.deleteById(article.getId());
        assertThat(articles.count()).isZero();
    }

    @Test
    void findByAField() {
        articles.save(article(AUTHOR, "a"));
        articles.save(article(AUTHOR, "b"));
        articles.save(article(OTHER, "c"));

        assertThat(articles.findByAuthor(AUTHOR)).extracting(Article::getTitle).containsExactlyInAnyOrder("a", "b");
        assertThat(articles.findByAuthor(OTHER)).extracting(Article::getTitle).containsExactly("c");
    }

    @Test
    void findByIdRange() {
        Instant t = Instant.parse("2017-11-24T06:19:05Z");
        for (long seconds : new long[] {-1, 0, 30, 60}) {
            Article article = article(AUTHOR, "at " + seconds);
            byte[] bytes = ObjectId.min(t.plusSeconds(seconds)).toByteArray();
            bytes[11] = 1; // an id of that second, not its boundary
            article.setId(ObjectId.fromBytes(bytes));
            articles.save(article);
        }

        assertThat(articles.findByIdGreaterThanEqualsAndIdLessThan(ObjectId.min(t), ObjectId.min(t.plusSeconds(60))))
                .extracting(Article::getTitle).containsExactlyInAnyOrder("at 0", "at 30");
    }

    @Test
    void documentsWrittenByThePlainDriverAreRead() {
        client.getDatabase("oid").getCollection("articles").insertOne(
                new Document("_id", new org.bson.types.ObjectId("5a17b9d9ab102555b9c38874"))
                        .append("author", new org.bson.types.ObjectId("4df2dcec2cdcd20936a8b817"))
                        .append("related", List.of(new org.bson.types.ObjectId("4df2dcec2cdcd20936a8b817")))
                        .append("title", "driver"));

        List<Article> all = articles.findAll();

        assertThat(all).hasSize(1);
        assertThat(all.get(0).getId()).isEqualTo(AUTHOR);
        assertThat(all.get(0).getAuthor()).isEqualTo(OTHER);
        assertThat(all.get(0).getRelated()).containsExactly(OTHER);
        assertThat(all.get(0).getTitle()).isEqualTo("driver");
    }

    @Test
    void theSerdeWritesBsonObjectIds() throws IOException {
        Envelope envelope = new Envelope(AUTHOR, List.of(OTHER));

        byte[] bytes = bsonMapper.writeValueAsBytes(envelope);

        BsonBytes.assertObjectIdElement(bytes, "id", AUTHOR.toByteArray());
        BsonBytes.assertObjectIdElement(bytes, "0", OTHER.toByteArray());
        assertThat(new RawBsonDocument(bytes).toJson()).isEqualTo("{\"id\": {\"$oid\": \"5a17b9d9ab102555b9c38874\"},"
                + " \"refs\": [{\"$oid\": \"4df2dcec2cdcd20936a8b817\"}]}");
        assertThat(bsonMapper.readValue(bytes, Envelope.class)).isEqualTo(envelope);
    }

    private static Article article(ObjectId author, String title) {
        Article article = new Article();
        article.setAuthor(author);
        article.setTitle(title);
        return article;
    }

    private MongoCollection<RawBsonDocument> raw(String collection) {
        return client.getDatabase("oid").getCollection(collection, RawBsonDocument.class);
    }
}
