package dev.oid.sql;

import java.sql.SQLException;
import liquibase.change.custom.CustomTaskChange;
import liquibase.database.Database;
import liquibase.database.jvm.JdbcConnection;
import liquibase.exception.CustomChangeException;
import liquibase.exception.ValidationErrors;
import liquibase.resource.ResourceAccessor;

/** The Liquibase change of the README: installs the functions on the changelog's JDBC connection. */
public class OidFunctionsChange implements CustomTaskChange {

    @Override
    public void execute(Database database) throws CustomChangeException {
        try {
            OidSqlFunctions.install(((JdbcConnection) database.getConnection()).getUnderlyingConnection());
        } catch (SQLException e) {
            throw new CustomChangeException("oid-sql: the functions could not be installed", e);
        }
    }

    @Override
    public String getConfirmationMessage() {
        return "oid-sql functions created or replaced";
    }

    @Override
    public void setUp() {
    }

    @Override
    public void setFileOpener(ResourceAccessor resourceAccessor) {
    }

    @Override
    public ValidationErrors validate(Database database) {
        return new ValidationErrors();
    }
}
