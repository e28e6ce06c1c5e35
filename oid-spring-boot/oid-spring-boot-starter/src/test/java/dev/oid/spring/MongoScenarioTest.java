package dev.oid.spring;

import dev.oid.spring.mongo.ObjectIdCriteria;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import dev.oid.ObjectId;
import dev.oid.spring.testapp.DriverIdOrder;
import dev.oid.spring.testapp.DriverIdOrderRepository;
import dev.oid.spring.testapp.Order;
import dev.oid.spring.testapp.OrderRepository;
import dev.oid.spring.testapp.ReactiveOrder;
import dev.oid.spring.testapp.ReactiveOrderRepository;
import dev.oid.spring.testapp.StringIdNote;
import dev.oid.spring.testapp.StringIdNoteRepository;
import dev.oid.spring.testapp.TestApplication;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.data.domain.Example;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Range;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Spring Data MongoDB with {@code dev.oid.ObjectId}, on the in-process MongoDB stand-in; every stored
 * document is read back raw with a plain driver client of its own (no oid codec), so the BSON types are checked.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.mvc.problemdetails.enabled=true")
class MongoScenarioTest extends ApplicationTest {

    private static final ObjectId A = ObjectId.parse("5a17b9d9ab102555b9c38874"); // 2017-11-24T06:19:05Z
    private static final ObjectId B = ObjectId.parse("5a17b9daab102555b9c38875"); // 2017-11-24T06:19:06Z
    private static final ObjectId C = ObjectId.parse("5a17b9dbab102555b9c38876"); // 2017-11-24T06:19:07Z
    private static final ObjectId CUSTOMER = ObjectId.parse("4df2dcec2cdcd20936a8b817");

    private static MongoClient plain;

    @Autowired
    OrderRepository orders;

    @Autowired
    DriverIdOrderRepository driverIdOrders;

    @Autowired
    StringIdNoteRepository stringIdNotes;

    @Autowired
    ReactiveOrderRepository reactiveOrders;

    @Autowired
    MongoTemplate template;

    @Autowired
    MongoClient bootClient;

    @BeforeAll
    static void connectPlainDriver() {
        plain = MongoClients.create(ScenarioSupport.mongoUri());
    }

    @AfterAll
    static void closePlainDriver() {
        plain.close();
    }

    @BeforeEach
    void emptyDatabase() {
        plain.getDatabase("oidtest").drop();
    }

    private static MongoCollection<BsonDocument> raw(String collection) {
        return plain.getDatabase("oidtest").getCollection(collection, BsonDocument.class);
    }

    private static BsonDocument rawById(String collection, BsonValue id) {
        return raw(collection).find(new BsonDocument("_id", id)).first();
    }

    private static BsonObjectId bson(ObjectId id) {
        return new BsonObjectId(new org.bson.types.ObjectId(id.toHexString()));
    }

    @Test
    void storesObjectIdAsNativeBsonObjectIdEverywhere() {
        Order order = new Order(A, "pen", CUSTOMER);
        order.setItems(List.of(B, C));
        order.setTags(new LinkedHashSet<>(List.of(C)));
        Map<String, ObjectId> links = new LinkedHashMap<>();
        links.put("parent", B);
        order.setLinks(links);
        orders.save(order);

        BsonDocument stored = rawById("orders", bson(A));
        assertThat(stored.get("_id").getBsonType()).isEqualTo(BsonType.OBJECT_ID);
        assertThat(stored.get("_id").getBsonType().getValue()).isEqualTo(0x07);
        assertThat(stored.getObjectId("_id").getValue().toHexString()).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(stored.get("customerId")).isEqualTo(bson(CUSTOMER));
        assertThat(stored.get("items")).isEqualTo(new BsonArray(List.of(bson(B), bson(C))));
        assertThat(stored.get("tags")).isEqualTo(new BsonArray(List.of(bson(C))));
        assertThat(stored.getDocument("links")).isEqualTo(new BsonDocument("parent", bson(B)));

        Order read = orders.findById(A).orElseThrow();
        assertThat(read.getId()).isEqualTo(A);
        assertThat(read.getCustomerId()).isEqualTo(CUSTOMER);
        assertThat(read.getItems()).containsExactly(B, C);
        assertThat(read.getTags()).containsExactly(C);
        assertThat(read.getLinks()).containsExactlyEntriesOf(links);
    }

    @Test
    void mintsTheIdWithTheApplicationsGeneratorWhenItIsNull() {
        Order saved = orders.save(new Order(null, "minted", CUSTOMER));

        assertThat(saved.getId()).isNotNull();
        // The generator bean runs on a fixed clock: the driver or Spring Data would have used the current time.
        assertThat(saved.getId().instant()).isEqualTo(TestApplication.GENERATOR_TIME);
        BsonDocument stored = raw("orders").find().first();
        assertThat(stored.getObjectId("_id").getValue().toHexString()).isEqualTo(saved.getId().toHexString());

        ReactiveOrder reactive = reactiveOrders.save(new ReactiveOrder(null, "reactive")).block();
        assertThat(reactive.id().instant()).isEqualTo(TestApplication.GENERATOR_TIME);
        assertThat(rawById("reactive_orders", bson(reactive.id())).getString("name").getValue()).isEqualTo("reactive");
        assertThat(reactiveOrders.findById(reactive.id()).block()).isEqualTo(reactive);
    }

