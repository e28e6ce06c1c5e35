package dev.oid.spring.r2dbc;

import dev.oid.spring.internal.ObjectIdBinaryConverters;
import java.util.List;
import org.springframework.core.convert.converter.Converter;

/**
 * The Spring Data R2DBC converters that store {@link dev.oid.ObjectId} as its 12 bytes ({@code BINARY(12)} on H2 and
 * MariaDB, {@code bytea} on PostgreSQL) and read it back, in ids, plain columns, foreign keys and query parameters.
 *
 * <p>{@link ObjectIdR2dbcAutoConfiguration} adds them to the {@code R2dbcCustomConversions} bean, Spring Boot's or
 * the application's. An application that builds its conversions outside the context adds them to its list:
 *
 * <pre>{@code
 * R2dbcCustomConversions.of(PostgresDialect.INSTANCE, ObjectIdR2dbcConverters.all())
 * }</pre>
 *
 * @since 0.1.0
 */
public final class ObjectIdR2dbcConverters {

    private ObjectIdR2dbcConverters() {
    }

    /**
     * Returns the converters: {@code dev.oid.ObjectId} to its 12 bytes (writing), and 12 bytes to
     * {@code dev.oid.ObjectId} from a {@code byte[]} (r2dbc-mariadb, r2dbc-h2) or a {@code java.nio.ByteBuffer}
     * (r2dbc-postgresql) (reading; a value of another length is an {@link IllegalArgumentException} quoting it in
     * hex, never {@code null} or a cut id), the ones Spring Data JDBC's list shares.
     *
     * @return an unmodifiable list of three converters
     */
    public static List<Converter<?, ?>> all() {
        return List.of(ObjectIdBinaryConverters.toBytes(), ObjectIdBinaryConverters.fromBytes(),
                ObjectIdBinaryConverters.fromByteBuffer());
    }
}
