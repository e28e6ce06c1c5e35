package dev.oid.spring.r2dbcapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.jdbcapp.Customer;
import dev.oid.spring.jdbcapp.ImportedTicket;
import dev.oid.spring.jdbcapp.Ticket;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.domain.Sort;
import org.springframework.data.r2dbc.core.R2dbcEntityTemplate;
import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import reactor.core.publisher.Flux;

/**
 * Spring Data R2DBC with {@code dev.oid.ObjectId} ids and foreign keys, stored as 12 bytes ({@code bytea} on
 * PostgreSQL, {@code BINARY(12)} elsewhere), with nothing of the application's but its repositories (of the JDBC
 * scenario's aggregates, in that scenario's tables): on H2 (r2dbc-h2), or on the database of {@code OID_IT_JDBC_URL}
 * ({@code _USER}, {@code _PASSWORD}) through its R2DBC driver (r2dbc-postgresql, r2dbc-mariadb): PostgreSQL and
 * MariaDB in CI. What the rows hold is read back through plain JDBC. Compiled into the Spring Boot application of
 * each line ({@code spring-boot-3.5}: Spring Data R2DBC 3.5, {@code spring-boot-4.0}: 4.0), whose only oid
 * dependency is the starter.
 */
@SpringBootTest(classes = R2dbcApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = {"spring.main.web-application-type=none", "spring.autoconfigure.exclude="})
@UsesDatabase
class R2dbcScenarioTest {

    private static final SqlTestDatabase DATABASE = SqlTestDatabase.current();
    private static final String H2_NAME = "oid-spring-r2dbc";
    private static final List<ObjectId> REAL = RealObjectIds.ids(ObjectId::parse);

    /** The test classes (this one, and the same scenario in another application) that made their tables anew. */
    private static final Set<Class<?>> TABLES_CREATED = ConcurrentHashMap.newKeySet();

    @Autowired
    CustomerRepository customers;

    @Autowired
    TicketRepository tickets;

    @Autowired
    ImportedTicketRepository importedTickets;

    @Autowired
    LooseRepository looses;

    @Autowired
    R2dbcEntityTemplate template;