    @Test
    void readsDocumentsWrittenByThePlainDriverAndBySpringDataWithTheDriversType() {
        plain.getDatabase("oidtest").getCollection("orders").insertOne(new Document("_id", new org.bson.types.ObjectId(A.toHexString()))
                .append("name", "from driver")
                .append("customerId", new org.bson.types.ObjectId(CUSTOMER.toHexString()))
                .append("items", List.of(new org.bson.types.ObjectId(B.toHexString()))));
        Order fromDriver = orders.findById(A).orElseThrow();
        assertThat(fromDriver.getName()).isEqualTo("from driver");
        assertThat(fromDriver.getCustomerId()).isEqualTo(CUSTOMER);
        assertThat(fromDriver.getItems()).containsExactly(B);

        DriverIdOrder driverTyped = driverIdOrders.save(new DriverIdOrder(new org.bson.types.ObjectId(C.toHexString()), "driver typed"));
        Order asOurs = template.findById(C, Order.class, "driver_orders");
        assertThat(asOurs.getId()).isEqualTo(C);
        assertThat(asOurs.getName()).isEqualTo(driverTyped.name());
    }

    @Test
    void keepsApplicationsWithDriverObjectIdOrStringIdsWorking() {
        DriverIdOrder driverTyped = driverIdOrders.save(new DriverIdOrder(null, "generated by Spring Data"));
        assertThat(driverTyped.id()).isNotNull();
        assertThat(rawById("driver_orders", new BsonObjectId(driverTyped.id())).getString("name").getValue())
                .isEqualTo("generated by Spring Data");
        assertThat(driverIdOrders.findById(driverTyped.id())).contains(driverTyped);

        StringIdNote note = stringIdNotes.save(new StringIdNote(null, "text"));
        assertThat(note.id()).matches("[0-9a-f]{24}");
        assertThat(stringIdNotes.findById(note.id())).contains(note);
    }

    @Test
    void queriesByIdAndByObjectIdFields() {
        orders.saveAll(List.of(new Order(C, "c", CUSTOMER), new Order(A, "a", CUSTOMER), new Order(B, "b", null)));
        Order withItem = orders.findById(B).orElseThrow();
        withItem.setItems(List.of(A));
        orders.save(withItem);

        assertThat(orders.findByCustomerIdOrderByIdAsc(CUSTOMER)).extracting(Order::getId).containsExactly(A, C);
        assertThat(orders.findByIdBetweenOrderByIdAsc(Range.closed(A, B))).extracting(Order::getId)
                .containsExactly(A, B);
        assertThat(orders.findByItemsContaining(A)).extracting(Order::getId).containsExactly(B);
        assertThat(orders.findForCustomer(CUSTOMER)).extracting(Order::getId).containsExactly(A, C);
        assertThat(template.find(query(where("customerId").is(CUSTOMER)).with(Sort.by("id")), Order.class))
                .extracting(Order::getId).containsExactly(A, C);
        assertThat(template.find(query(where("id").in(B, C)).with(Sort.by("id")), Order.class))
                .extracting(Order::getId).containsExactly(B, C);

        Order probe = new Order(null, null, CUSTOMER);
        assertThat(orders.findAll(Example.of(probe), Sort.by("id"))).extracting(Order::getId).containsExactly(A, C);

        Page<Order> page = orders.findAll(PageRequest.of(0, 2, Sort.by(Sort.Direction.DESC, "id")));
        assertThat(page.getContent()).extracting(Order::getId).containsExactly(C, B);
        assertThat(page.getTotalElements()).isEqualTo(3);
        assertThat(orders.findAll(PageRequest.of(1, 2, Sort.by("id")))).extracting(Order::getId).containsExactly(C);
    }

    @Test
    void selectsByCreationTimeWithObjectIdCriteria() {
        orders.saveAll(List.of(new Order(A, "a", null), new Order(B, "b", null), new Order(C, "c", null)));

        // BEGIN README spring
        Query between = query(ObjectIdCriteria.createdBetween("id",
                Instant.parse("2017-11-24T06:19:06Z"), Instant.parse("2017-11-24T06:19:07Z"))).with(Sort.by("id"));
        // END README spring
        assertThat(template.find(between, Order.class)).extracting(Order::getId).containsExactly(B);
        assertThat(template.find(query(ObjectIdCriteria.createdAfter("_id", Instant.parse("2017-11-24T06:19:06.999Z")))
                .with(Sort.by("id")), Order.class)).extracting(Order::getId).containsExactly(B, C);
        assertThat(template.find(query(ObjectIdCriteria.createdBefore("_id", Instant.parse("2017-11-24T06:19:06Z"))),
                Order.class)).extracting(Order::getId).containsExactly(A);
    }

    @Test
    void bootsMongoClientEncodesObjectIdWithTheCodecProvider() {
        bootClient.getDatabase("oidtest").getCollection("codec").insertOne(new Document("_id", A).append("ref", B));

        BsonDocument stored = raw("codec").find().first();
        // Without the codec provider the driver refuses dev.oid.ObjectId (CodecConfigurationException).
        assertThat(stored).isEqualTo(new BsonDocument("_id", bson(A)).append("ref", bson(B)));
    }
}
