/**
 * The second run of the primary-key benchmark: the keys Hibernate supports, inserted through Hibernate ORM by
 * {@link dev.oid.benchmarks.keys.hibernate.HibernateKeyBenchmark}.
 */
package dev.oid.benchmarks.keys.hibernate;
