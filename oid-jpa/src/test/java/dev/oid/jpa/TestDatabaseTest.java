package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.jpa.TestEntities.ZeroConfigObjectId;
import dev.oid.testsupport.UsesDatabase;
import java.util.Locale;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** The suite runs on the database CI names, not silently on H2. */
@UsesDatabase
class TestDatabaseTest {

    @Test
    void connectsToTheDatabaseThatOidItJdbcUrlNames() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ZeroConfigObjectId.class)) {
            String product = factory.fromSession(session -> session.doReturningWork(
                    connection -> connection.getMetaData().getDatabaseProductName())).toLowerCase(Locale.ROOT);
            String expected = switch (TestDatabase.CURRENT) {
                case H2 -> "h2";
                case POSTGRESQL -> "postgresql";
                case MARIADB -> "mariadb";
            };

            assertThat(product).isEqualTo(expected);
            String url = System.getenv("OID_IT_JDBC_URL");
            assertThat(TestDatabase.CURRENT == TestDatabase.H2).isEqualTo(url == null || url.isBlank());
        }
    }
}
