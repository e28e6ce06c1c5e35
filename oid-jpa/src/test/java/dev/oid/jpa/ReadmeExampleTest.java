package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import jakarta.persistence.Entity;
import jakarta.persistence.EntityManager;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * The Java snippets of README.md's "JPA / Hibernate" section, compiled here and run on H2, so they cannot rot.
 * Every line of every such snippet must appear in this file, in the same order and with the same text
 * (indentation aside); the validation snippet is oid-validation's {@code ReadmeExampleTest}.
 */
class ReadmeExampleTest {

    static final Path README = Path.of("..", "README.md");
    static final Path THIS_SOURCE = Path.of("src", "test", "java", "dev", "oid", "jpa", "ReadmeExampleTest.java");

    @Test
    void everyJpaSnippetOfTheReadmeIsCodeOfThisTest() throws IOException {
        List<String> snippets = javaSnippets(Files.readString(README), "jpa").stream()
                .filter(snippet -> !snippet.contains("@ValidObjectId"))
                .toList();
        List<String> source = trimmedLines(Files.readString(THIS_SOURCE));

        assertThat(snippets).as("the entity, the @ObjectIdGenerated variant and the range query").hasSize(3);
        for (String snippet : snippets) {
            assertThat(containsRun(source, trimmedLines(snippet)))
                    .as("README snippet is code of %s:%n%s", THIS_SOURCE, snippet).isTrue();
        }
    }

    @Test
    void theEntityGetsAGeneratedObjectIdAndBinaryColumns() {
        try (SessionFactory factory = H2.sessionFactory(Invoice.class)) {
            Invoice invoice = new Invoice();
            invoice.customerId = ObjectId.parse("5a17b9d9ab102555b9c38874");
            factory.inTransaction(session -> session.persist(invoice));

            assertThat(invoice.id.instant()).isCloseTo(Instant.now(), within(10, ChronoUnit.SECONDS));
            Invoice read = factory.fromSession(session -> session.find(Invoice.class, invoice.id));
            assertThat(read.customerId).isEqualTo(invoice.customerId);
            assertThat(H2.columnType(factory, "Invoice", "id")).isEqualTo("BINARY(12)");
            assertThat(H2.columnType(factory, "Invoice", "customerId")).isEqualTo("BINARY(12)");
        }
    }

    @Test
    void objectIdGeneratedGivesAStringIdTwentyFourLowercaseHexInACharColumn() {
        try (SessionFactory factory = H2.sessionFactory(Receipt.class)) {
            Receipt receipt = new Receipt();
            factory.inTransaction(session -> session.persist(receipt));

            assertThat(receipt.id).matches("[0-9a-f]{24}");
            assertThat(ObjectId.parse(receipt.id).instant()).isCloseTo(Instant.now(), within(10, ChronoUnit.SECONDS));
            assertThat(H2.columnType(factory, "Receipt", "id")).isEqualTo("CHARACTER(24)");
        }
    }

    @Test
    void theRangeQueryReturnsTheInvoicesOfMarchInIdOrder() {
        AtomicReference<Instant> now = new AtomicReference<>();
        InstantSource clock = now::get;
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).build();
        try (SessionFactory factory = H2.sessionFactory(
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
                List<Invoice> march = em.createQuery(
                        "from Invoice i where i.id >= :from and i.id < :to order by i.id", Invoice.class)
                    .setParameter("from", ObjectId.min(Instant.parse("2026-03-01T00:00:00Z")))
                    .setParameter("to", ObjectId.min(Instant.parse("2026-04-01T00:00:00Z")))
                    .getResultList();

                assertThat(march).extracting(invoice -> invoice.id).containsExactlyElementsOf(marchIds);
                assertThat(march).extracting(invoice -> invoice.id.instant()).containsExactly(
                        Instant.parse("2026-03-01T00:00:00Z"), Instant.parse("2026-03-31T23:59:59Z"));
            }
        }
    }

    /**
     * Returns the bodies of the {@code ```java} blocks between {@code <!-- BEGIN section -->} and
     * {@code <!-- END section -->} of a README.
     */
    static List<String> javaSnippets(String readme, String section) {
        int begin = readme.indexOf("<!-- BEGIN " + section + " -->");
        int end = readme.indexOf("<!-- END " + section + " -->");
        assertThat(begin).as("README section %s", section).isNotNegative().isLessThan(end);
        Matcher blocks = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(begin, end));
        List<String> snippets = new ArrayList<>();
        while (blocks.find()) {
            snippets.add(blocks.group(1));
        }
        return snippets;
    }

    static List<String> trimmedLines(String text) {
        return text.lines().map(String::strip).toList();
    }

    /** Whether {@code run} occurs in {@code lines} as consecutive elements. */
    static boolean containsRun(List<String> lines, List<String> run) {
        for (int start = 0; start + run.size() <= lines.size(); start++) {
            if (lines.subList(start, start + run.size()).equals(run)) {
                return true;
            }
        }
        return false;
    }
}

// The README's entity, verbatim: a top-level class of this file, so that it reads exactly as in the README.
@Entity
class Invoice {                                   // not "Order": ORDER is reserved in SQL
    @Id @GeneratedValue(generator = "objectid")   // nothing else: no orm.xml, no package registration
    ObjectId id;                                  // BINARY(12); String gives CHAR(24), byte[] BINARY(12)

    ObjectId customerId;                          // plain ObjectId column, no annotation needed
}

// The README's @ObjectIdGenerated variant on a String id.
@Entity
class Receipt {
    @Id @ObjectIdGenerated
    String id;                                        // "5a17b9d9ab102555b9c38874"

    String text;
}