    @Autowired
    DatabaseClient client;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.r2dbc.url", () -> DATABASE.r2dbcUrl(H2_NAME));
        registry.add("spring.r2dbc.username", DATABASE::user);
        registry.add("spring.r2dbc.password", DATABASE::password);
    }

    /**
     * The JDBC scenario's tables, new (that scenario, in the same JVM and on the same database, makes them anew too),
     * made through R2DBC: on H2 the first connection creates the in-memory database, and R2DBC's has the settings
     * that Spring Data R2DBC's quoted names need.
     */
    @BeforeEach
    void createTables() {
        synchronized (R2dbcScenarioTest.class) {
            if (TABLES_CREATED.contains(getClass())) {
                return;
            }
            String binary = DATABASE.binary12();
            for (String sql : List.of("drop table if exists oid_jdbc_ticket", "drop table if exists oid_jdbc_customer",
                    "drop table if exists oid_jdbc_loose",
                    "create table oid_jdbc_customer (id " + binary + " primary key, name varchar(64))",
                    "create table oid_jdbc_ticket (id " + binary + " primary key, customer_id " + binary
                            + " null references oid_jdbc_customer (id), title varchar(64))",
                    "create table oid_jdbc_loose (id " + DATABASE.varbinary() + " not null, note varchar(64))")) {
                client.sql(sql).then().block();
            }
            TABLES_CREATED.add(getClass());
        }
    }

    /** The clock of the application's generator bean: the second it mints in, which a test moves forward. */
    AtomicReference<Instant> clock() {
        return R2dbcApplication.CLOCK;
    }

    /** The first second the application's generator bean mints in. */
    Instant start() {
        return R2dbcApplication.START;
    }

    @Test
    void mintsNullIdsWithTheGeneratorBeanAndStoresTheTwelveBytes() throws SQLException {
        Customer saved = customers.save(new Customer(null, "minted")).block();

        assertThat(saved.getId()).isNotNull();
        // Minted with the application's generator bean, whose clock is in 2031.
        assertThat(saved.getId().instant()).isBetween(start(), start().plusSeconds(1_000));
        assertThat(bytes("select id from oid_jdbc_customer where name = 'minted'")).hasSize(12)
                .isEqualTo(saved.getId().toByteArray());
        assertThat(customers.findById(saved.getId()).block()).extracting(Customer::getName).isEqualTo("minted");
    }

    @Test
    void anInsertedIdIsItsTwelveBytesInTheColumn() throws SQLException {
        template.insert(new Customer(ObjectId.parse("5a17b9d9ab102555b9c38870"), "known")).block();

        assertThat(bytes("select id from oid_jdbc_customer where name = 'known'"))
                .isEqualTo(HexFormat.of().parseHex("5a17b9d9ab102555b9c38870"));
        assertThat(template.select(Customer.class).matching(org.springframework.data.relational.core.query.Query.query(
                org.springframework.data.relational.core.query.Criteria.where("name").is("known"))).one().block())
                .extracting(customer -> customer.getId().toHexString()).isEqualTo("5a17b9d9ab102555b9c38870");
    }

    @Test
    void orderingByIdIsOrderingByCreationTime() {
        // The generator never mints for a second before its last one, so the clock only moves forward.
        Instant start = clock().get();
        List<ObjectId> minted = new ArrayList<>();
        for (int second = 0; second < 3; second++) {
            clock().set(start.plusSeconds(100 + second));
            minted.add(customers.save(new Customer(null, "second " + second)).block().getId());
        }
        // Sorted descending first, so that an answer in insertion order would not pass.
        List<Customer> byIdDescending = customers.findAll(Sort.by(Sort.Direction.DESC, "id"))
                .filter(customer -> minted.contains(customer.getId())).collectList().block();

        assertThat(byIdDescending).extracting(Customer::getName).containsExactly("second 2", "second 1", "second 0");
        assertThat(byIdDescending).extracting(customer -> customer.getId().instant())
                .containsExactly(start.plusSeconds(102), start.plusSeconds(101), start.plusSeconds(100));
    }

    @Test
    void realIdsRoundTripAndSortAsObjectIds() throws SQLException {
        List<Customer> shuffled = new ArrayList<>(REAL.stream().map(id -> new Customer(id, "real")).toList());
        Collections.shuffle(shuffled, new Random(7));

        Flux.fromIterable(shuffled).concatMap(template::insert).then().block();

        List<ObjectId> sorted = new ArrayList<>(REAL);
        Collections.sort(sorted);
        List<Customer> byId = customers.findAll(Sort.by("id")).collectList().block();
        Set<ObjectId> real = Set.copyOf(REAL);
        assertThat(REAL).hasSize(3_996).doesNotHaveDuplicates();
        assertThat(byId).extracting(Customer::getId).filteredOn(real::contains).containsExactlyElementsOf(sorted);
        assertThat(byId).extracting(customer -> customer.getId().instant()).isSorted();
        List<ObjectId> stored = new ArrayList<>();
        try (Connection connection = DATABASE.connect(H2_NAME);
                ResultSet rows = connection.createStatement()
                        .executeQuery("select id from oid_jdbc_customer where name = 'real' order by id")) {
            while (rows.next()) {
                stored.add(ObjectId.fromBytes(rows.getBytes(1)));
            }
        }
        assertThat(stored).containsExactlyElementsOf(sorted);
        assertThat(customers.findAllById(REAL.subList(0, 50)).collectList().block()).extracting(Customer::getId)
                .containsExactlyInAnyOrderElementsOf(REAL.subList(0, 50));
    }

    @Test
    void foreignKeysDerivedQueriesAndQueryParameters() throws SQLException {
        Customer ada = customers.save(new Customer(null, "ada")).block();
        Customer bob = customers.save(new Customer(null, "bob")).block();
        Ticket first = tickets.save(new Ticket(null, ada.getId(), "first")).block();
        Ticket second = tickets.save(new Ticket(null, ada.getId(), "second")).block();
        Ticket third = tickets.save(new Ticket(null, bob.getId(), "third")).block();
        Ticket orphan = tickets.save(new Ticket(null, null, "orphan")).block();

        assertThat(tickets.findByCustomerIdOrderByIdAsc(ada.getId()).collectList().block()).extracting(Ticket::getTitle)
                .containsExactly("first", "second");
        assertThat(tickets.findByIdGreaterThanOrderByIdAsc(second.getId()).collectList().block())
                .extracting(Ticket::getId)
                .contains(third.getId(), orphan.getId()).doesNotContain(first.getId(), second.getId());
        assertThat(tickets.ofCustomers(List.of(ada.getId(), bob.getId())).collectList().block())
                .extracting(Ticket::getTitle).containsExactly("third", "second", "first");
        assertThat(tickets.byId(third.getId()).block().getCustomerId()).isEqualTo(bob.getId());
        assertThat(tickets.findAllById(List.of(first.getId(), third.getId())).collectList().block())
                .extracting(Ticket::getTitle).containsExactlyInAnyOrder("first", "third");
        assertThat(bytes("select customer_id from oid_jdbc_ticket where title = 'third'"))
                .isEqualTo(bob.getId().toByteArray());
    }

    @Test
    void aNullForeignKeyStaysNull() throws SQLException {
        Ticket orphan = tickets.save(new Ticket(null, null, "null key")).block();

        assertThat(count("select count(*) from oid_jdbc_ticket where title = 'null key' and customer_id is null"))
                .isOne();
        assertThat(tickets.findById(orphan.getId()).block()).extracting(Ticket::getCustomerId).isNull();
        assertThat(tickets.findByCustomerIdIsNull().collectList().block()).extracting(Ticket::getId)
                .contains(orphan.getId());
    }

    @Test
    void saveOfAnAssignedIdNotInTheTableFailsAndSaysToInsert() throws SQLException {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38874");
        String message = "No row of " + Ticket.class.getName() + " with id 5a17b9d9ab102555b9c38874 was updated:"
                + " Spring Data R2DBC saves an entity whose id is set as an UPDATE of an existing row, and there is"
                + " none. To store a new entity with an id the application assigned, insert it:"
                + " R2dbcEntityTemplate.insert(entity), or implement Persistable<ObjectId> so that isNew() returns"
                + " true for it and save inserts it; leave the id null to have one minted on save";

        assertThatThrownBy(() -> tickets.save(new Ticket(assigned, null, "lost?")).block())
                .isInstanceOf(IncorrectUpdateSemanticsDataAccessException.class).hasMessage(message);
        assertThatThrownBy(() -> tickets.saveAll(List.of(new Ticket(null, null, "saved first"),
                new Ticket(assigned, null, "lost?"))).then().block())
                .isInstanceOf(IncorrectUpdateSemanticsDataAccessException.class).hasMessage(message);
        assertThatThrownBy(() -> template.update(new Ticket(assigned, null, "lost?")).block())
                .isInstanceOf(IncorrectUpdateSemanticsDataAccessException.class).hasMessage(message);
        assertThat(rows(assigned)).isZero();
        assertThat(count("select count(*) from oid_jdbc_ticket where title = 'lost?'")).isZero();
    }

    @Test
    void anAssignedIdIsInsertedWithTheTemplateThenSavedAsAnUpdate() throws SQLException {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38875");

        // BEGIN README spring
        Ticket inserted = template.insert(new Ticket(assigned, null, "inserted")).block();
        // END README spring
        inserted.setTitle("updated");
        tickets.save(inserted).block();
        // Saved again with the same values: a row that is there, even where the database counts no row changed.
        tickets.save(inserted).block();

        assertThat(inserted.getId()).isEqualTo(assigned);
        assertThat(rows(assigned)).isOne();
        assertThat(tickets.findById(assigned).block()).extracting(Ticket::getTitle).isEqualTo("updated");
    }

    @Test
    void anAssignedIdIsInsertedBySaveOfAPersistableThatSaysItIsNew() throws SQLException {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38876");

        ImportedTicket saved = importedTickets.save(ImportedTicket.imported(assigned, null, "imported")).block();

        assertThat(saved.getId()).isEqualTo(assigned);
        assertThat(rows(assigned)).isOne();
        assertThat(importedTickets.findById(assigned).block()).satisfies(read -> {
            assertThat(read.getTitle()).isEqualTo("imported");
            assertThat(read.isNew()).isFalse();
        });
    }

    @Test
    void aStoredValueOfTheWrongLengthIsAnErrorNeverNullOrACutId() throws SQLException {
        try (Connection connection = DATABASE.connect(H2_NAME); PreparedStatement insert = connection.prepareStatement(
                "insert into oid_jdbc_loose (id, note) values (?, 'eleven bytes')")) {
            insert.setBytes(1, new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
            insert.executeUpdate();
        }
        try {
            assertThatThrownBy(() -> looses.findAll().collectList().block())
                    .hasStackTraceContaining("Invalid ObjectId bytes: expected exactly 12 bytes, found 11: "
                            + "0x0102030405060708090a0b");
        } finally {
            DATABASE.execute(H2_NAME, "delete from oid_jdbc_loose");
        }
    }

    private static byte[] bytes(String sql) throws SQLException {
        try (Connection connection = DATABASE.connect(H2_NAME);
                ResultSet rows = connection.createStatement().executeQuery(sql)) {
            assertThat(rows.next()).as(sql).isTrue();
            byte[] bytes = rows.getBytes(1);
            assertThat(rows.next()).as("one row: " + sql).isFalse();
            return bytes;
        }
    }

    private static int count(String sql) throws SQLException {
        try (Connection connection = DATABASE.connect(H2_NAME);
                ResultSet rows = connection.createStatement().executeQuery(sql)) {
            rows.next();
            return rows.getInt(1);
        }
    }

    private static int rows(ObjectId id) throws SQLException {
        try (Connection connection = DATABASE.connect(H2_NAME); PreparedStatement select = connection.prepareStatement(
                "select count(*) from oid_jdbc_ticket where id = ?")) {
            select.setBytes(1, id.toByteArray());
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
