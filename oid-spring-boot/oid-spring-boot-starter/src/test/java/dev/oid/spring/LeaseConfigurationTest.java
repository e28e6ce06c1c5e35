package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.lease.ObjectIdLeaseAutoConfiguration;
import dev.oid.spring.mongo.ObjectIdBeforeConvertCallback;
import dev.oid.spring.mongo.ObjectIdMongoAutoConfiguration;
import dev.oid.spring.testapp.Order;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * {@code oid.generator.lease.enabled=true}: the {@code ObjectIdGenerator} bean, which the MongoDB and JPA parts mint
 * with, is the generator of a process-unique value leased from the application's {@code DataSource} (an in-memory
 * H2 database here, allowed with {@code oid.generator.lease.allow-embedded-database=true}); off by default; a clear
 * failure without a {@code DataSource} or with an embedded one.
 */
class LeaseConfigurationTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdAutoConfiguration.class,
                    ObjectIdLeaseAutoConfiguration.class, ObjectIdMongoAutoConfiguration.class))
            .withBean(MongoMappingContext.class, MongoMappingContext::new);

    private static JdbcDataSource newDatabase() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:oid-spring-lease-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
        return h2;
    }

    private static long heldSlots(DataSource dataSource) throws SQLException {
        return heldSlots(dataSource, "oid_process_unique_lease");
    }

    private static long heldSlots(DataSource dataSource, String table) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT COUNT(*) FROM " + table + " WHERE owner_token IS NOT NULL")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    @Test
    void offByDefault() {
        runner.withBean(DataSource.class, LeaseConfigurationTest::newDatabase).run(context -> {
            assertThat(context).hasNotFailed().doesNotHaveBean(ProcessUniqueLease.class);
            assertThat(context.getBean(ObjectIdGenerator.class)).isSameAs(ObjectIdGenerator.defaultGenerator());
        });
    }

    @Test
    void enabledTheGeneratorBeanMintsWithTheLeasedSlotUntilTheContextCloses() throws SQLException {
        JdbcDataSource dataSource = newDatabase();
        ProcessUniqueLease[] leased = new ProcessUniqueLease[1];
        runner.withBean(DataSource.class, () -> dataSource)
                .withPropertyValues("oid.generator.lease.enabled=true", "oid.generator.lease.ttl=5s",
                        "oid.generator.lease.allow-embedded-database=true")
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(ProcessUniqueLease.class)
                            .hasSingleBean(ObjectIdGenerator.class);
                    ProcessUniqueLease lease = context.getBean(ProcessUniqueLease.class);
                    leased[0] = lease;
                    assertThat(lease.slot()).isZero();
                    assertThat(lease.ttl()).hasSeconds(5);
                    ObjectIdGenerator generator = context.getBean(ObjectIdGenerator.class);
                    assertThat(generator).isSameAs(lease.generator());
                    assertThat(generator.generate().toHexString().substring(8, 18)).isEqualTo("0000000000");
                    // Spring Data MongoDB mints with it.
                    Order order = (Order) context.getBean(ObjectIdBeforeConvertCallback.class)
                            .onBeforeConvert(new Order(), "orders");
                    assertThat(order.getId().toHexString().substring(8, 18)).isEqualTo("0000000000");
                    assertThat(heldSlots(dataSource)).isEqualTo(1);
                });

        // Closing the context closed the lease: the slot is free, its generator refuses.
        assertThat(heldSlots(dataSource)).isZero();
        assertThatIllegalStateException().isThrownBy(() -> leased[0].generator().generate())
                .withMessageContaining("slot 0 of table oid_process_unique_lease")
                .withMessageContaining("the lease was closed");
    }

    @Test
    void enabledWithoutADataSourceTheApplicationFailsToStartSayingWhatToDo() {
        runner.withPropertyValues("oid.generator.lease.enabled=true").run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer().analyze(failure);
            assertThat(analysis).isNotNull();
            assertThat(analysis.getDescription()).isEqualTo("oid.generator.lease.enabled=true leases the ObjectId"
                    + " generator's process-unique value from a table of the application's DataSource, but the"
                    + " application has no DataSource bean");
            assertThat(analysis.getAction()).isEqualTo("Add a DataSource (spring-boot-starter-jdbc or -data-jpa and"
                    + " spring.datasource.url), name one with oid.generator.lease.data-source, mark one DataSource"
                    + " @Primary, or set oid.generator.lease.enabled=false to mint with a random process-unique value");
        });
    }

    @Test
    void enabledWithAnEmbeddedDatabaseTheApplicationFailsToStartSayingWhy() {
        JdbcDataSource dataSource = newDatabase();
        runner.withBean(DataSource.class, () -> dataSource).withPropertyValues("oid.generator.lease.enabled=true")
                .run(context -> {
                    assertThat(context).hasFailed();
                    FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer().analyze(context.getStartupFailure());
                    assertThat(analysis).isNotNull();
                    assertThat(analysis.getDescription()).isEqualTo("oid.generator.lease.enabled=true leases the"
                            + " ObjectId generator's process-unique value from the DataSource, but ProcessUniqueLease"
                            + " refuses " + dataSource.getURL().replaceAll(";.*", "") + ", an in-memory H2 database:"
                            + " such a database belongs to the process that opened it, so every process would lease"
                            + " slot 0 of a table of its own and mint the same ids as the others in every second."
                            + " Lease from a database server that all processes reach (PostgreSQL and MariaDB are"
                            + " tested), or, in a test with a single process, allow it with"
                            + " ProcessUniqueLease.builder(dataSource).allowEmbeddedDatabase(true)");
                    assertThat(analysis.getAction()).isEqualTo("Lease from a database server that every instance of"
                            + " the application reaches (spring.datasource.url, or oid.generator.lease.data-source to"
                            + " name another DataSource bean); in a test with a single instance, set"
                            + " oid.generator.lease.allow-embedded-database=true; or set oid.generator.lease.enabled=false"
                            + " to mint with a random process-unique value");
                });
        // Nothing was leased.
        assertThatExceptionOfType(SQLException.class).isThrownBy(() -> heldSlots(dataSource))
                .withMessageContaining("OID_PROCESS_UNIQUE_LEASE");
    }

    @Test
    void leasesFromTheNamedDataSourceAndTable() throws SQLException {
        JdbcDataSource first = newDatabase();
        JdbcDataSource second = newDatabase();
        runner.withBean("first", DataSource.class, () -> first).withBean("second", DataSource.class, () -> second)
                .withPropertyValues("oid.generator.lease.enabled=true", "oid.generator.lease.allow-embedded-database=true",
                        "oid.generator.lease.data-source=second", "oid.generator.lease.table=ids_lease")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    ProcessUniqueLease lease = context.getBean(ProcessUniqueLease.class);
                    assertThat(lease.table()).isEqualTo("ids_lease");
                    assertThat(heldSlots(second, "ids_lease")).isEqualTo(1);
                    assertThatExceptionOfType(SQLException.class).isThrownBy(() -> heldSlots(first, "ids_lease"));
                });
    }

    @Test
    void namingADataSourceThatDoesNotExistFailsNamingTheOnesThatDo() {
        runner.withBean("orders", DataSource.class, LeaseConfigurationTest::newDatabase)
                .withBean("audit", DataSource.class, LeaseConfigurationTest::newDatabase)
                .withPropertyValues("oid.generator.lease.enabled=true", "oid.generator.lease.data-source=ids")
                .run(context -> {
                    assertThat(context).hasFailed();
                    FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer().analyze(context.getStartupFailure());
                    assertThat(analysis).isNotNull();
                    assertThat(analysis.getDescription()).isEqualTo("oid.generator.lease.data-source=ids names no"
                            + " DataSource bean; the application's DataSource beans are [orders, audit]");
                    assertThat(analysis.getAction()).isEqualTo("Set oid.generator.lease.data-source to the name of the"
                            + " DataSource bean to lease from");
                });
    }

    @Test
    void aTtlOutOfRangeFailsNamingTheProperty() {
        runner.withBean(DataSource.class, LeaseConfigurationTest::newDatabase)
                .withPropertyValues("oid.generator.lease.enabled=true", "oid.generator.lease.ttl=500ms")
                .run(context -> {
                    FailureAnalysis analysis = new ObjectIdSetupFailureAnalyzer().analyze(context.getStartupFailure());
                    assertThat(analysis).isNotNull();
                    assertThat(analysis.getDescription()).isEqualTo("oid.generator.lease.ttl=PT0.5S: A lease's ttl must"
                            + " be from 1 second to 1 day, found PT0.5S");
                    assertThat(analysis.getAction()).isEqualTo("Set oid.generator.lease.ttl from 1s to 1d (default 30s)");
                });
    }

    @Test
    void anApplicationsOwnGeneratorWinsAndNoSlotIsLeased() throws SQLException {
        JdbcDataSource dataSource = newDatabase();
        ObjectIdGenerator own = ObjectIdGenerator.builder().build();
        runner.withBean(DataSource.class, () -> dataSource).withBean("own", ObjectIdGenerator.class, () -> own)
                .withPropertyValues("oid.generator.lease.enabled=true").run(context -> {
                    // Not even the embedded database is refused: no lease is taken.
                    assertThat(context).hasNotFailed().doesNotHaveBean(ProcessUniqueLease.class);
                    assertThat(context.getBean(ObjectIdGenerator.class)).isSameAs(own);
                });
    }
}
