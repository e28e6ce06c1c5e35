package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** MongoDB with Panache entities and repositories whose id type is dev.oid.ObjectId. */
@QuarkusTest
@WithTestResource(MongoTestResource.class)
class PanacheTest {

    private static final ObjectId AUTHOR = ObjectId.parse("5a17b9d9ab102555b9c38874");
    private static final ObjectId OTHER_AUTHOR = ObjectId.parse("4df2dcec2cdcd20936a8b817");

    @Inject
    CommentRepository comments;

    @BeforeEach
    void emptyCollections() {
        Article.deleteAll();
        comments.deleteAll();
    }

    @Test
    void persistMintsTheIdAndStoresBsonObjectIds() {
        Instant before = Instant.now().minusSeconds(1);
        Article article = article(AUTHOR, "first");

        assertThat(article.id).as("the minted id").isNotNull();
        assertThat(article.id.instant()).isBetween(before, Instant.now().plusSeconds(1));
        RawBsonDocument stored = Article.mongoCollection().withDocumentClass(RawBsonDocument.class).find().first();
        Bson.assertObjectIdElement(stored, "_id", article.id);
        Bson.assertObjectIdElement(stored, "author", AUTHOR);
        Article found = Article.findById(article.id);
        assertThat(found.title).isEqualTo("first");
    }

    @Test
    void queriesTakeObjectIdParameters() {
        article(AUTHOR, "a");
        article(AUTHOR, "b");
        article(OTHER_AUTHOR, "c");

        ObjectId authorId = AUTHOR;
        // BEGIN README quarkus
        List<Article> byAuthor = Article.list("author", authorId);
        long lastMinute = Article.count("{'_id': {'$gte': ?1}}", ObjectId.min(Instant.now().minusSeconds(60)));
        // END README quarkus

        assertThat(byAuthor).extracting(a -> a.title).containsExactlyInAnyOrder("a", "b");
        assertThat(lastMinute).isEqualTo(3);
        assertThat(Article.count("author = ?1", OTHER_AUTHOR)).isEqualTo(1);
        assertThat(Article.count("author in ?1", List.of(AUTHOR, OTHER_AUTHOR))).isEqualTo(3);
        assertThat(Article.<Article>list("{'author': ?1}", OTHER_AUTHOR)).extracting(a -> a.title)
                .containsExactly("c");
    }

    @Test
    void queriesByIdRange() {
        Instant t = Instant.parse("2017-11-24T06:19:05Z");
        for (long seconds : new long[] {-1, 0, 30, 60}) {
            Article article = new Article();
            byte[] bytes = ObjectId.min(t.plusSeconds(seconds)).toByteArray();
            bytes[11] = 1;
            article.id = ObjectId.fromBytes(bytes);
            article.title = "at " + seconds;
            article.persist();
        }

        List<Article> minute = Article.list("{'_id': {'$gte': ?1, '$lt': ?2}}", ObjectId.min(t),
                ObjectId.min(t.plusSeconds(60)));

        assertThat(minute).extracting(a -> a.title).containsExactlyInAnyOrder("at 0", "at 30");
    }

    @Test
    void repositoryWithObjectIdIds() {
        Article article = article(AUTHOR, "commented");
        Comment comment = new Comment();
        comment.article = article.id;
        comment.text = "nice";

        comments.persist(comment);

        assertThat(comment.id).isNotNull();
        assertThat(comments.findById(comment.id).text).isEqualTo("nice");
        assertThat(comments.list("article", article.id)).extracting(c -> c.text).containsExactly("nice");
        assertThat(comments.count("article", OTHER_AUTHOR)).isZero();
        assertThat(comments.deleteById(comment.id)).isTrue();
    }

    private static Article article(ObjectId author, String title) {
        Article article = new Article();
        article.author = author;
        article.title = title;
        article.persist();
        return article;
    }
}
