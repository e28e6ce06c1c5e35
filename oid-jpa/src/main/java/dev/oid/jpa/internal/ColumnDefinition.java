package dev.oid.jpa.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a {@code columnDefinition} (or another explicit SQL type) says about a column: text or binary, of fixed or
 * variable length, its length if it gives one. Only the common SQL type names are recognised; anything else is
 * {@link Kind#UNKNOWN} and is left alone.
 *
 * @param kind the family and length semantics of the type
 * @param length the declared length, or {@code -1} if the type gives none
 * @param text the definition as declared, for messages
 */
record ColumnDefinition(Kind kind, long length, String text) {

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
        Matcher matcher = TYPE.matcher(definition.toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            return new ColumnDefinition(Kind.UNKNOWN, -1, definition);
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
        return new ColumnDefinition(kind, length, definition.trim());
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
