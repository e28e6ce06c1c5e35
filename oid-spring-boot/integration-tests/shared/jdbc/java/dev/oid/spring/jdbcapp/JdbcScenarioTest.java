package dev.oid.spring.jdbcapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.IncorrectUpdateSemanticsDataAccessException;
import org.springframework.data.domain.Sort;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Spring Data JDBC with {@code dev.oid.ObjectId} ids and foreign keys, stored as 12 bytes ({@code bytea} on
 * PostgreSQL, {@code BINARY(12)} elsewhere), with nothing of the application's but its aggregates and repositories:
 * on H2, or on the database of {@code OID_IT_JDBC_URL} ({@code _USER}, {@code _PASSWORD}): PostgreSQL and MariaDB in
 * CI. Compiled into the Spring Boot application of each line ({@code spring-boot-3.5}: Spring Data JDBC 3.5,
 * {@code spring-boot-4.0}: 4.0), whose only oid dependency is the starter.
 */
@SpringBootTest(classes = JdbcApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = "spring.main.web-application-type=none")
@UsesDatabase
class JdbcScenarioTest {

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
    JdbcAggregateTemplate template;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DataSource dataSource;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ScenarioDatabase.register(registry,
                "jdbc:h2:mem:oid-spring-jdbc;DB_CLOSE_DELAY=-1;CASE_INSENSITIVE_IDENTIFIERS=TRUE");
    }

    private boolean postgres() throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT).contains("postgres");
        }
    }

    @BeforeEach
    void createTables() throws SQLException {
        synchronized (JdbcScenarioTest.class) {
            if (TABLES_CREATED.contains(getClass())) {
                return;
            }
            String binary = postgres() ? "bytea" : "binary(12)";
            String varbinary = postgres() ? "bytea" : "varbinary(64)";
            for (String table : List.of("oid_jdbc_ticket", "oid_jdbc_customer", "oid_jdbc_loose")) {
                jdbc.execute("drop table if exists " + table);
            }
            jdbc.execute("create table oid_jdbc_customer (id " + binary + " primary key, name varchar(64))");
            jdbc.execute("create table oid_jdbc_ticket (id " + binary + " primary key, customer_id " + binary
                    + " null references oid_jdbc_customer (id), title varchar(64))");
            jdbc.execute("create table oid_jdbc_loose (id " + varbinary + " not null, note varchar(64))");
            TABLES_CREATED.add(getClass());
        }
    }

    /** The clock of the application's generator bean: the second it mints in, which a test moves forward. */
    AtomicReference<Instant> clock() {
        return JdbcApplication.CLOCK;
    }

    /** The first second the application's generator bean mints in. */
    Instant start() {
        return JdbcApplication.START;
    }

    @Test
    void mintsNullIdsWithTheGeneratorBeanAndStoresTheTwelveBytes() {
        Customer saved = customers.save(new Customer(null, "minted"));

        assertThat(saved.getId()).isNotNull();
        // Minted with the application's generator bean, whose clock is in 2030.
        assertThat(saved.getId().instant()).isBetween(start(), start().plusSeconds(1_000));
        byte[] stored = jdbc.queryForObject("select id from oid_jdbc_customer where name = 'minted'", byte[].class);
        assertThat(stored).hasSize(12).isEqualTo(saved.getId().toByteArray());
        assertThat(customers.findById(saved.getId())).map(Customer::getName).contains("minted");
    }

    @Test
    void orderingByIdIsOrderingByCreationTime() {
        // The generator never mints for a second before its last one, so the clock only moves forward.
        Instant start = clock().get();
        List<ObjectId> minted = new ArrayList<>();
        for (int second = 0; second < 3; second++) {
            clock().set(start.plusSeconds(100 + second));
            minted.add(customers.save(new Customer(null, "second " + second)).getId());
        }
        // Sorted descending first, so that an answer in insertion order would not pass.
        List<Customer> byIdDescending = customers.findAll(Sort.by(Sort.Direction.DESC, "id")).stream()
                .filter(customer -> minted.contains(customer.getId())).toList();

        assertThat(byIdDescending).extracting(Customer::getName).containsExactly("second 2", "second 1", "second 0");
        assertThat(byIdDescending).extracting(customer -> customer.getId().instant())
                .containsExactly(start.plusSeconds(102), start.plusSeconds(101), start.plusSeconds(100));
    }

    @Test
    void realIdsRoundTripAndSortAsObjectIds() {
        List<Customer> shuffled = new ArrayList<>(REAL.stream().map(id -> new Customer(id, "real")).toList());
        Collections.shuffle(shuffled, new Random(7));

        template.insertAll(shuffled);

        List<ObjectId> sorted = new ArrayList<>(REAL);
        Collections.sort(sorted);
        List<Customer> byId = customers.findAll(Sort.by("id"));
        Set<ObjectId> real = Set.copyOf(REAL);
        assertThat(REAL).hasSize(3_996).doesNotHaveDuplicates();
        assertThat(byId).extracting(Customer::getId).filteredOn(real::contains).containsExactlyElementsOf(sorted);
        assertThat(byId).extracting(customer -> customer.getId().instant()).isSorted();
        List<byte[]> stored = jdbc.queryForList("select id from oid_jdbc_customer where name = 'real' order by id",
                byte[].class);
        assertThat(stored).extracting(ObjectId::fromBytes).containsExactlyElementsOf(sorted);
        assertThat(customers.findAllById(REAL.subList(0, 50))).extracting(Customer::getId)
                .containsExactlyInAnyOrderElementsOf(REAL.subList(0, 50));
    }

    @Test
    void foreignKeysDerivedQueriesAndQueryParameters() {
        Customer ada = customers.save(new Customer(null, "ada"));
        Customer bob = customers.save(new Customer(null, "bob"));
        Ticket first = tickets.save(new Ticket(null, ada.getId(), "first"));
        Ticket second = tickets.save(new Ticket(null, ada.getId(), "second"));
        Ticket third = tickets.save(new Ticket(null, bob.getId(), "third"));
        Ticket orphan = tickets.save(new Ticket(null, null, "orphan"));

        assertThat(tickets.findByCustomerIdOrderByIdAsc(ada.getId())).extracting(Ticket::getTitle)
                .containsExactly("first", "second");
        assertThat(tickets.findByIdGreaterThanOrderByIdAsc(second.getId())).extracting(Ticket::getId)
                .contains(third.getId(), orphan.getId()).doesNotContain(first.getId(), second.getId());
        assertThat(tickets.ofCustomers(List.of(ada.getId(), bob.getId()))).extracting(Ticket::getTitle)
                .containsExactly("third", "second", "first");
        assertThat(tickets.byId(third.getId()).getCustomerId()).isEqualTo(bob.getId());
        assertThat(tickets.findAllById(List.of(first.getId(), third.getId()))).extracting(Ticket::getTitle)
                .containsExactlyInAnyOrder("first", "third");
        byte[] foreignKey = jdbc.queryForObject("select customer_id from oid_jdbc_ticket where title = 'third'",
                byte[].class);
        assertThat(foreignKey).isEqualTo(bob.getId().toByteArray());
    }

    @Test
    void aNullForeignKeyStaysNull() {
        Ticket orphan = tickets.save(new Ticket(null, null, "null key"));

        Integer nulls = jdbc.queryForObject(
                "select count(*) from oid_jdbc_ticket where title = 'null key' and customer_id is null", Integer.class);
        assertThat(nulls).isEqualTo(1);
        assertThat(tickets.findById(orphan.getId())).get().extracting(Ticket::getCustomerId).isNull();
        assertThat(tickets.findByCustomerIdIsNull()).extracting(Ticket::getId).contains(orphan.getId());
    }

    @Test
    void saveOfAnAssignedIdNotInTheTableFailsAndSaysToInsert() {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38874");

        assertThatThrownBy(() -> tickets.save(new Ticket(assigned, null, "lost?")))
                .hasStackTraceContaining(IncorrectUpdateSemanticsDataAccessException.class.getName())
                .hasStackTraceContaining("No row of " + Ticket.class.getName() + " with id 5a17b9d9ab102555b9c38874"
                        + " was updated")
                .hasStackTraceContaining("JdbcAggregateTemplate.insert(aggregate)")
                .hasStackTraceContaining("Persistable<ObjectId>");
        assertThat(rows(assigned)).isZero();
    }

    @Test
    void anAssignedIdIsInsertedWithTheTemplateThenSavedAsAnUpdate() {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38875");

        Ticket inserted = template.insert(new Ticket(assigned, null, "inserted"));
        inserted.setTitle("updated");
        tickets.save(inserted);

        assertThat(inserted.getId()).isEqualTo(assigned);
        assertThat(rows(assigned)).isOne();
        assertThat(tickets.findById(assigned)).map(Ticket::getTitle).contains("updated");
    }

    @Test
    void anAssignedIdIsInsertedBySaveOfAPersistableThatSaysItIsNew() {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38876");

        ImportedTicket saved = importedTickets.save(ImportedTicket.imported(assigned, null, "imported"));

        assertThat(saved.getId()).isEqualTo(assigned);
        assertThat(rows(assigned)).isOne();
        assertThat(importedTickets.findById(assigned)).get().satisfies(read -> {
            assertThat(read.getTitle()).isEqualTo("imported");
            assertThat(read.isNew()).isFalse();
        });
    }

    @Test
    void aStoredValueOfTheWrongLengthIsAnErrorNeverNullOrACutId() {
        jdbc.update("insert into oid_jdbc_loose (id, note) values (?, 'eleven bytes')",
                (Object) new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});

        assertThatThrownBy(() -> looses.findAll())
                .hasStackTraceContaining("Invalid ObjectId bytes: expected exactly 12 bytes, found 11: "
                        + "0x0102030405060708090a0b");
        jdbc.update("delete from oid_jdbc_loose");
    }

    @Test
    void columnsAreTwelveBytes() throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
            String expected = product.contains("postgres") ? "bytea" : "BINARY(12)";
            assertThat(column(connection, "oid_jdbc_customer", "id")).isEqualTo(expected);
            assertThat(column(connection, "oid_jdbc_ticket", "id")).isEqualTo(expected);
            assertThat(column(connection, "oid_jdbc_ticket", "customer_id")).isEqualTo(expected);
        }
    }

    private int rows(ObjectId id) {
        Integer count = jdbc.queryForObject("select count(*) from oid_jdbc_ticket where id = ?", Integer.class,
                (Object) id.toByteArray());
        return count == null ? 0 : count;
    }

    /**
     * The column's type name and, except for PostgreSQL's unbounded bytea, its size, from the JDBC metadata of the
     * connection's own catalog and schema (MariaDB lists the tables of every database).
     */
    private static String column(Connection connection, String table, String column) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        for (String t : List.of(table, table.toUpperCase(Locale.ROOT))) {
            for (String c : List.of(column, column.toUpperCase(Locale.ROOT))) {
                try (ResultSet columns = metaData.getColumns(connection.getCatalog(), connection.getSchema(), t, c)) {
                    if (columns.next()) {
                        String type = columns.getString("TYPE_NAME");
                        String found = type.equals("bytea") ? type : type + "(" + columns.getInt("COLUMN_SIZE") + ")";
                        assertThat(columns.next()).as("one column " + table + "." + column).isFalse();
                        return found;
                    }
                }
            }
        }
        throw new AssertionError("no column " + table + "." + column);
    }
}
