package dev.oid.spring.jdbc;

import dev.oid.ObjectId;
import java.util.List;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;

/**
 * The Spring Data JDBC converters that store {@link ObjectId} as its 12 bytes ({@code BINARY(12)} on H2, MariaDB and
 * MySQL, {@code bytea} on PostgreSQL) and read it back, in ids, plain columns, foreign keys
 * ({@code AggregateReference<T, ObjectId>}) and query parameters.
 *
 * <p>{@link ObjectIdJdbcAutoConfiguration} adds them to the {@code JdbcCustomConversions} bean, Spring Boot's or the
 * application's. An application that builds its conversions outside the context (a {@code JdbcAggregateTemplate} of
 * its own, say) adds them to its list:
 *
 * <pre>{@code
 * new JdbcCustomConversions(ObjectIdJdbcConverters.all())
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdJdbcConverters {

    private ObjectIdJdbcConverters() {
    }

    /**
     * Returns the converters: {@code dev.oid.ObjectId} to its 12 bytes (writing) and 12 bytes to
     * {@code dev.oid.ObjectId} (reading).
     *
     * @return an unmodifiable list of two converters
     */
    public static List<Converter<?, ?>> all() {
        return List.of(ToBytes.INSTANCE, FromBytes.INSTANCE);
    }

    /** Writes an id as its 12 big-endian bytes. */
    @WritingConverter
    enum ToBytes implements Converter<ObjectId, byte[]> {
        INSTANCE;

        @Override
        public byte[] convert(ObjectId source) {
            return source.toByteArray();
        }
    }

    /**
     * Reads 12 bytes as an id; a value of another length (a {@code VARBINARY} or {@code bytea} column holding
     * something else) fails with {@link ObjectId#fromBytes(byte[])}'s message and the value's bytes in hex, never
     * reads as {@code null} or as a cut id.
     */
    @ReadingConverter
    enum FromBytes implements Converter<byte[], ObjectId> {
        INSTANCE;

        @Override
        public ObjectId convert(byte[] source) {
            try {
                return ObjectId.fromBytes(source);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + ": 0x" + hex(source), e);
            }
        }

        /** The bytes in hex, cut after 64 with the full length. */
        private static String hex(byte[] bytes) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < Math.min(bytes.length, 64); i++) {
                text.append(Character.forDigit((bytes[i] >> 4) & 0xf, 16)).append(Character.forDigit(bytes[i] & 0xf, 16));
            }
            return bytes.length > 64 ? text + "... (" + bytes.length + " bytes in all)" : text.toString();
        }
    }
}
