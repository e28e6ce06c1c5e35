/**
 * Process-unique values that no two live processes share: {@link dev.oid.lease.ProcessUniqueLease} leases the
 * lowest free slot of a SQL table (tested on PostgreSQL and MariaDB) and hands out an
 * {@link dev.oid.ObjectIdGenerator} whose ids carry the slot number as their 5-byte process-unique value. The
 * generator refuses to mint from the moment the lease may have lapsed, so a slot that passes to another process
 * never gives the same id twice, and mints again once the lease, which renews and if need be leases a slot again in
 * the background, holds one again.
 *
 * <pre>{@code
 * try (ProcessUniqueLease lease = ProcessUniqueLease.acquire(dataSource, Duration.ofSeconds(30))) {
 *     ObjectIdGenerator generator = lease.generator();
 *     ObjectId id = generator.generate();
 * }
 * }</pre>
 *
 * <p>The package is null-marked (JSpecify {@code @NullMarked}): parameters, return values and type arguments
 * are non-null unless annotated {@code @Nullable}. Kotlin and static checkers read the annotations from the
 * class files; the {@code org.jspecify:jspecify} jar is an optional dependency, needed neither to compile
 * against nor to run this module.
 *
 * @since 0.1.0
 */
@NullMarked
package dev.oid.lease;

import org.jspecify.annotations.NullMarked;
