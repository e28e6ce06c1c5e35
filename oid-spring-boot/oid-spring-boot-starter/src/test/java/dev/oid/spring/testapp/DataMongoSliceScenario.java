package dev.oid.spring.testapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.spring.ScenarioSupport;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * What a {@code @DataMongoTest} must show, on either Boot line (each line's test class, {@code DataMongoSliceTest},
 * names its annotation and extends this): the starter's MongoDB part and its generator bean are in the slice, so a
 * document saved with a {@code null} id gets the first id of the application's generator, stored as a BSON ObjectId.
 */
public abstract class DataMongoSliceScenario {

    @DynamicPropertySource
    static void mongo(DynamicPropertyRegistry registry) {
        ScenarioSupport.mongoProperties(registry);
    }

    @Autowired
    OrderRepository orders;

    @Autowired
    MongoTemplate template;

    @Test
    void theApplicationsGeneratorMintsTheIdWhichIsStoredAsABsonObjectId() {
        template.remove(new org.springframework.data.mongodb.core.query.Query(), "orders");
        // The first id of a generator made as the application makes its bean (fixed clock, seeded random source).
        ObjectId expected = new TestApplication().objectIdGenerator().generate();

        Order saved = orders.save(new Order(null, "slice", null));

        assertThat(saved.getId()).isEqualTo(expected);
        BsonDocument raw = template.getCollection("orders").withDocumentClass(BsonDocument.class)
                .find(new BsonDocument("name", new BsonString("slice"))).first();
        BsonValue id = raw.get("_id");
        assertThat(id.getBsonType()).isEqualTo(BsonType.OBJECT_ID);
        assertThat(id.asObjectId().getValue().toHexString()).isEqualTo(expected.toHexString());
    }
}
