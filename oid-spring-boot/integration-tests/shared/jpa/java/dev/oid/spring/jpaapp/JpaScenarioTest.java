package dev.oid.spring.jpaapp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.DirectFieldAccessor;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.orm.ObjectOptimisticLockingFailureException;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Spring Data JPA with {@code @Id @GeneratedValue(generator = "objectid")} and {@code @ObjectIdGenerated(assignable =
 * true)}, on H2, or on the database of {@code OID_IT_JDBC_URL} ({@code _USER}, {@code _PASSWORD}) as the integration
 * tests pick it: PostgreSQL and MariaDB in CI. Compiled into the Spring Boot application of each line
 * ({@code spring-boot-4.0} with Hibernate 7.2, {@code spring-boot-3.5} with Hibernate 6.6), whose only oid dependency
 * is the starter.
 */
@SpringBootTest(classes = JpaApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "spring.jpa.hibernate.ddl-auto=create-drop",
        "spring.jpa.properties.hibernate.jdbc.batch_size=20",
        "spring.jpa.properties.hibernate.order_inserts=true",
        "spring.main.web-application-type=none"})
@UsesDatabase
class JpaScenarioTest {

    @Autowired
    InvoiceRepository invoices;

    @Autowired
    ReceiptRepository receipts;

    @Autowired
    TransactionTemplate transactions;

    @Autowired
    VoucherRepository vouchers;

    @Autowired
    EntityManager entityManager;

    @Autowired
    DataSource dataSource;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ScenarioDatabase.register(registry, "jdbc:h2:mem:oid-spring-jpa;DB_CLOSE_DELAY=-1");
    }

    @Test
    void generatesObjectIdsBeforeTheInsertSoInsertsAreBatched() {
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
        // Minted by oid-jpa with the application's generator bean, which the starter hands to Hibernate.
        assertThat(ids).allSatisfy(id -> assertThat(id.instant()).isEqualTo(JpaApplication.CLOCK));

        assertThat(invoices.findById(ids.get(1))).map(Invoice::getNumber).contains("A-2");
        assertThat(invoices.findByIdGreaterThanOrderByIdAsc(ids.get(0))).extracting(Invoice::getId)
                .containsExactly(ids.get(1), ids.get(2));
    }

    @Test
    void generatesStringIdsWithTheObjectIdGeneratorNotAUuidFallback() {
        Receipt receipt = receipts.save(Receipt.create());

        assertThat(receipt.getId()).matches("[0-9a-f]{24}");
        assertThat(ObjectId.parse(receipt.getId()).instant()).isEqualTo(JpaApplication.CLOCK);
        assertThat(receipts.findById(receipt.getId())).isPresent();
    }

    @Test
    void saveKeepsAnAssignedIdAndMintsANullOne() {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38874");

        Voucher kept = vouchers.save(new Voucher(assigned, "kept"));
        Voucher minted = vouchers.save(new Voucher(null, "minted"));

        assertThat(kept.getId()).isEqualTo(assigned);
        assertThat(minted.getId().instant()).isEqualTo(JpaApplication.CLOCK);
        assertThat(vouchers.findById(assigned)).map(Voucher::getCode).contains("kept");
        assertThat(vouchers.findById(minted.getId())).map(Voucher::getCode).contains("minted");
        assertThat(rowsOf("oid_vouchers", assigned)).isEqualTo(1);
    }

    @Test
    void saveAllKeepsAssignedIdsAndMintsNullOnes() {
        ObjectId first = ObjectId.parse("5a17b9d9ab102555b9c38875");
        ObjectId second = ObjectId.parse("5a17b9d9ab102555b9c38876");

        List<Voucher> saved = vouchers.saveAll(List.of(new Voucher(first, "first"), new Voucher(null, "third"),
                new Voucher(second, "second")));

        assertThat(saved).extracting(Voucher::getId).element(0).isEqualTo(first);
        assertThat(saved).extracting(Voucher::getId).element(2).isEqualTo(second);
        assertThat(saved.get(1).getId().instant()).isEqualTo(JpaApplication.CLOCK);
        assertThat(vouchers.findAllById(List.of(first, second, saved.get(1).getId()))).extracting(Voucher::getCode)
                .containsExactlyInAnyOrder("first", "second", "third");
    }

    @Test
    void entityManagerPersistAndMergeKeepAssignedIds() {
        ObjectId persisted = ObjectId.parse("5a17b9d9ab102555b9c38877");
        ObjectId merged = ObjectId.parse("5a17b9d9ab102555b9c38878");

        Voucher mergedCopy = transactions.execute(status -> {
            entityManager.persist(new Voucher(persisted, "persisted"));
            return entityManager.merge(new Voucher(merged, "merged"));
        });
        Voucher mintedByMerge = transactions.execute(status -> entityManager.merge(new Voucher(null, "minted")));

        assertThat(mergedCopy.getId()).isEqualTo(merged);
        assertThat(mintedByMerge.getId().instant()).isEqualTo(JpaApplication.CLOCK);
        assertThat(vouchers.findById(persisted)).map(Voucher::getCode).contains("persisted");
        assertThat(vouchers.findById(merged)).map(Voucher::getCode).contains("merged");
        assertThat(vouchers.findById(mintedByMerge.getId())).map(Voucher::getCode).contains("minted");
    }

    @Test
    void withoutAssignableAnAssignedIdIsRefusedAndNothingIsInserted() {
        Invoice invoice = new Invoice("refused");
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38879");
        new DirectFieldAccessor(invoice).setPropertyValue("id", assigned);

        assertThatThrownBy(() -> invoices.save(invoice))
                .isInstanceOf(ObjectOptimisticLockingFailureException.class);
        assertThat(invoices.findById(assigned)).isEmpty();
        assertThat(rowsOf("oid_invoices", assigned)).isZero();
    }

    /** Rows of the table whose id column holds the id's 12 bytes, counted with plain JDBC. */
    private int rowsOf(String table, ObjectId id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "select count(*) from " + table + " where id = ?")) {
            statement.setBytes(1, id.toByteArray());
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
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
                // (oid-jpa's README).
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
