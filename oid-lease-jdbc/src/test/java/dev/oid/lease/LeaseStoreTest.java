package dev.oid.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.testsupport.UsesDatabase;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The stores {@code acquire} refuses: databases that live inside the process (each process would lease slot 0 of
 * its own table), and an existing table whose columns or primary key are not the ones the lease needs.
 */
@UsesDatabase
class LeaseStoreTest {

    private static final Duration TTL = Duration.ofSeconds(30);

    private final TestDatabase.Pool dataSource = new TestDatabase.Pool();
    private final String table = TestDatabase.newTable();

    @AfterEach
    void dropTheTable() {
        TestDatabase.dropIfExists(dataSource, table);
        dataSource.closeAll();
    }

    private static String refusal(String url, String kind) {
        return "ProcessUniqueLease refuses " + url + ", " + kind + ": such a database belongs to the process that"
                + " opened it, so every process would lease slot 0 of a table of its own and mint the same ids as the"
                + " others in every second. Lease from a database server that all processes reach (PostgreSQL and"
                + " MariaDB are tested), or, in a test with a single process, allow it with"
                + " ProcessUniqueLease.builder(dataSource).allowEmbeddedDatabase(true)";
    }

    @Test
    void refusesAnInMemoryH2DatabaseSayingWhyAndHowToAllowIt() {
        TestDatabase.Pool h2 = new TestDatabase.Pool("jdbc:h2:mem:oid-lease-store;DB_CLOSE_DELAY=-1", "sa", "");
        try {
            assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(h2, TTL))
                    .withMessage(refusal("jdbc:h2:mem:oid-lease-store", "an in-memory H2 database"));
        } finally {
            h2.closeAll();
        }
    }

    @Test
    void refusesAnH2DatabaseInEmbeddedFileMode(@TempDir Path directory) {
        String url = "jdbc:h2:" + directory.resolve("leases").toAbsolutePath();
        TestDatabase.Pool h2 = new TestDatabase.Pool(url, "sa", "");
        try {
            assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.builder(h2).acquire())
                    .withMessage(refusal(url, "an H2 database in embedded mode"));
        } finally {
            h2.closeAll();
        }
    }

    @Test
    void refusesAnInMemoryHsqldbDatabase() {
        TestDatabase.Pool hsqldb = new TestDatabase.Pool("jdbc:hsqldb:mem:oid-lease-store", "SA", "");
        try {
            assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(hsqldb, TTL))
                    .withMessage(refusal("jdbc:hsqldb:mem:oid-lease-store", "an in-memory HSQLDB database"));
        } finally {
            hsqldb.closeAll();
        }
    }

    @Test
    void refusesAnEmbeddedDerbyDatabaseBeforeRunningAnyStatement() {
        // What Derby's embedded driver reports; acquire reads nothing else before it refuses.
        DataSource derby = metadataOnly("jdbc:derby:memory:leases;create=true", "Apache Derby");

        assertThatIllegalArgumentException().isThrownBy(() -> ProcessUniqueLease.acquire(derby, TTL))
                .withMessage(refusal("jdbc:derby:memory:leases", "an in-memory Derby database"));
    }

    @Test
    void leasesFromAnInMemoryDatabaseWhenExplicitlyAllowed() throws SQLException {
        TestDatabase.Pool h2 = new TestDatabase.Pool("jdbc:h2:mem:oid-lease-allowed;DB_CLOSE_DELAY=-1", "sa", "");
        try (ProcessUniqueLease lease = ProcessUniqueLease.builder(h2).allowEmbeddedDatabase(true).acquire()) {
            assertThat(lease.slot()).isZero();
            assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
        } finally {
            TestDatabase.dropIfExists(h2, ProcessUniqueLease.DEFAULT_TABLE);
            h2.closeAll();
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', nullValues = "server", textBlock = """
            jdbc:h2:mem:leases;DB_CLOSE_DELAY=-1                 | an in-memory H2 database
            jdbc:h2:mem:                                         | an in-memory H2 database
            jdbc:h2:file:/var/lib/app/leases                     | an H2 database in embedded mode
            jdbc:h2:~/leases                                     | an H2 database in embedded mode
            jdbc:h2:./leases;MODE=PostgreSQL                     | an H2 database in embedded mode
            jdbc:h2:file:/var/lib/app/leases;AUTO_SERVER=TRUE    | server
            jdbc:h2:tcp://db.example:9092/leases                 | server
            jdbc:h2:tcp://localhost/mem:leases                   | server
            jdbc:h2:ssl://db.example/~/leases                    | server
            jdbc:hsqldb:mem:leases                               | an in-memory HSQLDB database
            jdbc:hsqldb:file:/var/lib/app/leases                 | an HSQLDB database in this process
            jdbc:hsqldb:res:/leases                              | an HSQLDB database in this process
            jdbc:hsqldb:hsql://db.example/leases                 | server
            jdbc:hsqldb:http://db.example/leases                 | server
            jdbc:derby:memory:leases;create=true                 | an in-memory Derby database
            jdbc:derby:/var/lib/app/leases                       | an embedded Derby database
            jdbc:derby://db.example:1527/leases                  | server
            jdbc:postgresql://db.example:5432/app                | server
            jdbc:mariadb://db.example:3306/app                   | server
            """)
    void tellsInProcessDatabasesFromServersByTheirUrl(String url, String kind) {
        assertThat(LeaseTable.embedded(url)).isEqualTo(kind);
    }

    /** A data source whose connections answer only {@link DatabaseMetaData#getURL()} and the product name. */
    private static DataSource metadataOnly(String url, String product) {
        DatabaseMetaData metaData = (DatabaseMetaData) Proxy.newProxyInstance(LeaseStoreTest.class.getClassLoader(),
                new Class<?>[] {DatabaseMetaData.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getURL" -> url;
                    case "getDatabaseProductName" -> product;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        Connection connection = (Connection) Proxy.newProxyInstance(LeaseStoreTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getMetaData" -> metaData;
                    case "close" -> null;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        return (DataSource) Proxy.newProxyInstance(LeaseStoreTest.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getConnection" -> connection;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    // An existing table is checked before a slot is leased from it.

    /** The DDL acquire creates on the test database. */
    private String expectedDdl() {
        return "CREATE TABLE " + table + " (slot BIGINT NOT NULL, owner_token CHAR(32) NULL, expires_at "
                + timestampType() + " NULL, last_second BIGINT NOT NULL, PRIMARY KEY (slot))";
    }

    private static String timestampType() {
        return TestDatabase.mariadb() ? "DATETIME(3)" : "TIMESTAMP(3) WITH TIME ZONE";
    }

    private void create(String slot, String ownerToken, String expiresAt, String key) throws SQLException {
        TestDatabase.execute(dataSource, "CREATE TABLE " + table + " (slot " + slot + " NOT NULL, owner_token "
                + ownerToken + " NULL, expires_at " + expiresAt + " NULL, last_second BIGINT NOT NULL" + key + ")");
    }

    @Test
    void refusesATableWhoseExpiryIsATimestampWithoutTimeZoneAndShowsTheDdlItNeeds() throws SQLException {
        // Read in each connection's time zone (PostgreSQL, H2) or converted through it (MariaDB's TIMESTAMP, which
        // also ends in 2038): processes in other time zones would see leases expire early or late.
        create("BIGINT", "CHAR(32)", "TIMESTAMP(3)", ", PRIMARY KEY (slot)");

        assertThatIllegalStateException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, table))
                .withMessage("Lease table " + table + " exists but is not the table a lease needs: expires_at is"
                        + " TIMESTAMP(3), not " + timestampType() + ". Create it as ProcessUniqueLease does (this"
                        + " database: " + expectedDdl() + "), or lease from another table");
        assertThat(TestDatabase.queryLong(dataSource, "SELECT COUNT(*) FROM " + table)).isZero();
    }

    @Test
    void refusesAnExpiryWithoutMilliseconds() throws SQLException {
        create("BIGINT", "CHAR(32)", TestDatabase.mariadb() ? "DATETIME" : "TIMESTAMP(0) WITH TIME ZONE",
                ", PRIMARY KEY (slot)");

        assertThatIllegalStateException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, table))
                .withMessageContaining("exists but is not the table a lease needs: expires_at is ")
                .withMessageContaining("(0), not " + timestampType() + " (it needs milliseconds). Create it as");
    }

    @Test
    void refusesNarrowOrWrongColumnsNamingEach() throws SQLException {
        create("INTEGER", "VARCHAR(16)", timestampType(), ", PRIMARY KEY (slot)");

        assertThatIllegalStateException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, table))
                .withMessageMatching("Lease table " + table + " exists but is not the table a lease needs: slot is"
                        + " (INTEGER|INT4|INT), not BIGINT; owner_token is (VARCHAR|CHARACTER VARYING)\\(16\\), not CHAR\\(32\\)\\."
                        + " Create it as .*");
    }

    @Test
    void refusesATableWithoutTheColumnsOrThePrimaryKey() throws SQLException {
        TestDatabase.execute(dataSource, "CREATE TABLE " + table + " (slot BIGINT NOT NULL, owner_token CHAR(32))");

        assertThatIllegalStateException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, table))
                .withMessageContaining("exists but is not the table a lease needs: it has no column expires_at; it"
                        + " has no column last_second. Create it as");

        TestDatabase.execute(dataSource, "DROP TABLE " + table);
        create("BIGINT", "CHAR(32)", timestampType(), "");
        // Without the primary key two processes could insert the same slot.
        assertThatIllegalStateException().isThrownBy(() -> ProcessUniqueLease.acquire(dataSource, TTL, table))
                .withMessage("Lease table " + table + " exists but is not the table a lease needs: no primary key"
                        + " (slot) was found. Create it as ProcessUniqueLease does (this database: " + expectedDdl()
                        + "), or lease from another table");
    }

    @Test
    void acceptsATableCreatedByHandWithCompatibleTypes() throws SQLException {
        // Wider text and, where the database has it, the default precision of the timestamp type.
        create("BIGINT", "VARCHAR(64)", TestDatabase.mariadb() ? "DATETIME(6)" : "TIMESTAMP WITH TIME ZONE",
                ", PRIMARY KEY (slot)");

        try (ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, TTL, table)) {
            assertThat(lease.slot()).isZero();
            assertThat(lease.generator().generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
        }
    }
}
