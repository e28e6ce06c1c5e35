package dev.oid.jooq;

import dev.oid.ObjectId;
import org.jooq.Converter;
import org.jooq.exception.DataTypeException;
import org.jspecify.annotations.Nullable;

/**
 * A jOOQ {@link Converter} between the 24 hex characters of a {@code CHAR(24)} column and {@link ObjectId}: ids
 * are written in lowercase, read in either case.
 *
 * <pre>{@code
 * DataType<ObjectId> objectId = SQLDataType.CHAR(24).asConvertedDataType(new ObjectIdHexConverter());
 * }</pre>
 *
 * <p>Instances are stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdHexConverter implements Converter<String, ObjectId> {

    private static final long serialVersionUID = 1L;

    /** Creates the converter. */
    public ObjectIdHexConverter() {
    }

    /**
     * Reads an id from the text of a column.
     *
     * @param hex the column's value: exactly 24 hex digits (0-9, a-f, A-F), or {@code null} for SQL {@code NULL}
     * @return the id, or {@code null} for {@code null}
     * @throws DataTypeException if {@code hex} is not exactly 24 hex digits; the message quotes it as
     *         {@link ObjectId#parse} does, e.g. {@code Invalid ObjectId "xyz": expected exactly 24 hexadecimal
     *         digits (0-9, a-f, A-F), found 3 characters}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable ObjectId from(@Nullable String hex) {
        if (hex == null) {
            return null;
        }
        try {
            return ObjectId.parse(hex);
        } catch (IllegalArgumentException e) {
            throw new DataTypeException(e.getMessage(), e);
        }
    }

    /**
     * Writes an id as the text of a column.
     *
     * @param id the id, or {@code null}
     * @return its 24 lowercase hex digits, or {@code null} for {@code null}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable String to(@Nullable ObjectId id) {
        return id == null ? null : id.toHexString();
    }

    /**
     * Returns the database type.
     *
     * @return {@code String.class}
     */
    @Override
    public Class<String> fromType() {
        return String.class;
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
        return "ObjectIdHexConverter[CHAR(24) <-> ObjectId]";
    }
}
