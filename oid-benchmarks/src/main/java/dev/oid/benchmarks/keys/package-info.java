/**
 * The SQL primary-key benchmark: bigint identity, TSID, UUIDv4, UUIDv7 and ObjectId (bytes, text, packed into a
 * uuid) loaded into PostgreSQL and MariaDB by {@link dev.oid.benchmarks.keys.KeyBenchmark}, charted by
 * {@link dev.oid.benchmarks.keys.KeyCharts}.
 */
package dev.oid.benchmarks.keys;
