/**
 * The SQL primary-key benchmark: bigint identity, TSID, UUIDv4, UUIDv7 and ObjectId (bytes, text, packed into a
 * uuid) loaded into PostgreSQL and MariaDB by {@link dev.oid.benchmarks.keys.KeyBenchmark}, charted by
 * {@link dev.oid.benchmarks.keys.KeyCharts} and tabulated into {@code results/keys.md} by
 * {@link dev.oid.benchmarks.keys.KeyTables}.
 */
package dev.oid.benchmarks.keys;
