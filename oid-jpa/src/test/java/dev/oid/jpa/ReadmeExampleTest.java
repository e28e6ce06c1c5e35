package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

// The README's entity, verbatim: a top-level class of this file, so that it reads exactly as in the README;
// before the test class because the README shows it before the range query.
// BEGIN README jpa
@Entity
class Invoice {                                   // not "Order": ORDER is reserved in SQL
    @Id @GeneratedValue(generator = "objectid")   // nothing else: no orm.xml, no package registration
    ObjectId id;                                  // BINARY(12); String gives CHAR(24), byte[] BINARY(12)

    ObjectId customerId;                          // plain ObjectId column, no annotation needed
}
// END README jpa

// The README's @ObjectIdGenerated variant on a String id.
@Entity
class Receipt {
    // BEGIN README jpa
    @Id @ObjectIdGenerated
    String id;                                        // "5a17b9d9ab102555b9c38874"
    // END README jpa

    String text;
}

/**
 * The Java snippets of this module's README.md, compiled here and run on H2, so they cannot rot: the code
 * between the {@code README jpa} markers of this file is the README's text.
 */
@UsesDatabase
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetsAreCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jpa",
                Path.of("src", "test", "java", "dev", "oid", "jpa", "ReadmeExampleTest.java"));
    }

    @Test
    void theEntityGetsAGeneratedObjectIdAndBinaryColumns() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Invoice.class)) {
            Invoice invoice = new Invoice();
            invoice.customerId = ObjectId.parse("5a17b9d9ab102555b9c38874");
            factory.inTransaction(session -> session.persist(invoice));

            assertThat(invoice.id.instant()).isCloseTo(Instant.now(), within(10, ChronoUnit.SECONDS));
            Invoice read = factory.fromSession(session -> session.find(Invoice.class, invoice.id));
            assertThat(read.customerId).isEqualTo(invoice.customerId);
            assertThat(TestDatabase.columnType(factory, "Invoice", "id")).isEqualTo(TestDatabase.CURRENT.binary12);
            assertThat(TestDatabase.columnType(factory, "Invoice", "customerId")).isEqualTo(TestDatabase.CURRENT.binary12);
        }
    }

    @Test
    void objectIdGeneratedGivesAStringIdTwentyFourLowercaseHexInACharColumn() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Receipt.class)) {
            Receipt receipt = new Receipt();
            factory.inTransaction(session -> session.persist(receipt));

            assertThat(receipt.id).matches("[0-9a-f]{24}");
            assertThat(ObjectId.parse(receipt.id).instant()).isCloseTo(Instant.now(), within(10, ChronoUnit.SECONDS));
            assertThat(TestDatabase.columnType(factory, "Receipt", "id")).isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void theRangeQueryReturnsTheInvoicesOfMarchInIdOrder() {
        AtomicReference<Instant> now = new AtomicReference<>();
        InstantSource clock = now::get;
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).build();
        try (SessionFactory factory = TestDatabase.sessionFactory(
                Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, generator), Invoice.class)) {
            List<ObjectId> marchIds = new ArrayList<>();
            // the last second before March, the first and last of March, the first of April
            for (String time : List.of("2026-02-28T23:59:59Z", "2026-03-01T00:00:00Z", "2026-03-31T23:59:59Z",
                    "2026-04-01T00:00:00Z")) {
                now.set(Instant.parse(time));
                Invoice invoice = new Invoice();
                factory.inTransaction(session -> session.persist(invoice));
                if (time.startsWith("2026-03")) {
                    marchIds.add(invoice.id);
                }
            }

            try (EntityManager em = factory.createEntityManager()) {
                // BEGIN README jpa
                List<Invoice> march = em.createQuery(
                        "from Invoice i where i.id >= :from and i.id < :to order by i.id", Invoice.class)
                    .setParameter("from", ObjectId.min(Instant.parse("2026-03-01T00:00:00Z")))
                    .setParameter("to", ObjectId.min(Instant.parse("2026-04-01T00:00:00Z")))
                    .getResultList();
                // END README jpa

                assertThat(march).extracting(invoice -> invoice.id).containsExactlyElementsOf(marchIds);
                assertThat(march).extracting(invoice -> invoice.id.instant()).containsExactly(
                        Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-03-31T23:59:59Z"));
            }
        }
    }
}
