package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.UsesDatabase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Without an {@code ObjectIdGenerator} bean of the application's own, the extension's bean is oid-core's default
 * generator, and the ids minted through Hibernate ORM and MongoDB carry its process-unique value (bytes 4-8).
 */
@QuarkusTest
@WithTestResource(MongoTestResource.class)
@UsesDatabase
class DefaultObjectIdGeneratorTest {

    @Inject
    ObjectIdGenerator generator;

    @Inject
    EntityManager entityManager;

    @Inject
    MongoClient client;

    @Test
    void theBeanIsTheDefaultGenerator() {
        assertThat(generator).isSameAs(ObjectIdGenerator.defaultGenerator());
    }

    @Test
    void hibernateOrmAndMongoDbMintWithTheDefaultGenerator() {
        Coupon coupon = new Coupon();
        coupon.code = "DEFAULT";
        QuarkusTransaction.requiringNew().run(() -> entityManager.persist(coupon));
        Event event = new Event(ObjectId.parse("5a17b9d9ab102555b9c38874"), List.of(), "created");
        client.getDatabase("oid").getCollection("events", Event.class).insertOne(event);
        byte[] processUnique = processUnique(ObjectIdGenerator.defaultGenerator().generate());

        assertThat(processUnique(ObjectId.parse(coupon.id))).as("Hibernate ORM's id").isEqualTo(processUnique);
        assertThat(processUnique(event.id)).as("the MongoDB client's id").isEqualTo(processUnique);
    }

    private static byte[] processUnique(ObjectId id) {
        return Arrays.copyOfRange(id.toByteArray(), 4, 9);
    }
}
