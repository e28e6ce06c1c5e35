package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.UsesDatabase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An application's own {@code ObjectIdGenerator} bean ({@link FixedObjectIdGenerator}: clock fixed at
 * 2030-01-02T03:04:05Z, process-unique value {@code 0a1b2c3d4e}) replaces the extension's default one, and every
 * id the extension mints comes from it: Hibernate ORM's generator (an {@code ObjectId} and a {@code String} id,
 * by the generator name and by {@code @ObjectIdGenerated}), the MongoDB client's POJO codec and Panache's
 * {@code persist}. Each id starts with {@code 70dd5525} (the second) and {@code 0a1b2c3d4e}, which no other
 * generator of this process mints: it proves the generator ran, not Hibernate's UUID generator or the driver.
 */
@QuarkusTest
@TestProfile(ReplacedObjectIdGeneratorTest.ApplicationGenerator.class)
@WithTestResource(MongoTestResource.class)
@UsesDatabase
class ReplacedObjectIdGeneratorTest {

    /** The first 9 bytes of every id of {@link FixedObjectIdGenerator}, in hex. */
    private static final String SECOND_AND_PROCESS_UNIQUE = "70dd5525" + "0a1b2c3d4e";

    /** Selects the application's generator bean. */
    public static class ApplicationGenerator implements QuarkusTestProfile {

        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(FixedObjectIdGenerator.class);
        }
    }

    @Inject
    ObjectIdGenerator generator;

    @Inject
    EntityManager entityManager;

    @Inject
    MongoClient client;

    @Test
    void theApplicationsGeneratorIsTheBean() {
        assertThat(generator).isNotSameAs(ObjectIdGenerator.defaultGenerator());
        assertMintedByTheApplicationsGenerator(generator.generate());
    }

    @Test
    void hibernateOrmMintsWithTheApplicationsGenerator() {
        Purchase purchase = new Purchase();
        purchase.item = "book";
        Invoice invoice = new Invoice();
        Coupon coupon = new Coupon();
        coupon.code = "SPRING";

        QuarkusTransaction.requiringNew().run(() -> {
            entityManager.persist(purchase);
            invoice.purchase = purchase.id;
            entityManager.persist(invoice);
            entityManager.persist(coupon);
        });

        assertMintedByTheApplicationsGenerator(purchase.id);
        assertMintedByTheApplicationsGenerator(invoice.id);
        assertThat(coupon.id).as("the text id").hasSize(24).startsWith(SECOND_AND_PROCESS_UNIQUE);
        assertThat(purchase.id.instant()).isEqualTo(FixedObjectIdGenerator.SECOND);
        Coupon found = QuarkusTransaction.requiringNew().call(() -> entityManager.find(Coupon.class, coupon.id));
        assertThat(found.code).isEqualTo("SPRING");
    }

    @Test
    void theMongoDbClientMintsWithTheApplicationsGenerator() {
        Event event = new Event(ObjectId.parse("5a17b9d9ab102555b9c38874"), List.of(), "created");

        client.getDatabase("oid").getCollection("events", Event.class).insertOne(event);

        assertMintedByTheApplicationsGenerator(event.id);
    }

    @Test
    void panacheMintsWithTheApplicationsGenerator() {
        Article article = new Article();
        article.title = "minted by the application's generator";

        article.persist();

        assertMintedByTheApplicationsGenerator(article.id);
        assertThat(Article.<Article>findById(article.id).title).isEqualTo(article.title);
    }

    private static void assertMintedByTheApplicationsGenerator(ObjectId id) {
        assertThat(id).as("the minted id").isNotNull();
        assertThat(id.toHexString()).startsWith(SECOND_AND_PROCESS_UNIQUE);
        assertThat(id.instant()).isEqualTo(FixedObjectIdGenerator.SECOND);
    }
}
