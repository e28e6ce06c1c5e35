/**
 * Process-unique values leased from a SQL table: {@link dev.oid.lease.ProcessUniqueLease} claims a slot of the
 * table {@code oid_process_unique_lease} through JDBC, and its {@link dev.oid.ObjectIdGenerator} mints ids with the
 * slot as their 5-byte process-unique value for as long as the lease is certainly held.
 *
 * @since 0.1.0
 */
@SuppressWarnings("requires-automatic") // micrometer-core has only an Automatic-Module-Name
module dev.oid.lease {
    // The API returns an ObjectIdGenerator and takes a javax.sql.DataSource.
    requires transitive dev.oid;
    requires transitive java.sql;
    // Optional: with the CRaC API present, a lease releases its slot before a checkpoint and leases one again after
    // the restore.
    requires static org.crac;
    // Optional: only LeaseMetrics, which an application that binds the lease's meters uses, refers to Micrometer.
    requires static micrometer.core;
    // Optional: the nullness annotations, read from the class files (see the module dev.oid).
    requires static org.jspecify;

    exports dev.oid.lease;
}
