package dev.oid.mybatis;

import dev.oid.ObjectId;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.util.HexFormat;
import org.jspecify.annotations.Nullable;

/** Reads ids from column values, with errors that name the column and quote the value. */
final class Values {

    /** Bytes of a wrong-length value that an error message shows before it cuts the rest. */
    private static final int SHOWN_BYTES = 32;

    /** SQLSTATE of a data exception whose value cannot be converted ("invalid character value for cast"). */
    private static final String SQL_STATE = "22018";

    private Values() {
    }

    static @Nullable ObjectId fromBytes(byte @Nullable [] bytes, String column) throws SQLDataException {
        if (bytes == null) {
            return null;
        }
        if (bytes.length != ObjectId.BYTES) {
            StringBuilder message = new StringBuilder(column)
                    .append(": Invalid ObjectId bytes: expected exactly 12 bytes, found ").append(bytes.length);
            if (bytes.length > 0) {
                int shown = Math.min(bytes.length, SHOWN_BYTES);
                message.append(" (0x").append(HexFormat.of().formatHex(bytes, 0, shown))
                        .append(shown < bytes.length ? "...)" : ")");
            }
            throw new SQLDataException(message.toString(), SQL_STATE);
        }
        return ObjectId.fromBytes(bytes);
    }

    static @Nullable ObjectId fromHex(@Nullable String hex, String column) throws SQLDataException {
        if (hex == null) {
            return null;
        }
        try {
            return ObjectId.parse(hex);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException(column + ": " + e.getMessage(), SQL_STATE, e);
        }
    }

    static String column(String name) {
        return "Column " + name;
    }

    static String column(ResultSet rows, int index) throws SQLException {
        return "Column " + rows.getMetaData().getColumnLabel(index);
    }

    static String parameter(int index) {
        return "OUT parameter " + index;
    }
}
