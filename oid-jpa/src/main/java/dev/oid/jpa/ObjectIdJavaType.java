package dev.oid.jpa;

import dev.oid.ObjectId;
import dev.oid.ObjectIdUuids;
import java.io.Serial;
import java.util.Comparator;
import java.util.UUID;
import org.hibernate.HibernateException;
import org.hibernate.dialect.Dialect;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.AbstractClassJavaType;
import org.hibernate.type.descriptor.java.ImmutableMutabilityPlan;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.descriptor.jdbc.JdbcTypeIndicators;
import org.jspecify.annotations.Nullable;

/**
 * Hibernate's description of {@link ObjectId} as a basic value: how it is stored in a column and read back.
 *
 * <p>oid-jpa registers it for every persistence unit (through a {@code TypeContributor} service), so an
 * attribute of type {@code ObjectId} needs no annotation. Without it Hibernate would store an
 * {@code ObjectId} as Java-serialized bytes in {@code VARBINARY(255)}. Column types:
 * <table class="striped">
 *   <caption>Column type of an ObjectId attribute</caption>
 *   <thead>
 *     <tr><th scope="col">mapping</th><th scope="col">JDBC type</th><th scope="col">DDL (H2, MariaDB)</th>
 *         <th scope="col">DDL (PostgreSQL)</th></tr>
 *   </thead>
 *   <tbody>
 *     <tr><td>no annotation (default)</td><td>{@code BINARY}, 12 bytes</td><td>{@code binary(12)}</td>
 *         <td>{@code bytea}</td></tr>
 *     <tr><td>{@code @Column(length = 24)} or {@code @JdbcTypeCode(SqlTypes.CHAR)}</td>
 *         <td>{@code CHAR}, 24 lowercase hex characters</td><td>{@code char(24)}</td>
 *         <td>{@code char(24)}</td></tr>
 *     <tr><td>{@code @Column} with no length (the JPA default 255) or another length</td>
 *         <td>{@code VARBINARY}, 12 bytes stored</td><td>{@code varbinary(12)} or {@code varbinary(n)}</td>
 *         <td>{@code bytea}</td></tr>
 *   </tbody>
 * </table>
 * {@code @JdbcTypeCode(SqlTypes.UUID)} stores an id in a {@code uuid} column (PostgreSQL, H2) in the
 * order-preserving UUIDv7 layout of {@link ObjectIdUuids#toUuid(ObjectId)}, so {@code order by} on the column is
 * still ObjectId order. It needs a dialect that binds UUIDs natively: where Hibernate binds them as text (MariaDB) or as 16 bytes,
 * oid-jpa refuses the mapping when the mapping is built.
 * A fixed {@code BINARY(n)} column longer than 12 bytes would pad ids with zero bytes on MariaDB and MySQL,
 * so a length other than 12 or 24 gets a {@code VARBINARY} column, which stores the 12 bytes as they are.
 *
 * <p>The binary form is the 12 big-endian bytes of the MongoDB ObjectId specification, so
 * {@code order by} on the column sorts by creation second on every database that compares binary values
 * as unsigned bytes (PostgreSQL {@code bytea}, MariaDB/MySQL {@code BINARY}, H2). The text form, lowercase as
 * written here, sorts the same way under binary collations and under case-insensitive ones such as MariaDB's
 * default {@code utf8mb4_general_ci}. {@code CHAR(24)} is the JDBC type: Hibernate 7's MariaDB and MySQL dialects
 * write it as {@code VARCHAR(24)} in DDL (6.6's as {@code CHAR(24)}).
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *     @Id @GeneratedValue(generator = "objectid") ObjectId id;   // BINARY(12)
 *     ObjectId customerId;                                          // BINARY(12), no annotation needed
 *     @Column(length = 24) ObjectId externalRef;                    // CHAR(24)
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdJavaType extends AbstractClassJavaType<ObjectId> {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The shared instance; the type is stateless. */
    public static final ObjectIdJavaType INSTANCE = new ObjectIdJavaType();

    /**
     * Creates the type. Prefer {@link #INSTANCE}; this constructor exists for
     * {@code @org.hibernate.annotations.JavaType(ObjectIdJavaType.class)}.
     */
    public ObjectIdJavaType() {
        super(ObjectId.class, ImmutableMutabilityPlan.instance(), Comparator.naturalOrder());
    }

    /**
     * Chooses the JDBC type of a column holding ids: {@code CHAR} when the column length is 24,
     * {@code BINARY} when it is unset or 12, {@code VARBINARY} for any other length.
     *
     * @param indicators what Hibernate knows about the column
     * @return the JDBC type to use
     */
    @Override
    public JdbcType getRecommendedJdbcType(JdbcTypeIndicators indicators) {
        long length = indicators.getColumnLength();
        int code = length == ObjectId.HEX_LENGTH ? SqlTypes.CHAR
                : length == JdbcTypeIndicators.NO_COLUMN_LENGTH || length == ObjectId.BYTES ? SqlTypes.BINARY
                : SqlTypes.VARBINARY;
        return indicators.getJdbcType(code);
    }

    /**
     * Returns the column length used when none is given.
     *
     * @param dialect the database dialect
     * @param jdbcType the JDBC type of the column
     * @return 24 (characters) for a character type, 12 (bytes) otherwise
     */
    @Override
    public long getDefaultSqlLength(Dialect dialect, JdbcType jdbcType) {
        return jdbcType.isStringLike() ? ObjectId.HEX_LENGTH : ObjectId.BYTES;
    }

    /**
     * Returns the text form of an id.
     *
     * @param value the id
     * @return 24 lowercase hexadecimal characters
     */
    @Override
    public String toString(ObjectId value) {
        return value.toHexString();
    }

    /**
     * Parses the text form of an id, as used in literals and in {@code @Id} values written as strings.
     *
     * @param string exactly 24 ASCII hexadecimal characters
     * @return the id
     * @throws HibernateException if {@code string} is not exactly 24 ASCII hexadecimal characters; the message
     *         quotes it
     */
    @Override
    public ObjectId fromString(CharSequence string) {
        return parse(string);
    }

    /**
     * Converts an id to the form a JDBC driver binds.
     *
     * @param <X> the requested form
     * @param value the id, may be {@code null}
     * @param type {@code ObjectId}, {@code byte[]} (12 bytes), {@code String} (24 lowercase hex characters) or
     *        {@code UUID} (the UUIDv7 layout of {@link ObjectIdUuids#toUuid(ObjectId)}, for {@code uuid} columns)
     * @param options not used
     * @return the id in the requested form, or {@code null} if {@code value} is {@code null}
     * @throws HibernateException if {@code type} is none of the forms above
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public <X> @Nullable X unwrap(@Nullable ObjectId value, Class<X> type, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (type.isAssignableFrom(ObjectId.class)) {
            return type.cast(value);
        }
        if (type == byte[].class) {
            return type.cast(value.toByteArray());
        }
        if (type == String.class || type == CharSequence.class) {
            return type.cast(value.toHexString());
        }
        if (type == UUID.class) {
            return type.cast(ObjectIdUuids.toUuid(value));
        }
        throw unknownUnwrap(type);
    }

    /**
     * Converts a value read from a JDBC driver to an id.
     *
     * @param <X> the form read
     * @param value {@code null}, an {@code ObjectId}, 12 bytes, 24 hexadecimal characters, or a {@code UUID} made by
     *        {@link ObjectIdUuids#toUuid(ObjectId)}
     * @param options not used
     * @return the id, or {@code null} if {@code value} is {@code null}
     * @throws HibernateException if {@code value} has another type, is a byte array not exactly 12 bytes long,
     *         is text that is not exactly 24 ASCII hexadecimal characters, or is a UUID that
     *         {@link ObjectIdUuids#fromUuid(java.util.UUID)} rejects; the message says what was read
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public <X> @Nullable ObjectId wrap(@Nullable X value, WrapperOptions options) {
        if (value == null) {
            return null;
        }
        if (value instanceof ObjectId id) {
            return id;
        }
        if (value instanceof byte[] bytes) {
            if (bytes.length != ObjectId.BYTES) {
                throw new HibernateException("Cannot read an ObjectId from a " + bytes.length
                        + "-byte value: an ObjectId column holds exactly 12 bytes; a fixed-length BINARY column"
                        + " longer than 12 pads values, declare it BINARY(12) or VARBINARY");
            }
            return ObjectId.fromBytes(bytes);
        }
        if (value instanceof CharSequence text) {
            return parse(text);
        }
        if (value instanceof UUID uuid) {
            try {
                return ObjectIdUuids.fromUuid(uuid);
            } catch (IllegalArgumentException e) {
                throw new HibernateException(e.getMessage(), e);
            }
        }
        throw unknownWrap(value.getClass());
    }

    private static ObjectId parse(CharSequence text) {
        try {
            return ObjectId.parse(text);
        } catch (IllegalArgumentException e) {
            throw new HibernateException(e.getMessage(), e);
        }
    }
}
