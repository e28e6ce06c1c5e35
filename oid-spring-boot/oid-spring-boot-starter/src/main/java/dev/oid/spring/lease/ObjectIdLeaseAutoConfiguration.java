package dev.oid.spring.lease;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.ObjectIdSetupException;
import dev.oid.spring.OidProperties;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * A leased process-unique value for the {@link ObjectIdGenerator} bean, when {@code oid.generator.lease.enabled=true}
 * (off by default): a {@link ProcessUniqueLease} (oid-lease-jdbc) leases the lowest free slot of the table
 * {@code oid_process_unique_lease} of the application's {@link DataSource} at startup, and its generator, which
 * refuses to mint once the lease may have lapsed and mints again once the lease holds a slot again, becomes the
 * generator with which Spring Data MongoDB and Hibernate (oid-jpa) mint ids. The lease is closed, and its slot released, when the context closes.
 *
 * <p>Properties: {@code oid.generator.lease.enabled} (default {@code false}), {@code oid.generator.lease.ttl}
 * (default 30 seconds), {@code oid.generator.lease.table} (default {@code oid_process_unique_lease}),
 * {@code oid.generator.lease.data-source} (the name of the {@code DataSource} bean, where there are several),
 * {@code oid.generator.lease.allow-embedded-database} (default {@code false}). Enabled without a {@code DataSource}
 * bean (or with several, none primary and none named), with an in-memory or embedded database (H2, HSQLDB, Derby in
 * the application's process, which every instance would have its own of) or with a table of other column types, the
 * application fails to start, with a failure analysis that says what to do. An {@code ObjectIdGenerator} bean of the
 * application's own is left alone, and no lease is taken.
 *
 * @since 0.1.0
 */
@AutoConfiguration(before = ObjectIdAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "oid.generator.lease.enabled")
@EnableConfigurationProperties(OidProperties.class)
public final class ObjectIdLeaseAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdLeaseAutoConfiguration() {
    }

    /**
     * The lease, acquired at startup and closed (its slot released) with the context.
     *
     * @param beans the application's beans, to find a {@code DataSource} by name
     * @param dataSources the application's data source
     * @param properties the {@code oid.*} properties, for the ttl, the table and the data source
     * @return the lease of the lowest free slot
     * @throws SQLException if the database fails while the slot is leased
     * @throws ObjectIdSetupException if the application has no single {@code DataSource} (or none of the name in
     *         {@code oid.generator.lease.data-source}), the ttl or table name is wrong, the {@code DataSource} is
     *         an in-memory or embedded database (unless {@code oid.generator.lease.allow-embedded-database=true}),
     *         or the table exists with other column types
     */
    @Bean
    @ConditionalOnMissingBean({ProcessUniqueLease.class, ObjectIdGenerator.class})
    public ProcessUniqueLease oidProcessUniqueLease(ListableBeanFactory beans, ObjectProvider<DataSource> dataSources,
            OidProperties properties) throws SQLException {
        OidProperties.Lease settings = properties.generator().lease();
        String name = settings.dataSource();
        ProcessUniqueLease.Builder builder = ProcessUniqueLease.builder(dataSource(beans, dataSources, name));
        try {
            builder.ttl(settings.ttl());
        } catch (IllegalArgumentException e) {
            throw new ObjectIdSetupException("oid.generator.lease.ttl=" + settings.ttl() + ": " + e.getMessage(),
                    "Set oid.generator.lease.ttl from 1s to 1d (default 30s)");
        }
        try {
            builder.table(settings.table());
        } catch (IllegalArgumentException e) {
            throw new ObjectIdSetupException("oid.generator.lease.table: " + e.getMessage(), "Set"
                    + " oid.generator.lease.table to a plain SQL identifier, optionally qualified by a schema (default"
                    + " oid_process_unique_lease)");
        }
        try {
            return builder.allowEmbeddedDatabase(settings.allowEmbeddedDatabase()).acquire();
        } catch (IllegalArgumentException e) {
            // The data source is a database inside this process: every instance would lease the same slot.
            throw new ObjectIdSetupException("oid.generator.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from the DataSource" + (name == null ? "" : " '" + name + "'") + ", but "
                    + e.getMessage(),
                    "Lease from a database server that every instance of the application reaches (spring.datasource.url"
                    + (name == null ? ", or oid.generator.lease.data-source to name another DataSource bean" : "")
                    + "); in a test with a single instance, set oid.generator.lease.allow-embedded-database=true; or set"
                    + " oid.generator.lease.enabled=false to mint with a random process-unique value");
        } catch (IllegalStateException e) {
            // The table exists with other column types or another primary key.
            throw new ObjectIdSetupException(e.getMessage(), "Create the table as shown, or name another with"
                    + " oid.generator.lease.table");
        }
    }

    private static DataSource dataSource(ListableBeanFactory beans, ObjectProvider<DataSource> dataSources,
            @Nullable String name) {
        List<String> names = List.of(beans.getBeanNamesForType(DataSource.class));
        if (name != null && !name.isBlank()) {
            if (!names.contains(name)) {
                throw new ObjectIdSetupException("oid.generator.lease.data-source=" + name + " names no DataSource bean;"
                        + " the application's DataSource beans are " + names, "Set oid.generator.lease.data-source to"
                        + " the name of the DataSource bean to lease from");
            }
            return beans.getBean(name, DataSource.class);
        }
        DataSource dataSource = dataSources.getIfUnique();
        if (dataSource == null) {
            throw new ObjectIdSetupException("oid.generator.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from a table of the application's DataSource, but the application has "
                    + (names.isEmpty() ? "no DataSource bean" : "several DataSource beans and none is primary: " + names),
                    "Add a DataSource (spring-boot-starter-jdbc or -data-jpa and spring.datasource.url), name one with"
                    + " oid.generator.lease.data-source, mark one DataSource @Primary, or set"
                    + " oid.generator.lease.enabled=false to mint with a random process-unique value");
        }
        return dataSource;
    }

    /**
     * The generator the starter's parts mint ids with: the lease's.
     *
     * @param lease the lease
     * @return {@link ProcessUniqueLease#generator()}
     */
    @Bean
    @ConditionalOnMissingBean
    public ObjectIdGenerator oidLeasedObjectIdGenerator(ProcessUniqueLease lease) {
        return lease.generator();
    }
}
