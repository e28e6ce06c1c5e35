package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;

/** Column types as the database's information_schema reports them, read on a connection of their own. */
public final class Columns {

    private Columns() {
    }

    /**
     * Opens a connection of its own to a data source of the application.
     *
     * @param dataSource the name of the data source ({@code default}, {@code jpa})
     * @return a new connection
     * @throws SQLException if the database refuses it
     */
    public static Connection connect(String dataSource) throws SQLException {
        Map<String, String> properties = TestApplication.properties();
        String prefix = "datasources." + dataSource + ".";
        return DriverManager.getConnection(properties.get(prefix + "url"), properties.get(prefix + "username"),
                properties.get(prefix + "password"));
    }

    /** The SQL for the connection's schema: information_schema lists the tables of every schema (MariaDB: database). */
    private static String currentSchema(Connection connection) throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        return product.contains("mariadb") || product.contains("mysql") ? "database()" : "current_schema";
    }

    /**
     * The type of a column: {@code data_type}, with {@code (character_octet_length)} for fixed and bounded types.
     *
     * @param dataSource the name of the application's data source ({@code default}, {@code jpa})
     * @param table the table, in any case
     * @param column the column, in any case
     * @return for example {@code bytea}, {@code binary(12)}, {@code char(24)}
     */
    public static String type(String dataSource, String table, String column) {
        try (Connection connection = connect(dataSource);
             PreparedStatement statement = connection.prepareStatement(
                     "select data_type, character_octet_length, character_maximum_length"
                             + " from information_schema.columns where table_schema = " + currentSchema(connection)
                             + " and lower(table_name) = ? and lower(column_name) = ?")) {
            statement.setString(1, table.toLowerCase(Locale.ROOT));
            statement.setString(2, column.toLowerCase(Locale.ROOT));
            try (ResultSet rows = statement.executeQuery()) {
                assertThat(rows.next()).as("the column %s.%s", table, column).isTrue();
                String type = rows.getString(1).toLowerCase(Locale.ROOT);
                long length = rows.getLong(3);
                if (rows.wasNull()) {
                    length = rows.getLong(2);
                    if (rows.wasNull()) {
                        return type;
                    }
                }
                String result = type + "(" + length + ")";
                assertThat(rows.next()).as("one column %s.%s", table, column).isFalse();
                return result;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
