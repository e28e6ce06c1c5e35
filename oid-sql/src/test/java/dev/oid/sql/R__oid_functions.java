package dev.oid.sql;

import java.sql.SQLException;
import java.util.Objects;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

// BEGIN README sql
/** Repeatable: Flyway runs it again whenever its checksum changes, i.e. when a new oid-sql changes a script. */
public class R__oid_functions extends BaseJavaMigration {

    @Override
    public Integer getChecksum() {
        return Objects.hash(OidSqlFunctions.script("postgresql"), OidSqlFunctions.script("mariadb"));
    }

    @Override
    public void migrate(Context context) throws SQLException {
        OidSqlFunctions.install(context.getConnection());   // PostgreSQL or MariaDB, from the connection
    }
}
// END README sql
