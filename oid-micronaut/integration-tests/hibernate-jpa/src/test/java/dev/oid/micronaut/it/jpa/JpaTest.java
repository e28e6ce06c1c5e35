package dev.oid.micronaut.it.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.micronaut.it.Columns;
import dev.oid.micronaut.it.TestApplication;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Micronaut Data Hibernate JPA with oid-jpa's generator "objectid"; H2, PostgreSQL or MariaDB. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class JpaTest implements TestPropertyProvider {

    private static final ObjectId CUSTOMER = ObjectId.parse("5a17b9d9ab102555b9c38874");

    @Inject
    PurchaseRepository purchases;

    @Inject
    VoucherRepository vouchers;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @Test
    void generatorNamedObjectIdMintsAnObjectIdId() {
        Instant before = Instant.now().minusSeconds(1);
        Purchase purchase = new Purchase();
        purchase.setCustomer(CUSTOMER);
        purchase.setItem("book");

        purchases.save(purchase);

        assertThat(purchase.getId()).as("the minted id").isNotNull();
        assertThat(purchase.getId().instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(Arrays.copyOfRange(purchase.getId().toByteArray(), 4, 9))
                .isEqualTo(Arrays.copyOfRange(ObjectId.generate().toByteArray(), 4, 9));
        assertThat(purchases.findById(purchase.getId())).get().extracting(Purchase::getItem).isEqualTo("book");
        assertThat(purchases.findByCustomer(CUSTOMER)).extracting(Purchase::getId).contains(purchase.getId());
        assertThat(Columns.type("jpa", "oid_purchase", "id")).isEqualTo(binaryColumn());
        assertThat(Columns.type("jpa", "oid_purchase", "customer")).isEqualTo(binaryColumn());
    }

    @Test
    void generatorNamedObjectIdMintsATextId() {
        Voucher voucher = new Voucher();
        voucher.setAmount(5);

        vouchers.save(voucher);

        assertThat(voucher.getId()).matches("[0-9a-f]{24}");
        assertThat(vouchers.findById(voucher.getId())).get().extracting(Voucher::getAmount).isEqualTo(5);
        assertThat(Columns.type("jpa", "oid_voucher", "id")).isEqualTo(textColumn());
    }

    private static String binaryColumn() {
        return switch (TestApplication.dbKind()) {
            case "postgresql" -> "bytea";
            case "mariadb" -> "binary(12)";
            default -> "binary(12)";
        };
    }

    private static String textColumn() {
        return switch (TestApplication.dbKind()) {
            case "postgresql" -> "character(24)";
            case "mariadb" -> "char(24)"; // Hibernate 6.6's MariaDB dialect (Hibernate 7 writes varchar(24))
            default -> "character(24)";
        };
    }
}
