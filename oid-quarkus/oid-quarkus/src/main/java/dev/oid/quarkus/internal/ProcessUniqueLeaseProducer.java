package dev.oid.quarkus.internal;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.quarkus.OidLeaseConfig;
import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.runtime.AgroalDataSourceUtil;
import io.quarkus.arc.DefaultBean;
import io.quarkus.datasource.common.runtime.DataSourceUtil;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigurationException;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.sql.SQLException;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The {@link ProcessUniqueLease} bean, registered when {@code quarkus.oid.lease.enabled=true}: leased at startup
 * from the table of an Agroal datasource, closed (its slot released) at shutdown. The extension's
 * {@code ObjectIdGenerator} bean then mints with {@link ProcessUniqueLease#generator()}; an {@code ObjectIdGenerator}
 * bean of the application's own replaces it, and then no lease is taken.
 */
@Singleton
public final class ProcessUniqueLeaseProducer {

    private volatile @Nullable ProcessUniqueLease lease;

    /** Creates the producer; the extension registers it as a bean. */
    public ProcessUniqueLeaseProducer() {
    }

    /**
     * Returns the lease once it is taken.
     *
     * @return the lease, or {@code null} before it is taken, and if it never is (the application mints with a
     *     generator of its own)
     */
    public @Nullable ProcessUniqueLease lease() {
        return lease;
    }

    /**
     * Leases the lowest free slot.
     *
     * @param config the settings under {@code quarkus.oid.lease}
     * @return the lease
     * @throws SQLException if the database fails while the slot is leased
     * @throws ConfigurationException if the datasource is not there or not active, the ttl or table name is wrong,
     *     the datasource is an in-memory or embedded database (unless allowed) or the table has other column types
     */
    @Produces
    @Singleton
    @DefaultBean
    public ProcessUniqueLease processUniqueLease(OidLeaseConfig config) throws SQLException {
        OidLeaseConfig.Lease settings = config.lease();
        Optional<String> named = settings.datasource().filter(name -> !name.isBlank());
        String name = named.orElse(DataSourceUtil.DEFAULT_DATASOURCE_NAME);
        String which = named.map(n -> "datasource '" + n + "'").orElse("default datasource");
        Optional<AgroalDataSource> dataSource = AgroalDataSourceUtil.dataSourceIfActive(name);
        if (dataSource.isEmpty()) {
            throw new ConfigurationException("quarkus.oid.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from a table of the " + which + ", but the application has no active"
                    + " JDBC datasource of that name; its active datasources are "
                    + AgroalDataSourceUtil.activeDataSourceNames() + ". Configure it (quarkus.datasource"
                    + named.map(n -> ".\"" + n + "\"").orElse("") + ".jdbc.url), set quarkus.oid.lease.datasource to"
                    + " the name of another, or set quarkus.oid.lease.enabled=false to mint with a random"
                    + " process-unique value");
        }
        ProcessUniqueLease.Builder builder = ProcessUniqueLease.builder(dataSource.get());
        try {
            builder.ttl(settings.ttl());
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("quarkus.oid.lease.ttl=" + settings.ttl() + ": " + e.getMessage()
                    + ". Set quarkus.oid.lease.ttl from 1s to 1d (default 30s)", e);
        }
        try {
            builder.table(settings.table());
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("quarkus.oid.lease.table: " + e.getMessage() + ". Set"
                    + " quarkus.oid.lease.table to a plain SQL identifier, optionally qualified by a schema (default"
                    + " oid_process_unique_lease)", e);
        }
        try {
            ProcessUniqueLease acquired = builder.allowEmbeddedDatabase(settings.allowEmbeddedDatabase()).acquire();
            lease = acquired;
            return acquired;
        } catch (IllegalArgumentException e) {
            // The datasource is a database inside this process: every instance would lease the same slot.
            throw new ConfigurationException("quarkus.oid.lease.enabled=true leases the ObjectId generator's"
                    + " process-unique value from the " + which + ", but " + e.getMessage() + ". Lease from a"
                    + " database server that every instance of the application reaches (quarkus.datasource"
                    + named.map(n -> ".\"" + n + "\"").orElse("") + ".jdbc.url"
                    + (named.isEmpty() ? ", or quarkus.oid.lease.datasource to name another datasource" : "")
                    + "); in a test with a single instance, set quarkus.oid.lease.allow-embedded-database=true; or set"
                    + " quarkus.oid.lease.enabled=false to mint with a random process-unique value", e);
        } catch (IllegalStateException e) {
            // The table exists with other column types or another primary key.
            throw new ConfigurationException(e.getMessage() + ". Create the table as shown, or name another with"
                    + " quarkus.oid.lease.table", e);
        }
    }

    /**
     * Closes the lease at shutdown: the generator refuses from then on, and the slot is free again.
     *
     * @param lease the lease
     */
    public void close(@Disposes ProcessUniqueLease lease) {
        lease.close();
    }

    /**
     * Creates the {@code ObjectIdGenerator} bean when the application starts, and with it the lease (unless the
     * application produces a generator of its own), so that a database that refuses fails the start, not the first
     * id.
     *
     * @param event the startup event
     * @param generator the generator bean
     */
    void createAtStartup(@Observes StartupEvent event, ObjectIdGenerator generator) {
        // Nothing to do: a @Singleton bean is created when it is injected.
    }
}
