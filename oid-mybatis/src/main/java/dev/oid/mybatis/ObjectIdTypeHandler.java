package dev.oid.mybatis;

import dev.oid.ObjectId;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Types;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;
import org.apache.ibatis.type.MappedJdbcTypes;
import org.apache.ibatis.type.MappedTypes;
import org.jspecify.annotations.Nullable;

/**
 * A MyBatis type handler between {@link ObjectId} and the 12 bytes of a binary column ({@code BINARY(12)},
 * PostgreSQL {@code bytea}): the bytes are the id's 12 big-endian bytes, so the column sorts by creation time.
 *
 * <p>The default handler of {@code ObjectId}: a package scan of {@code dev.oid.mybatis} registers it for
 * {@code ObjectId} properties and parameters without a {@code jdbcType} and for the JDBC types {@code BINARY},
 * {@code VARBINARY} and {@code LONGVARBINARY}, so {@code #{id}} binds 12 bytes and auto-mapping reads a binary
 * column.
 *
 * <p>SQL {@code NULL} reads as {@code null}; a {@code null} id is written as a {@code NULL} of the JDBC type
 * {@code jdbcType} names, or of {@code Types.BINARY} when it names none. Instances are stateless and thread-safe.
 *
 * @since 0.1.0
 */
@MappedTypes(ObjectId.class)
@MappedJdbcTypes(value = {JdbcType.BINARY, JdbcType.VARBINARY, JdbcType.LONGVARBINARY},
        includeNullJdbcType = true)
public final class ObjectIdTypeHandler extends BaseTypeHandler<ObjectId> {

    /** Creates the handler (MyBatis creates it when it scans the package). */
    public ObjectIdTypeHandler() {
    }

    /**
     * Binds an id, or a typed {@code NULL}.
     *
     * @param ps the statement
     * @param i the parameter index, from 1
     * @param parameter the id, or {@code null}
     * @param jdbcType the parameter's JDBC type, or {@code null}; a {@code null} id is bound as a {@code NULL} of
     *        this type, or of {@code Types.BINARY} when it is {@code null} or {@code OTHER} (MyBatis's default for nulls)
     * @throws SQLException if the driver refuses the value
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public void setParameter(PreparedStatement ps, int i, @Nullable ObjectId parameter, @Nullable JdbcType jdbcType)
            throws SQLException {
        if (parameter == null && (jdbcType == null || jdbcType == JdbcType.OTHER)) {
            ps.setNull(i, Types.BINARY);
        } else {
            super.setParameter(ps, i, parameter, jdbcType);
        }
    }

    /**
     * Binds an id as its 12 big-endian bytes.
     *
     * @param ps the statement
     * @param i the parameter index, from 1
     * @param id the id
     * @param jdbcType the parameter's JDBC type (not used)
     * @throws SQLException if the driver refuses the value
     */
    @Override
    public void setNonNullParameter(PreparedStatement ps, int i, ObjectId id, JdbcType jdbcType)
            throws SQLException {
        ps.setBytes(i, id.toByteArray());
    }

    /**
     * Reads the id of a column.
     *
     * @param rs the result set
     * @param columnName the column's label
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the value is not an id; the message names the column and quotes the value
     * @throws SQLException if the driver cannot read the column
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable ObjectId getNullableResult(ResultSet rs, String columnName) throws SQLException {
        return Values.fromBytes(rs.getBytes(columnName), Values.column(columnName));
    }

    /**
     * Reads the id of a column.
     *
     * @param rs the result set
     * @param columnIndex the column's index, from 1
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the value is not an id; the message names the column (its label) and quotes
     *         the value
     * @throws SQLException if the driver cannot read the column
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable ObjectId getNullableResult(ResultSet rs, int columnIndex) throws SQLException {
        byte @Nullable [] value = rs.getBytes(columnIndex);
        return value == null ? null : Values.fromBytes(value, Values.column(rs, columnIndex));
    }

    /**
     * Reads the id of an {@code OUT} parameter.
     *
     * @param cs the statement
     * @param columnIndex the parameter's index, from 1
     * @return the id, or {@code null} for SQL {@code NULL}
     * @throws SQLDataException if the value is not an id; the message names the parameter and quotes the value
     * @throws SQLException if the driver cannot read the parameter
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public @Nullable ObjectId getNullableResult(CallableStatement cs, int columnIndex) throws SQLException {
        return Values.fromBytes(cs.getBytes(columnIndex), Values.parameter(columnIndex));
    }
}
