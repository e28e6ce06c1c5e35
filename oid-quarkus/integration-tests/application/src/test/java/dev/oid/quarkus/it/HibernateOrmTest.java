package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.testsupport.UsesDatabase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityExistsException;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/** Hibernate ORM entities with ObjectId ids minted by oid-jpa's generator, on H2, PostgreSQL or MariaDB. */
@QuarkusTest
@WithTestResource(MongoTestResource.class)
@UsesDatabase
class HibernateOrmTest {

    @Inject
    EntityManager entityManager;

    @ConfigProperty(name = "quarkus.datasource.db-kind")
    String dbKind;

    @Test
    void generatorNamedObjectIdMintsTheId() {
        Instant before = Instant.now().minusSeconds(1);
        Purchase purchase = new Purchase();
        purchase.item = "book";

        QuarkusTransaction.requiringNew().run(() -> entityManager.persist(purchase));

        assertThat(purchase.id).as("the minted id").isNotNull();
        assertThat(purchase.id.instant()).isBetween(before, Instant.now().plusSeconds(1));
        // The default generator minted it: the same process-unique value (bytes 4-8) as ObjectId.generate().
        assertThat(Arrays.copyOfRange(purchase.id.toByteArray(), 4, 9))
                .isEqualTo(Arrays.copyOfRange(ObjectId.generate().toByteArray(), 4, 9));
        Purchase found = QuarkusTransaction.requiringNew()
                .call(() -> entityManager.find(Purchase.class, purchase.id));
        assertThat(found.item).isEqualTo("book");
        assertThat(columnType("oid_purchase", "id")).isEqualTo(expectedBinaryColumn());
    }

    @Test
    void objectIdGeneratedMintsTheId() {
        Purchase purchase = new Purchase();
        purchase.item = "pen";
        Invoice invoice = new Invoice();

        QuarkusTransaction.requiringNew().run(() -> {
            entityManager.persist(purchase);
            invoice.purchase = purchase.id;
            entityManager.persist(invoice);
        });

        assertThat(invoice.id).isNotNull().isNotEqualTo(purchase.id);
        assertThat(Arrays.copyOfRange(invoice.id.toByteArray(), 4, 9))
                .isEqualTo(Arrays.copyOfRange(ObjectId.generate().toByteArray(), 4, 9));
        List<ObjectId> byPurchase = QuarkusTransaction.requiringNew().call(() -> entityManager
                .createQuery("select i.id from Invoice i where i.purchase = :purchase", ObjectId.class)
                .setParameter("purchase", purchase.id).getResultList());
        assertThat(byPurchase).containsExactly(invoice.id);
        assertThat(columnType("oid_invoice", "id")).isEqualTo(expectedBinaryColumn());
        assertThat(columnType("oid_invoice", "purchase")).isEqualTo(expectedBinaryColumn());
    }

    @Test
    void anEntityWithAnAssignedIdIsRefused() {
        Purchase purchase = new Purchase();
        purchase.id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        purchase.item = "assigned";

        assertThatThrownBy(() -> QuarkusTransaction.requiringNew().run(() -> entityManager.persist(purchase)))
                .isInstanceOf(EntityExistsException.class)
                .hasMessage("Detached entity passed to persist: dev.oid.quarkus.it.Purchase");
        long stored = QuarkusTransaction.requiringNew().call(() -> entityManager
                .createQuery("select count(p) from Purchase p where p.id = :id", Long.class)
                .setParameter("id", purchase.id).getSingleResult());
        assertThat(stored).isZero();
    }

    /** The column type a 12-byte ObjectId column has on this run's database, as information_schema reports it. */
    private String expectedBinaryColumn() {
        return switch (dbKind) {
            case "postgresql" -> "bytea";
            case "mariadb" -> "binary(12)";
            default -> "binary(12)"; // H2
        };
    }

    /** The SQL for the schema this run's tables are in: information_schema lists the tables of every schema. */
    private String currentSchema() {
        return dbKind.equals("mariadb") ? "database()" : "current_schema";
    }

    private String columnType(String table, String column) {
        List<?> rows = QuarkusTransaction.requiringNew().call(() -> entityManager.createNativeQuery(
                "select data_type, character_octet_length from information_schema.columns"
                        + " where table_schema = " + currentSchema()
                        + " and lower(table_name) = ?1 and lower(column_name) = ?2")
                .setParameter(1, table).setParameter(2, column).getResultList());
        assertThat(rows).as("the column %s.%s", table, column).hasSize(1);
        Object[] row = (Object[]) rows.get(0);
        String type = row[0].toString().toLowerCase(Locale.ROOT);
        return type.equals("bytea") ? type : type + "(" + ((Number) row[1]).longValue() + ")";
    }
}
