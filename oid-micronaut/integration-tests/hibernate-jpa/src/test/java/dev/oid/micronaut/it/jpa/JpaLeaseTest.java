package dev.oid.micronaut.it.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.micronaut.it.Columns;
import dev.oid.micronaut.it.TestApplication;
import dev.oid.testsupport.UsesDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Hibernate's generator {@code objectid} (oid-jpa) mints with the leased generator of {@code oid.lease.enabled=true},
 * leased from the persistence unit's own datasource {@code jpa}: slot 0 of a fresh table, {@code 0000000000} in bytes
 * 4-8. H2 in memory (allowed with {@code oid.lease.allow-embedded-database=true}), PostgreSQL or MariaDB.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@UsesDatabase
class JpaLeaseTest implements TestPropertyProvider {

    private static final String TABLE = "oid_micronaut_jpa_lease";

    @Inject
    ObjectIdGenerator generator;

    @Inject
    ProcessUniqueLease lease;

    @Inject
    PurchaseRepository purchases;

    @Inject
    VoucherRepository vouchers;

    /** The application's properties with the lease on, its table dropped first so that slot 0 is the free one. */
    @Override
    public Map<String, String> getProperties() {
        try (Connection connection = Columns.connect("jpa"); Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + TABLE);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        Map<String, String> properties = new HashMap<>(TestApplication.properties());
        properties.put("oid.lease.enabled", "true");
        properties.put("oid.lease.datasource", "jpa");
        properties.put("oid.lease.table", TABLE);
        properties.put("oid.lease.allow-embedded-database", String.valueOf(TestApplication.dbKind().equals("h2")));
        return properties;
    }

    @Test
    void persistMintsWithTheLeasedSlot() {
        Purchase purchase = new Purchase();
        purchase.setCustomer(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        purchase.setItem("book");
        Voucher voucher = new Voucher();
        voucher.setAmount(5);

        purchases.save(purchase);
        vouchers.save(voucher);

        assertThat(generator).isSameAs(lease.generator());
        assertThat(lease.slot()).isZero();
        assertThat(purchase.getId()).as("the minted id").isNotNull();
        assertThat(purchase.getId().toHexString().substring(8, 18)).isEqualTo("0000000000");
        assertThat(voucher.getId()).matches("[0-9a-f]{8}" + "0000000000" + "[0-9a-f]{6}");
        assertThat(purchases.findById(purchase.getId())).get().extracting(Purchase::getItem).isEqualTo("book");
    }
}
