package dev.oid.jpa.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.JdbcTypeNameMapper;

/**
 * What a column's declaration says about it: text or binary, of fixed or variable length, its length if it gives
 * one. Read either from a {@code columnDefinition} ({@link #parse}; only the common SQL type names are recognised)
 * or from the JDBC type code and length Hibernate resolved ({@link #of}); anything else is {@link Kind#UNKNOWN} and
 * is left alone.
 *
 * @param kind the family and length semantics of the type
 * @param length the declared length, or {@code -1} if the declaration gives none
 * @param description how the column is declared, for messages: {@code "is declared 'binary(16)'"}
 */
record ColumnDefinition(Kind kind, long length, String description) {

    /** The family and length semantics of an SQL type. */
    enum Kind {
        /** {@code CHAR(n)}, {@code CHARACTER(n)}, {@code NCHAR(n)}: padded to n characters. */
        FIXED_TEXT,
        /** {@code VARCHAR(n)}, {@code CHARACTER VARYING(n)}, {@code NVARCHAR(n)}, {@code TEXT}, {@code CLOB}. */
        VARIABLE_TEXT,
        /** {@code BINARY(n)}: padded to n bytes with zero bytes (MariaDB, MySQL, H2, SQL Server). */
        FIXED_BINARY,
        /** {@code VARBINARY(n)}, {@code BINARY VARYING(n)}, {@code BYTEA}, {@code BLOB}, {@code RAW(n)}. */
        VARIABLE_BINARY,
        /** {@code UUID} (PostgreSQL, H2). */
        UUID,
        /** Any other type: not checked. */
        UNKNOWN
    }

    private static final Pattern TYPE = Pattern.compile(
            "\\s*(national\\s+character\\s+varying|national\\s+char\\s+varying|character\\s+varying"
            + "|char\\s+varying|binary\\s+varying|national\\s+character|national\\s+char|nvarchar2|varchar2"
            + "|nvarchar|varchar|varbinary|character|nchar|char|binary|bytea|tinyblob|mediumblob|longblob|blob"
            + "|raw|uuid|tinytext|mediumtext|longtext|text|nclob|clob)"
            + "(?![a-z0-9_])\\s*(?:\\(\\s*(\\d{1,18})\\s*(?:byte|char)?\\s*\\))?.*",
            Pattern.DOTALL);

    /**
     * Reads an SQL type declaration.
     *
     * @param definition the declaration, for example {@code "binary(16)"} or {@code "varchar(24) not null"}
     * @return what it says; {@link Kind#UNKNOWN} for a type name not listed in {@link Kind}
     */
    static ColumnDefinition parse(String definition) {
        String description = "is declared '" + definition.trim() + "'";
        Matcher matcher = TYPE.matcher(definition.toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            return new ColumnDefinition(Kind.UNKNOWN, -1, description);
        }
        String name = matcher.group(1).replaceAll("\\s+", " ");
        long length = matcher.group(2) == null ? -1 : Long.parseLong(matcher.group(2));
        Kind kind = switch (name) {
            case "character", "char", "nchar", "national character", "national char" -> Kind.FIXED_TEXT;
            case "binary" -> Kind.FIXED_BINARY;
            case "varbinary", "binary varying", "bytea", "tinyblob", "mediumblob", "longblob", "blob", "raw" ->
                    Kind.VARIABLE_BINARY;
            case "uuid" -> Kind.UUID;
            default -> Kind.VARIABLE_TEXT;
        };
        // CHAR and BINARY without a length are one character or byte long in SQL.
        if ((kind == Kind.FIXED_TEXT || kind == Kind.FIXED_BINARY) && length < 0) {
            length = 1;
        }
        return new ColumnDefinition(kind, length, description);
    }

    /**
     * Reads the JDBC type code and length Hibernate resolved for a column that has no {@code columnDefinition}.
     *
     * @param sqlTypeCode the DDL type code, a {@link SqlTypes} constant
     * @param length the length, or {@code -1} if the mapping leaves it to Hibernate
     * @return what it says; {@link Kind#UNKNOWN} for a code that is neither text, binary nor UUID
     */
    static ColumnDefinition of(int sqlTypeCode, long length) {
        Kind kind = switch (sqlTypeCode) {
            case SqlTypes.CHAR, SqlTypes.NCHAR -> Kind.FIXED_TEXT;
            case SqlTypes.VARCHAR, SqlTypes.NVARCHAR, SqlTypes.LONGVARCHAR, SqlTypes.LONG32VARCHAR,
                    SqlTypes.LONGNVARCHAR, SqlTypes.LONG32NVARCHAR -> Kind.VARIABLE_TEXT;
            case SqlTypes.BINARY -> Kind.FIXED_BINARY;
            case SqlTypes.VARBINARY, SqlTypes.LONGVARBINARY, SqlTypes.LONG32VARBINARY, SqlTypes.BLOB ->
                    Kind.VARIABLE_BINARY;
            case SqlTypes.UUID -> Kind.UUID;
            default -> Kind.UNKNOWN;
        };
        return new ColumnDefinition(kind, length, "is typed " + JdbcTypeNameMapper.getTypeName(sqlTypeCode)
                + (length < 0 ? "" : " with length " + length));
    }

    boolean isText() {
        return kind == Kind.FIXED_TEXT || kind == Kind.VARIABLE_TEXT;
    }

    boolean isBinary() {
        return kind == Kind.FIXED_BINARY || kind == Kind.VARIABLE_BINARY;
    }

    boolean isFixed() {
        return kind == Kind.FIXED_TEXT || kind == Kind.FIXED_BINARY;
    }
}
