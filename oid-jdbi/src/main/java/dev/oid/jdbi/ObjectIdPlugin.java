package dev.oid.jdbi;

import dev.oid.ObjectId;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HexFormat;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.jdbi.v3.core.spi.JdbiPlugin;
import org.jdbi.v3.core.statement.StatementContext;
import org.jspecify.annotations.Nullable;

/**
 * A JDBI 3 plugin for {@link ObjectId}: ids bind as their 12 big-endian bytes ({@code setBytes}; a {@code null}
 * id as a {@code NULL} of type {@code BINARY}), for {@code BINARY(12)} and PostgreSQL {@code bytea} columns, which
 * then sort by creation time; columns map to ids by their JDBC type: binary columns ({@code BINARY},
 * {@code VARBINARY}, {@code LONGVARBINARY}) from exactly 12 bytes, character columns ({@code CHAR(24)},
 * {@code VARCHAR}) from 24 hex digits in either case. SQL {@code NULL} maps to {@code null}.
 *
 * <pre>{@code
 * Jdbi jdbi = Jdbi.create(dataSource).installPlugin(new ObjectIdPlugin());
 * }</pre>
 *
 * <p>{@code Jdbi.installPlugins()} installs it too: the plugin is a {@link java.util.ServiceLoader} service. To
 * store an id in a {@code CHAR(24)} column, bind {@code id.toHexString()}.
 *
 * <p>A stored value that is not an id fails with a {@link SQLDataException} (SQLSTATE {@code 22018}, wrapped by
 * JDBI in its {@code ResultSetException}) that names the column and quotes the value, never as {@code null} or a
 * truncated id: {@code Column bin: Invalid ObjectId bytes: expected exactly 12 bytes, found 11
 * (0x5a17b9d9ab102555b9c388)}; so does a column of another type, say {@code INTEGER}.
 *
 * <p>Installing it twice is harmless: all instances are equal. Instances are stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class ObjectIdPlugin extends JdbiPlugin.Singleton {

    /** Bytes of a wrong-length value that an error message shows before it cuts the rest. */
    private static final int SHOWN_BYTES = 32;

    /** SQLSTATE of a data exception whose value cannot be converted ("invalid character value for cast"). */
    private static final String SQL_STATE = "22018";

    /** Creates the plugin (also called by {@code Jdbi.installPlugins()}). */
    public ObjectIdPlugin() {
    }

    /**
     * Registers the argument factory and the column mapper of {@link ObjectId}.
     *
     * @param jdbi the instance to customize
     */
    @Override
    public void customizeJdbi(Jdbi jdbi) {
        jdbi.registerArgument(new BinaryArgumentFactory());
        jdbi.registerColumnMapper(ObjectId.class, ObjectIdPlugin::map);
    }

    private static final class BinaryArgumentFactory extends AbstractArgumentFactory<ObjectId> {
        BinaryArgumentFactory() {
            super(Types.BINARY);
        }

        @Override
        protected Argument build(ObjectId value, ConfigRegistry config) {
            byte[] bytes = value.toByteArray();
            return (position, statement, context) -> statement.setBytes(position, bytes);
        }
    }

    private static @Nullable ObjectId map(ResultSet rows, int column, StatementContext context) throws SQLException {
        int type = rows.getMetaData().getColumnType(column);
        switch (type) {
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY -> {
                byte[] bytes = rows.getBytes(column);
                return bytes == null ? null : fromBytes(bytes, rows, column);
            }
            case Types.CHAR, Types.VARCHAR, Types.NCHAR, Types.NVARCHAR, Types.LONGVARCHAR, Types.LONGNVARCHAR -> {
                String hex = rows.getString(column);
                return hex == null ? null : fromHex(hex, rows, column);
            }
            default -> throw new SQLDataException(name(rows, column) + ": cannot read an ObjectId from SQL type "
                    + rows.getMetaData().getColumnTypeName(column)
                    + "; expected a 12-byte binary or a CHAR(24) column", SQL_STATE);
        }
    }

    private static ObjectId fromBytes(byte[] bytes, ResultSet rows, int column) throws SQLException {
        if (bytes.length != ObjectId.BYTES) {
            StringBuilder message = new StringBuilder(name(rows, column))
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

    private static ObjectId fromHex(String hex, ResultSet rows, int column) throws SQLException {
        try {
            return ObjectId.parse(hex);
        } catch (IllegalArgumentException e) {
            throw new SQLDataException(name(rows, column) + ": " + e.getMessage(), SQL_STATE, e);
        }
    }

    private static String name(ResultSet rows, int column) throws SQLException {
        return "Column " + rows.getMetaData().getColumnLabel(column);
    }
}
