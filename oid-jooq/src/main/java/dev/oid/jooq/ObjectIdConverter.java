package dev.oid.jooq;

import dev.oid.ObjectId;
import java.util.HexFormat;
import org.jooq.Converter;
import org.jooq.exception.DataTypeException;
import org.jspecify.annotations.Nullable;

/**
 * A jOOQ {@link Converter} between the 12 bytes of a binary column ({@code BINARY(12)}, PostgreSQL
 * {@code bytea}) and {@link ObjectId}: the bytes are the id's 12 big-endian bytes, so the column sorts by creation
 * time.
 *
 * <pre>{@code
 * DataType<ObjectId> objectId = SQLDataType.BINARY(12).asConvertedDataType(new ObjectIdConverter());
 * }</pre>
 *
 * <p>With the code generator, a {@code <forcedType>} with {@code <userType>dev.oid.ObjectId</userType>} and
 * {@code <converter>dev.oid.jooq.ObjectIdConverter</converter>} types the matching columns (see the module's
 * README). Instances are stateless and thread-safe; any instance equals any other in behaviour.
 *
 * @since 0.1.0
 */
public final class ObjectIdConverter implements Converter<byte[], ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Bytes of a wrong-length value that an error message shows before it cuts the rest. */
    private static final int SHOWN_BYTES = 32;

    /** Creates the converter. */
    public ObjectIdConverter() {
    }

    /**
     * Reads an id from the bytes of a column.
     *
     * @param bytes the column's value: exactly 12 bytes, or {@code null} for SQL {@code NULL}
     * @return the id, or {@code null} for {@code null}
     * @throws DataTypeException if {@code bytes} is not exactly 12 bytes long; the message gives the length and
     *         the bytes in hex (the first 32 of a longer value), e.g. {@code Invalid ObjectId bytes: expected
     *         exactly 12 bytes, found 3 (0x5a17b9)}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable ObjectId from(byte @Nullable [] bytes) {
        if (bytes == null) {
            return null;
        }
        if (bytes.length != ObjectId.BYTES) {
            throw new DataTypeException(wrongLength(bytes));
        }
        return ObjectId.fromBytes(bytes);
    }

    /**
     * Writes an id as the bytes of a column.
     *
     * @param id the id, or {@code null}
     * @return its 12 big-endian bytes (a new array), or {@code null} for {@code null}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public byte @Nullable [] to(@Nullable ObjectId id) {
        return id == null ? null : id.toByteArray();
    }

    /**
     * Returns the database type.
     *
     * @return {@code byte[].class}
     */
    @Override
    public Class<byte[]> fromType() {
        return byte[].class;
    }

    /**
     * Returns the user type.
     *
     * @return {@code ObjectId.class}
     */
    @Override
    public Class<ObjectId> toType() {
        return ObjectId.class;
    }

    @Override
    public String toString() {
        return "ObjectIdConverter[byte[12] <-> ObjectId]";
    }

    static String wrongLength(byte[] bytes) {
        StringBuilder message = new StringBuilder("Invalid ObjectId bytes: expected exactly 12 bytes, found ")
                .append(bytes.length);
        if (bytes.length > 0) {
            int shown = Math.min(bytes.length, SHOWN_BYTES);
            message.append(" (0x").append(HexFormat.of().formatHex(bytes, 0, shown));
            if (shown < bytes.length) {
                message.append("...");
            }
            message.append(')');
        }
        return message.toString();
    }
}
