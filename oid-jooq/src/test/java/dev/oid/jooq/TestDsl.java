package dev.oid.jooq;

import dev.oid.testsupport.SqlTestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;

/** jOOQ on the database of this run ({@link SqlTestDatabase}): in-memory H2, or PostgreSQL or MariaDB in CI. */
final class TestDsl {

    static final SqlTestDatabase DATABASE = SqlTestDatabase.current();
    static final String H2_NAME = "oid-jooq";

    private TestDsl() {
    }

    static SQLDialect dialect() {
        return switch (DATABASE) {
            case H2 -> SQLDialect.H2;
            case POSTGRESQL -> SQLDialect.POSTGRES;
            case MARIADB -> SQLDialect.MARIADB;
        };
    }

    static Connection connect() throws SQLException {
        return DATABASE.connect(H2_NAME);
    }

    static DSLContext using(Connection connection) {
        return DSL.using(connection, dialect());
    }
}
