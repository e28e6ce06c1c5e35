package dev.oid.micronaut.internal;

import dev.oid.ObjectIdGenerator;
import dev.oid.lease.ProcessUniqueLease;
import dev.oid.micronaut.ObjectIdLeaseConfiguration;
import io.micronaut.context.BeanContext;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Internal;
import io.micronaut.inject.qualifiers.Qualifiers;
import io.micronaut.jdbc.DataSourceResolver;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * With {@code oid.lease.enabled=true}: the {@link ProcessUniqueLease} of the datasource {@code oid.lease.datasource},
 * acquired when the context starts (a {@link Context} bean, so a datasource the lease refuses stops the start) and
 * closed with it, and its generator as the {@link ObjectIdGenerator} bean. The module's default generator is off
 * while the property is set ({@link ObjectIdGeneratorFactory}); an {@code ObjectIdGenerator} bean of the application's
 * own turns both beans off, so no lease is taken.
 *
 * <p>The datasource is resolved through micronaut-jdbc's {@link DataSourceResolver}: Micronaut Data wraps each
 * datasource bean in a proxy whose connections belong to the current transaction or connection scope, and the
 * lease renews from its own thread, with connections of its own in auto-commit.
 */
@Factory
@Internal
@Requires(property = ObjectIdLeaseFactory.ENABLED, value = "true")
@Requires(classes = {ProcessUniqueLease.class, DataSourceResolver.class})
final class ObjectIdLeaseFactory {

    static final String ENABLED = "oid.lease.enabled";

    /** The name of the leased generator bean, by which {@link NoApplicationGenerator} tells it from others. */
    static final String GENERATOR = "oidLeasedGenerator";

    /**
     * The lease, acquired at startup and closed (its slot released) with the context.
     *
     * @throws ConfigurationException if the datasource does not exist, the ttl or the table is wrong, the datasource
     *         is an in-memory or embedded database (unless allowed), or the table has other column types
     * @throws SQLException if the database fails while the slot is leased
     */
    @Context
    @Bean(preDestroy = "close")
    @Requires(condition = NoApplicationGenerator.class)
    ProcessUniqueLease processUniqueLease(BeanContext beans, ObjectIdLeaseConfiguration settings)
            throws SQLException {
        String name = settings.datasource();
        DataSource dataSource = beans.findBean(DataSource.class, Qualifiers.byName(name))
                .orElseThrow(() -> new ConfigurationException(ENABLED + "=true leases the ObjectId generator's"
                        + " process-unique value from a table of the JDBC datasource '" + name + "', but the application"
                        + " has no datasource of that name. Configure it (datasources." + name + ".url, with"
                        + " micronaut-jdbc-hikari or another micronaut-jdbc pool), name another with"
                        + " oid.lease.datasource, or set " + ENABLED + "=false to mint with a random process-unique"
                        + " value"));
        DataSource target = beans.findBean(DataSourceResolver.class).orElse(DataSourceResolver.DEFAULT)
                .resolve(dataSource);
        ProcessUniqueLease.Builder builder = ProcessUniqueLease.builder(target);
        try {
            builder.ttl(settings.ttl());
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("oid.lease.ttl=" + settings.ttl() + ": " + e.getMessage() + ". Set"
                    + " oid.lease.ttl from 1s to 1d (default 30s)");
        }
        try {
            builder.table(settings.table());
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException("oid.lease.table: " + e.getMessage() + ". Set oid.lease.table to a plain"
                    + " SQL identifier, optionally qualified by a schema (default " + ProcessUniqueLease.DEFAULT_TABLE
                    + ")");
        }
        try {
            return builder.allowEmbeddedDatabase(settings.allowEmbeddedDatabase()).acquire();
        } catch (IllegalArgumentException e) {
            // The datasource is a database inside this process: every instance would lease the same slot.
            throw new ConfigurationException(ENABLED + "=true leases the ObjectId generator's process-unique value"
                    + " from the datasource '" + name + "', but " + e.getMessage() + ". Lease from a database server"
                    + " that every instance of the application reaches (datasources." + name + ".url, or"
                    + " oid.lease.datasource to name another datasource); in a test with a single instance, set"
                    + " oid.lease.allow-embedded-database=true; or set " + ENABLED + "=false to mint with a random"
                    + " process-unique value", e);
        } catch (IllegalStateException e) {
            // The table exists with other column types or another primary key.
            throw new ConfigurationException(e.getMessage() + ". Create the table as shown, or name another with"
                    + " oid.lease.table", e);
        }
    }

    /** The generator every part of the module mints with: the lease's. */
    @Singleton
    @Named(GENERATOR)
    @Requires(missingBeans = ObjectIdGenerator.class)
    ObjectIdGenerator leasedObjectIdGenerator(ProcessUniqueLease lease) {
        return lease.generator();
    }
}
