package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * This module's README.md cannot rot: the Java snippet of its {@code lease} section is the code between the
 * {@code README lease} markers below, run here on the test database ({@link TestDatabase}), and the table its SQL
 * block shows is the one {@code acquire} creates.
 */
@UsesDatabase
class ReadmeExampleTest {

    private static final Path README = Path.of("README.md");

    @Test
    void theReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(README, "lease",
                Path.of("src", "test", "java", "dev", "oid", "lease", "ReadmeExampleTest.java"));
    }

    @Test
    void theSnippetMintsWithTheFirstSlotAndRefusesOnceClosed() throws SQLException {
        TestDatabase.Pool pool = new TestDatabase.Pool();
        DataSource dataSource = pool;
        try {
            // BEGIN README lease
            ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30));
            ObjectIdGenerator generator = lease.generator();   // hand it to the adapters that mint ids
            ObjectId id = generator.generate();                // bytes 4-8: the slot, 0000000000 for the first process

            lease.close();                                     // at shutdown: the slot is free again
            // END README lease

            assertThat(id.toHexString().substring(8, 18)).isEqualTo("0000000000");
            assertThatIllegalStateException().isThrownBy(generator::generate)
                    .withMessageContaining("slot 0 of table oid_process_unique_lease")
                    .withMessageContaining("the lease was closed and its slot released");
            assertThat(TestDatabase.heldSlots(pool, ProcessUniqueLease.DEFAULT_TABLE)).isEmpty();
        } finally {
            TestDatabase.dropIfExists(pool, ProcessUniqueLease.DEFAULT_TABLE);
            pool.closeAll();
        }
    }

    @Test
    void theReadmeShowsTheTableAcquireCreates() throws IOException {
        String readme = Files.readString(README);
        LeaseTable postgresql = LeaseTable.of("PostgreSQL", "oid_process_unique_lease",
                Duration.ofSeconds(30));
        LeaseTable mariadb = LeaseTable.of("MariaDB", "oid_process_unique_lease",
                Duration.ofSeconds(30));

        assertThat(readme).contains(sqlBlock(postgresql.createTable()), sqlBlock(mariadb.createTable()));
    }

    /** The DDL as the README lays it out: one column per line. */
    private static String sqlBlock(String ddl) {
        return ddl.replace("CREATE TABLE oid_process_unique_lease (", "CREATE TABLE oid_process_unique_lease (\n  ")
                .replace(", ", ",\n  ").replace("))", ")\n)");
    }
}
