package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import jakarta.persistence.EntityManagerFactory;

/**
 * DDL known answers: the column types Hibernate created on this run's SQL target, read back from the database's
 * own metadata ({@link DatabaseMetaData#getColumns}), must be those of the column-type table in oid-jpa's README
 * for that database.
 */
@UsesDatabase
class SqlColumnTypesTest {

    private static final Path README = Path.of("..", "oid-jpa", "README.md");

    private static EntityManagerFactory emf;

    @BeforeAll
    static void createTables() {
        emf = SqlTarget.get().newEntityManagerFactory(Item.class, Note.class, Tag.class, Reference.class);
    }

    @AfterAll
    static void dropTables() {
        if (emf != null) {
            emf.close();
        }
    }

    @Test
    void generatedIdColumnsHaveTheTypesTheReadmeGives() throws Exception {
        int column = readmeColumn(SqlTarget.get().product());

        assertThat(columnType("oid_it_item", "id")).isEqualTo(readmeCell("| `ObjectId` (default)", column));
        assertThat(columnType("oid_it_note", "id")).isEqualTo(readmeCell("| generated `String` id", column));
        assertThat(columnType("oid_it_tag", "id")).isEqualTo(readmeCell("| generated `byte[]` id", column));
    }

    @Test
    void objectIdColumnsHaveTheTypesTheReadmeGivesForEachMapping() throws Exception {
        int column = readmeColumn(SqlTarget.get().product());
        String text = readmeCell("| `ObjectId` with `@Column(length = 24)` or `@JdbcTypeCode(SqlTypes.CHAR)`", column);

        assertThat(columnType("oid_it_reference", "id")).isEqualTo(readmeCell("| `ObjectId` (default)", column));
        assertThat(columnType("oid_it_reference", "plain")).isEqualTo(readmeCell("| `ObjectId` (default)", column));
        assertThat(columnType("oid_it_reference", "text24")).isEqualTo(text);
        assertThat(columnType("oid_it_reference", "charCode")).isEqualTo(text);
        assertThat(columnType("oid_it_reference", "named_ref"))
                .isEqualTo(readmeCell("| `ObjectId` with `@Column` and no length", column));
    }

    /** The README table's column for a database product: 1 PostgreSQL, 2 MariaDB / MySQL, 3 H2. */
    private static int readmeColumn(String product) {
        return switch (product) {
            case "PostgreSQL" -> 1;
            case "MariaDB", "MySQL" -> 2;
            case "H2" -> 3;
            default -> {
                Assumptions.abort("the README's column-type table has no column for " + product);
                yield -1;
            }
        };
    }

    /** The cell of the README table row that starts with {@code rowStart}, without its backticks. */
    private static String readmeCell(String rowStart, int column) throws IOException {
        String readme = Files.readString(README);
        String jpa = readme.substring(readme.indexOf("<!-- BEGIN jpa -->"), readme.indexOf("<!-- END jpa -->"));
        List<String> rows = jpa.lines().filter(line -> line.startsWith(rowStart + " |")).toList();
        assertThat(rows).as("README row %s", rowStart).hasSize(1);
        List<String> cells = Arrays.stream(rows.get(0).split("\\|")).map(String::strip).toList();
        return cells.get(column + 1).replace("`", "");
    }

    /**
     * The type of a column of this run's table as the database reports it, written as in the README: the lowercase
     * type name with the length, e.g. {@code binary(12)}; PostgreSQL's {@code bytea} has no length and its
     * {@code bpchar} is {@code char}.
     */
    private static String columnType(String table, String column) throws SQLException {
        try (Connection connection = SqlTarget.get().connect()) {
            DatabaseMetaData meta = connection.getMetaData();
            String escape = meta.getSearchStringEscape();
            try (ResultSet columns = meta.getColumns(connection.getCatalog(), connection.getSchema(),
                    pattern(identifier(meta, SqlTarget.table(table)), escape),
                    pattern(identifier(meta, column), escape))) {
                assertThat(columns.next()).as("column %s.%s in the metadata", SqlTarget.table(table), column)
                        .isTrue();
                String type = columns.getString("TYPE_NAME").toLowerCase(Locale.ROOT);
                int size = columns.getInt("COLUMN_SIZE");
                assertThat(columns.next()).as("one column %s.%s", SqlTarget.table(table), column).isFalse();
                return switch (type) {
                    case "bytea" -> type;
                    case "bpchar" -> "char(" + size + ")";
                    default -> type + "(" + size + ")";
                };
            }
        }
    }

    /** An unquoted identifier as the database stores it (H2: upper case, PostgreSQL: lower case). */
    private static String identifier(DatabaseMetaData meta, String name) throws SQLException {
        return meta.storesUpperCaseIdentifiers() ? name.toUpperCase(Locale.ROOT)
                : meta.storesLowerCaseIdentifiers() ? name.toLowerCase(Locale.ROOT) : name;
    }

    /** A metadata search pattern that matches {@code name} only: {@code _} and {@code %} escaped. */
    private static String pattern(String name, String escape) {
        return escape == null ? name : name.replace(escape, escape + escape).replace("_", escape + "_")
                .replace("%", escape + "%");
    }
}
