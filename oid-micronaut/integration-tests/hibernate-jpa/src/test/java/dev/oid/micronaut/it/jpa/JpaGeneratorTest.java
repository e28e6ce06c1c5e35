package dev.oid.micronaut.it.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.micronaut.it.TestApplication;
import dev.oid.micronaut.it.TestGenerator;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Hibernate's generator {@code objectid} (oid-jpa) mints with the application's own {@link ObjectIdGenerator} bean
 * ({@link TestGenerator}), which the module hands to every persistence unit; without such a bean the default
 * generator mints ({@link JpaTest}).
 */
@MicronautTest(environments = TestGenerator.ENVIRONMENT, transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class JpaGeneratorTest implements TestPropertyProvider {

    @Inject
    ObjectIdGenerator generator;

    @Inject
    PurchaseRepository purchases;

    @Inject
    VoucherRepository vouchers;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    @Test
    void persistMintsAnObjectIdIdWithTheApplicationsGenerator() {
        Instant before = Instant.now().minusSeconds(1);
        Purchase purchase = new Purchase();
        purchase.setCustomer(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        purchase.setItem("book");

        purchases.save(purchase);

        assertThat(generator).isNotSameAs(ObjectIdGenerator.defaultGenerator());
        assertThat(purchase.getId()).as("the minted id").isNotNull();
        assertThat(purchase.getId().toHexString().substring(8, 18)).isEqualTo(TestGenerator.PROCESS_UNIQUE_HEX);
        assertThat(purchase.getId().instant()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(purchases.findById(purchase.getId())).get().extracting(Purchase::getItem).isEqualTo("book");
    }

    @Test
    void persistMintsATextIdWithTheApplicationsGenerator() {
        Voucher voucher = new Voucher();
        voucher.setAmount(5);

        vouchers.save(voucher);

        assertThat(voucher.getId()).matches("[0-9a-f]{8}" + TestGenerator.PROCESS_UNIQUE_HEX + "[0-9a-f]{6}");
    }
}
