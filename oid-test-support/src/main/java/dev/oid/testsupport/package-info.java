/**
 * Test inputs and helpers shared by this project's modules (not published): {@link dev.oid.testsupport.RealObjectIds},
 * the real ids of MongoDB's public sample datasets, {@link dev.oid.testsupport.RandomObjectIds}, reproducible random
 * ids, {@link dev.oid.testsupport.ReadmeSnippets}
 * checks that README snippets are code the tests compile and run, {@link dev.oid.testsupport.LineDiff} shows
 * how two texts differ, {@link dev.oid.testsupport.BadIdJson} lists JSON values that are not ids with the
 * message every adapter gives, {@link dev.oid.testsupport.SqlTestDatabase} names the SQL database of a run
 * (PostgreSQL or MariaDB in CI, else H2), {@link dev.oid.testsupport.UsesDatabase} tags the tests that talk to it,
 * {@link dev.oid.testsupport.RowLock} holds a row locked as a stalled writer does, and
 * {@link dev.oid.testsupport.Eventually} asks again until a state that changes later is reached.
 */
package dev.oid.testsupport;
