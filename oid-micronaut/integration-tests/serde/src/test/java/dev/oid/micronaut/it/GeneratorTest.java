package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.micronaut.it.jdbc.Ticket;
import dev.oid.micronaut.it.jdbc.TicketRepository;
import dev.oid.micronaut.it.mongo.Article;
import dev.oid.micronaut.it.mongo.ArticleRepository;
import dev.oid.micronaut.it.mongo.Reading;
import dev.oid.micronaut.it.mongo.ReadingRepository;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.context.ApplicationContext;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The application's own {@link ObjectIdGenerator} bean ({@link TestGenerator}) replaces the module's, and every id the
 * module mints comes from it: Micronaut Data JDBC's {@code @AutoPopulated} ids and Micronaut Data MongoDB's
 * {@code @GeneratedValue} ids (mutable entity and record). Without such a bean the default generator mints them
 * ({@link JdbcTest}, {@link MongoTest}).
 */
@MicronautTest(environments = TestGenerator.ENVIRONMENT, transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class GeneratorTest implements TestPropertyProvider {

    private static final ObjectId OWNER = ObjectId.parse("5a17b9d9ab102555b9c38874");

    @Inject
    ApplicationContext context;

    @Inject
    ObjectIdGenerator generator;

    @Inject
    TicketRepository tickets;

    @Inject
    ArticleRepository articles;

    @Inject
    ReadingRepository readings;

    @Inject
    MongoClient client;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @BeforeAll
    void createTable() throws SQLException {
        JdbcTest.createTicketTable();
    }

    @BeforeEach
    void emptyTablesAndCollections() {
        tickets.deleteAll();
        client.getDatabase("oid").getCollection("articles").drop();
        client.getDatabase("oid").getCollection("readings").drop();
    }

    @Test
    void theApplicationsGeneratorIsTheOnlyOne() {
        assertThat(context.getBeansOfType(ObjectIdGenerator.class)).containsExactly(generator);
        assertThat(generator).isNotSameAs(ObjectIdGenerator.defaultGenerator());
        assertThat(processUnique(generator.generate())).isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
    }

    @Test
    void jdbcSaveMintsWithTheApplicationsGenerator() {
        Instant before = Instant.now().minusSeconds(1);

        Ticket saved = tickets.save(new Ticket(null, OWNER, "minted"));

        assertThat(saved.id()).as("the minted id").isNotNull();
        assertThat(processUnique(saved.id())).isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
        assertThat(saved.id().instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(tickets.findById(saved.id())).contains(saved);
    }

    @Test
    void mongoSaveMintsWithTheApplicationsGenerator() {
        Article article = new Article();
        article.setAuthor(OWNER);
        article.setTitle("minted");

        articles.save(article);
        Reading reading = readings.save(new Reading(null, OWNER, 21.5));

        assertThat(article.getId()).as("the mutable entity's minted id").isNotNull();
        assertThat(processUnique(article.getId())).isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
        assertThat(reading.id()).as("the record's minted id").isNotNull();
        assertThat(processUnique(reading.id())).isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
        assertThat(articles.findById(article.getId())).get().extracting(Article::getTitle).isEqualTo("minted");
    }

    /** Bytes 4-8 of an id, as hex. */
    private static String processUnique(ObjectId id) {
        return id.toHexString().substring(8, 18);
    }
}
