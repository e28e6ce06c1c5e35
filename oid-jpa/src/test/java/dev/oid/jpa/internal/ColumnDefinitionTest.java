package dev.oid.jpa.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.jpa.internal.ColumnDefinition.Kind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How the column check reads a columnDefinition (known answers for the SQL type names of common databases) and a
 * JDBC type code with a length.
 */
class ColumnDefinitionTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "binary(12)                      | FIXED_BINARY    | 12",
        "BINARY(16) NOT NULL             | FIXED_BINARY    | 16",
        "binary                          | FIXED_BINARY    | 1",
        "varbinary(12)                   | VARIABLE_BINARY | 12",
        "binary varying(10)              | VARIABLE_BINARY | 10",
        "bytea                           | VARIABLE_BINARY | -1",
        "blob                            | VARIABLE_BINARY | -1",
        "RAW(12)                         | VARIABLE_BINARY | 12",
        "char(24)                        | FIXED_TEXT      | 24",
        "character(30)                   | FIXED_TEXT      | 30",
        "nchar(24)                       | FIXED_TEXT      | 24",
        "char                            | FIXED_TEXT      | 1",
        "varchar(24) collate ascii_bin   | VARIABLE_TEXT   | 24",
        "character varying (10)          | VARIABLE_TEXT   | 10",
        "VARCHAR2(24 BYTE)               | VARIABLE_TEXT   | 24",
        "nvarchar(64)                    | VARIABLE_TEXT   | 64",
        "text                            | VARIABLE_TEXT   | -1",
        "uuid                            | UUID            | -1",
        "  uuid not null                 | UUID            | -1",
        "int                             | UNKNOWN         | -1",
        "characters(24)                  | UNKNOWN         | -1",
        "binary_float                    | UNKNOWN         | -1",
        "bit(96)                         | UNKNOWN         | -1",
    })
    void readsTheTypeFamilyAndLength(String definition, Kind kind, long length) {
        ColumnDefinition read = ColumnDefinition.parse(definition);

        assertThat(read.kind()).isEqualTo(kind);
        assertThat(read.length()).isEqualTo(length);
        assertThat(read.description()).isEqualTo("is declared '" + definition.trim() + "'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1   | 30 | FIXED_TEXT      | is typed CHAR with length 30",
        "12  | -1 | VARIABLE_TEXT   | is typed VARCHAR",
        "-9  | 24 | VARIABLE_TEXT   | is typed NVARCHAR with length 24",
        "-2  | 16 | FIXED_BINARY    | is typed BINARY with length 16",
        "-3  | 10 | VARIABLE_BINARY | is typed VARBINARY with length 10",
        "3000| -1 | UUID            | is typed UUID",
        "4   | -1 | UNKNOWN         | is typed INTEGER",
    })
    void readsTheJdbcTypeCodeAndLengthHibernateResolved(int sqlTypeCode, long length, Kind kind, String description) {
        ColumnDefinition read = ColumnDefinition.of(sqlTypeCode, length);

        assertThat(read.kind()).isEqualTo(kind);
        assertThat(read.length()).isEqualTo(length);
        assertThat(read.description()).isEqualTo(description);
    }
}
