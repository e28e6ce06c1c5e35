package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.micronaut.it.jdbc.Ticket;
import dev.oid.micronaut.it.jdbc.TicketRepository;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Micronaut Data JDBC with an ObjectId id in a binary column, minted on save; H2, PostgreSQL or MariaDB. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class JdbcTest implements TestPropertyProvider {

    private static final ObjectId OWNER = ObjectId.parse("5a17b9d9ab102555b9c38874");
    private static final ObjectId OTHER = ObjectId.parse("4df2dcec2cdcd20936a8b817");

    @Inject
    TicketRepository tickets;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    /**
     * The application's table, as its schema migrations would create it: Micronaut Data's schema generation maps
     * {@code DataType.BYTE_ARRAY} to {@code BLOB}, which H2 and MariaDB refuse as a primary key.
     */
    @BeforeAll
    void createTable() throws SQLException {
        createTicketTable();
    }

    /** Creates the table of {@code Ticket} anew, as {@link #createTable()} describes; for the other tests too. */
    static void createTicketTable() throws SQLException {
        String binary = TestApplication.dbKind().equals("postgresql") ? "bytea" : "binary(12)";
        String q = ""; // unquoted: H2 upper-cases the names, as it does those Micronaut Data quotes with back quotes
        try (Connection connection = Columns.connect("default"); Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + q + "oid_ticket" + q);
            statement.execute("create table " + q + "oid_ticket" + q + " (" + q + "id" + q + " " + binary
                    + " primary key, " + q + "owner" + q + " " + binary + ", " + q + "title" + q
                    + " varchar(255) not null)");
        }
    }

    @BeforeEach
    void emptyTable() {
        tickets.deleteAll();
    }

    @Test
    void saveMintsTheIdAndStoresTwelveBytes() {
        Instant before = Instant.now().minusSeconds(1);

        Ticket saved = tickets.save(new Ticket(null, OWNER, "first"));

        assertThat(saved.id()).as("the minted id").isNotNull();
        assertThat(saved.id().instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(Arrays.copyOfRange(saved.id().toByteArray(), 4, 9))
                .isEqualTo(Arrays.copyOfRange(ObjectId.generate().toByteArray(), 4, 9));
        assertThat(tickets.findById(saved.id())).contains(saved);
        assertThat(Columns.type("default", "oid_ticket", "id")).isEqualTo(expectedColumn());
        assertThat(Columns.type("default", "oid_ticket", "owner")).isEqualTo(expectedColumn());
    }

    @Test
    void anAssignedIdIsKept() {
        Ticket saved = tickets.save(new Ticket(OTHER, null, "assigned"));

        assertThat(saved.id()).isEqualTo(OTHER);
        assertThat(tickets.findById(OTHER)).get().extracting(Ticket::title).isEqualTo("assigned");
    }

    @Test
    void findByAnObjectIdColumn() {
        tickets.save(new Ticket(null, OWNER, "a"));
        tickets.save(new Ticket(null, OWNER, "b"));
        tickets.save(new Ticket(null, OTHER, "c"));

        assertThat(tickets.findByOwner(OWNER)).extracting(Ticket::title).containsExactlyInAnyOrder("a", "b");
        assertThat(tickets.findByOwner(OTHER)).extracting(Ticket::title).containsExactly("c");
    }

    private static String expectedColumn() {
        return switch (TestApplication.dbKind()) {
            case "postgresql" -> "bytea";
            case "mariadb" -> "binary(12)";
            default -> "binary(12)";
        };
    }
}
