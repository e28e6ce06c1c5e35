package dev.oid.jdbi;

import static dev.oid.jdbi.DatabaseTest.DATABASE;
import static dev.oid.jdbi.DatabaseTest.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.nio.file.Path;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippet of its {@code jdbi} section is the code between the
 * {@code README jdbi} markers below, run on the test database.
 */
@UsesDatabase
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "jdbi",
                Path.of("src", "test", "java", "dev", "oid", "jdbi", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetStoresAndReadsIds() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "jdbi_note");
        DATABASE.execute(H2_NAME, "CREATE TABLE jdbi_note (id " + DATABASE.binary12()
                + " PRIMARY KEY, parent_id " + DATABASE.binary12() + ", author_id CHAR(24))");
        Jdbi base = DatabaseTest.jdbi();
        try {
            // BEGIN README jdbi
            Jdbi jdbi = base.installPlugin(new ObjectIdPlugin());

            ObjectId id = ObjectId.generate();
            ObjectId author = ObjectId.parse("5a17b9d9ab102555b9c38874");
            jdbi.useHandle(handle -> handle
                    .createUpdate("INSERT INTO jdbi_note (id, parent_id, author_id) VALUES (:id, :parent, :author)")
                    .bind("id", id)                                       // 12 bytes
                    .bindByType("parent", null, ObjectId.class)           // a binary NULL
                    .bind("author", author.toHexString())                 // CHAR(24)
                    .execute());
            Optional<ObjectId> read = jdbi.withHandle(handle -> handle
                    .createQuery("SELECT author_id FROM jdbi_note WHERE id = :id")
                    .bind("id", id)
                    .mapTo(ObjectId.class)                                // from binary or CHAR(24) columns
                    .findOne());                                          // Optional[5a17b9d9ab102555b9c38874]
            // END README jdbi

            assertThat(read).contains(author);
            String stored = jdbi.withHandle(handle -> handle.createQuery("SELECT id, parent_id FROM jdbi_note")
                    .map((rows, context) -> rows.getBytes("id").length + " " + rows.getBytes("parent_id"))
                    .one());
            assertThat(stored).isEqualTo("12 null");
        } finally {
            DATABASE.dropIfExists(H2_NAME, "jdbi_note");
        }
    }
}
