package dev.oid.spring.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Scenario 4: Spring Data JPA with {@code @Id @GeneratedValue(generator = "objectid")}, on H2, or on the database of
 * {@code OID_IT_JDBC_URL} ({@code _USER}, {@code _PASSWORD}) as the integration tests pick it: PostgreSQL and
 * MariaDB in CI. Compiled into oid-spring-boot4-tests (Boot 4.0, Hibernate 7.2) and oid-spring-boot3-jpa-tests
 * (Boot 3.5, Hibernate 6.6).
 */
@SpringBootTest(classes = JpaApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "spring.jpa.hibernate.ddl-auto=create-drop",
        "spring.jpa.properties.hibernate.jdbc.batch_size=20",
        "spring.jpa.properties.hibernate.order_inserts=true",
        "spring.main.web-application-type=none"})
class JpaScenarioTest {

    @Autowired
    InvoiceRepository invoices;

    @Autowired
    ReceiptRepository receipts;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    DataSource dataSource;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        String url = System.getenv("OID_IT_JDBC_URL");
        if (url != null && !url.isBlank()) {
            registry.add("spring.datasource.url", () -> url);
            registry.add("spring.datasource.username", () -> env("OID_IT_JDBC_USER"));
            registry.add("spring.datasource.password", () -> env("OID_IT_JDBC_PASSWORD"));
        } else {
            registry.add("spring.datasource.url", () -> "jdbc:h2:mem:oid-spring-jpa;DB_CLOSE_DELAY=-1");
        }
    }

    private static String env(String name) {
        String value = System.getenv(name);
        return value == null ? "" : value;
    }

    @Test
    void generatesObjectIdsBeforeTheInsertSoInsertsAreBatched() {
        Instant before = Instant.now().minusSeconds(1);
        int batches = JpaApplication.BATCHES.get();
        int batched = JpaApplication.BATCHED_STATEMENTS.get();
        int singles = JpaApplication.SINGLE_UPDATES.get();

        List<Invoice> saved = transactions.execute(status ->
                invoices.saveAll(List.of(new Invoice("A-1"), new Invoice("A-2"), new Invoice("A-3"))));

        assertThat(JpaApplication.BATCHES.get() - batches).isEqualTo(1);
        assertThat(JpaApplication.BATCHED_STATEMENTS.get() - batched).isEqualTo(3);
        assertThat(JpaApplication.SINGLE_UPDATES.get() - singles).isZero();
        List<ObjectId> ids = saved.stream().map(Invoice::getId).toList();
        assertThat(ids).doesNotContainNull().isSorted().doesNotHaveDuplicates();
        // Minted by oid's generator now: the current second, not some other strategy's value.
        assertThat(ids).allSatisfy(id -> assertThat(Duration.between(before, id.instant()).getSeconds())
                .isBetween(0L, 60L));

        assertThat(invoices.findById(ids.get(1))).map(Invoice::getNumber).contains("A-2");
        assertThat(invoices.findByIdGreaterThanOrderByIdAsc(ids.get(0))).extracting(Invoice::getId)
                .containsExactly(ids.get(1), ids.get(2));
    }

    @Test
    void generatesStringIdsWithTheObjectIdGeneratorNotAUuidFallback() {
        Receipt receipt = receipts.save(Receipt.create());

        assertThat(receipt.getId()).matches("[0-9a-f]{24}");
        assertThat(receipts.findById(receipt.getId())).isPresent();
    }

    @Test
    void mapsIdsToTwelveBytesAndTwentyFourCharacters() throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
            String binary = column(connection, "oid_invoices", "id");
            String text = column(connection, "oid_receipts", "id");
            if (product.contains("postgres")) {
                assertThat(binary).isEqualTo("bytea");
                assertThat(text).isEqualTo("bpchar(24)");
            } else if (product.contains("mariadb") || product.contains("mysql")) {
                assertThat(binary).isEqualTo("BINARY(12)");
                // Hibernate 7's MariaDB/MySQL dialect writes the JDBC type CHAR as varchar, 6.6's (Boot 3.5) as char
                // (README, JPA section).
                assertThat(text).isEqualTo(org.hibernate.Version.getVersionString().startsWith("6.")
                        ? "CHAR(24)" : "VARCHAR(24)");
            } else {
                assertThat(product).isEqualTo("h2");
                assertThat(binary).isEqualTo("BINARY(12)");
                assertThat(text).isEqualTo("CHARACTER(24)");
            }
        }
    }

    /** The column's type name and, except for PostgreSQL's unbounded bytea, its size, from JDBC metadata. */
    private static String column(Connection connection, String table, String column) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        for (String t : List.of(table, table.toUpperCase(Locale.ROOT))) {
            for (String c : List.of(column, column.toUpperCase(Locale.ROOT))) {
                try (ResultSet columns = metaData.getColumns(null, null, t, c)) {
                    if (columns.next()) {
                        String type = columns.getString("TYPE_NAME");
                        return type.equals("bytea") ? type : type + "(" + columns.getInt("COLUMN_SIZE") + ")";
                    }
                }
            }
        }
        throw new AssertionError("no column " + table + "." + column);
    }
}
