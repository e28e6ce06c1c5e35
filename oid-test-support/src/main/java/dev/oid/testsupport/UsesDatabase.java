package dev.oid.testsupport;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that talks to the database of the run: the SQL database {@link SqlTestDatabase} names
 * ({@code OID_IT_JDBC_URL}, else H2), or the MongoDB and SQL servers the integration tests resolve. Such a class
 * carries the JUnit tag {@value #TAG}, which {@code .ci/run} selects ({@code -Dgroups=database}) to run these
 * tests again against PostgreSQL and against MariaDB, after the plain build has run every test once on the
 * in-process servers. A test that never opens a connection of the run (a converter alone, a fixed in-memory H2
 * database) is not marked.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Tag(UsesDatabase.TAG)
public @interface UsesDatabase {

    /** The JUnit tag of these tests, the one {@code .ci/run} selects with surefire's {@code groups}. */
    String TAG = "database";
}
