package dev.oid.micronaut;

import dev.oid.lease.ProcessUniqueLease;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;

/**
 * The {@code oid.lease.*} properties: a leased process-unique value (oid-lease-jdbc's {@link ProcessUniqueLease}) for
 * the {@link dev.oid.ObjectIdGenerator} bean the module mints every id with, off unless
 * {@code oid.lease.enabled=true}.
 *
 * <p>Enabled, the module leases the lowest free slot of {@link #table()} in the JDBC datasource named
 * {@link #datasource()} when the application context starts, renews it in the background before {@link #ttl()}
 * passes, and mints with the lease's generator, which refuses to mint once the lease may have lapsed and mints
 * again once the lease holds a slot again; the lease is closed, and its slot released, when the context stops. The
 * context fails to start, with a message that says what to do, when the datasource does not exist, the ttl or the
 * table name is wrong, the table exists with other column types, or the datasource is an in-memory or embedded
 * database (H2, HSQLDB, Derby in the application's process, which every instance would have its own of) and
 * {@link #allowEmbeddedDatabase()} is {@code false}. An {@code ObjectIdGenerator} bean of the application's own
 * wins over the lease: the module then takes no lease.
 *
 * <pre>{@code
 * oid.lease.enabled=true
 * oid.lease.ttl=30s
 * oid.lease.datasource=default
 * }</pre>
 *
 * @param enabled whether the module leases the generator's process-unique value ({@code oid.lease.enabled}, default
 *        {@code false})
 * @param ttl how long a lease lasts without renewal ({@code oid.lease.ttl}, default 30 seconds; 1 second to 1 day)
 * @param table the lease table, created unless it exists ({@code oid.lease.table}, default
 *        {@value ProcessUniqueLease#DEFAULT_TABLE}; a plain SQL identifier, optionally qualified by a schema)
 * @param datasource the name of the JDBC datasource to lease from, as in {@code datasources.<name>.url}
 *        ({@code oid.lease.datasource}, default {@code default})
 * @param allowEmbeddedDatabase whether an in-memory or embedded database is accepted, for a test with a single
 *        instance ({@code oid.lease.allow-embedded-database}, default {@code false})
 * @since 0.1.0
 */
@ConfigurationProperties("oid.lease")
public record ObjectIdLeaseConfiguration(
        @Bindable(defaultValue = "false") boolean enabled,
        @Bindable(defaultValue = "30s") Duration ttl,
        @Bindable(defaultValue = ProcessUniqueLease.DEFAULT_TABLE) String table,
        @Bindable(defaultValue = "default") String datasource,
        @Bindable(defaultValue = "false") boolean allowEmbeddedDatabase) {
}
