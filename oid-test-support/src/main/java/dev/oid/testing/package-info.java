/**
 * Test inputs shared by this project's modules (not published): {@link dev.oid.testing.RealObjectIds}, the real
 * ids of MongoDB's public sample datasets, and {@link dev.oid.testing.RandomObjectIds}, reproducible random ids.
 */
package dev.oid.testing;
