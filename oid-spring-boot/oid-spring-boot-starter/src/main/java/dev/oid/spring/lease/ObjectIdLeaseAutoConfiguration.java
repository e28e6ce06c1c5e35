package dev.oid.spring.lease;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.spring.ObjectIdAutoConfiguration;
import dev.oid.spring.ObjectIdSetupException;
import dev.oid.spring.OidProperties;
import java.sql.SQLException;
import javax.sql.DataSource;
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
 * refuses to mint once the lease may have lapsed, becomes the generator with which Spring Data MongoDB and Hibernate
 * (oid-jpa) mint ids. The lease is closed, and its slot released, when the context closes.
 *
 * <p>Properties: {@code oid.generator.lease.enabled} (default {@code false}), {@code oid.generator.lease.ttl}
 * (default 30 seconds). Enabled without a {@code DataSource} bean (or with several and none primary), the
 * application fails to start, saying so. An {@code ObjectIdGenerator} bean of the application's own is left alone,
 * and no lease is taken.
 *
 * @since 0.1.0
 */
@AutoConfiguration(before = ObjectIdAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "oid.generator.lease.enabled")
@EnableConfigurationProperties(OidProperties.class)
public class ObjectIdLeaseAutoConfiguration {

    /** Creates the configuration; called by Spring. */
    public ObjectIdLeaseAutoConfiguration() {
    }

    /**
     * The lease, acquired at startup and closed (its slot released) with the context.
     *
     * @param dataSources the application's data source
     * @param properties the {@code oid.*} properties, for the ttl
     * @return the lease of the lowest free slot
     * @throws SQLException if the database fails while the slot is leased
     * @throws ObjectIdSetupException if the application has no single {@code DataSource}
     */
    @Bean
    @ConditionalOnMissingBean({ProcessUniqueLease.class, ObjectIdGenerator.class})
    public ProcessUniqueLease oidProcessUniqueLease(ObjectProvider<DataSource> dataSources, OidProperties properties)
            throws SQLException {
        DataSource dataSource = dataSources.getIfUnique();
        if (dataSource == null) {
            throw new ObjectIdSetupException("oid.generator.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from a table of the application's DataSource, but the application has "
                    + (dataSources.stream().findAny().isPresent() ? "several DataSource beans and none is primary"
                            : "no DataSource bean"),
                    "Add a DataSource (spring-boot-starter-jdbc or -data-jpa and spring.datasource.url), mark one"
                    + " DataSource @Primary, or set oid.generator.lease.enabled=false to mint with a random"
                    + " process-unique value");
        }
        return ProcessUniqueLease.acquire(dataSource, properties.getGenerator().getLease().getTtl());
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
