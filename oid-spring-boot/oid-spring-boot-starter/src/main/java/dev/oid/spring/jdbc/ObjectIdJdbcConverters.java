package dev.oid.spring.jdbc;

import dev.oid.ObjectId;
import dev.oid.spring.internal.ObjectIdBinaryConverters;
import java.util.List;
import org.springframework.core.convert.converter.Converter;

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
     * {@code dev.oid.ObjectId} (reading; a value of another length is an {@link IllegalArgumentException} quoting it
     * in hex, never {@code null} or a cut id), the ones Spring Data R2DBC's list shares.
     *
     * @return an unmodifiable list of two converters
     */
    public static List<Converter<?, ?>> all() {
        return List.of(ObjectIdBinaryConverters.toBytes(), ObjectIdBinaryConverters.fromBytes());
    }
}
