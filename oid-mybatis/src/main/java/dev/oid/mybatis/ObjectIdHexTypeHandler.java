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
 * A MyBatis type handler between {@link ObjectId} and the 24 hex characters of a {@code CHAR(24)} column: ids are
 * written in lowercase, read in either case.
 *
 * <p>A package scan of {@code dev.oid.mybatis} registers it for {@code ObjectId} with the JDBC types {@code CHAR}
 * and {@code VARCHAR}: auto-mapping a {@code CHAR(24)} column to an {@code ObjectId} property picks it, and a
 * parameter picks it with {@code #{id,jdbcType=CHAR}} (or {@code typeHandler=dev.oid.mybatis.ObjectIdHexTypeHandler}).
 *
 * <p>SQL {@code NULL} reads as {@code null}; a {@code null} id is written as a {@code NULL} of the JDBC type
 * {@code jdbcType} names, or of {@code Types.CHAR} when it names none. Instances are stateless and thread-safe.
 *
 * @since 0.1.0
 */
@MappedTypes(ObjectId.class)
@MappedJdbcTypes(value = {JdbcType.CHAR, JdbcType.VARCHAR})
public final class ObjectIdHexTypeHandler extends BaseTypeHandler<ObjectId> {

    /** Creates the handler (MyBatis creates it when it scans the package). */
    public ObjectIdHexTypeHandler() {
    }

    /**
     * Binds an id, or a typed {@code NULL}.
     *
     * @param ps the statement
     * @param i the parameter index, from 1
     * @param parameter the id, or {@code null}
     * @param jdbcType the parameter's JDBC type, or {@code null}; a {@code null} id is bound as a {@code NULL} of
     *        this type, or of {@code Types.CHAR} when it is {@code null} or {@code OTHER} (MyBatis's default for nulls)
     * @throws SQLException if the driver refuses the value
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public void setParameter(PreparedStatement ps, int i, @Nullable ObjectId parameter, @Nullable JdbcType jdbcType)
            throws SQLException {
        if (parameter == null && (jdbcType == null || jdbcType == JdbcType.OTHER)) {
            ps.setNull(i, Types.CHAR);
        } else {
            super.setParameter(ps, i, parameter, jdbcType);
        }
    }

    /**
     * Binds an id as its 24 lowercase hex digits.
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
        ps.setString(i, id.toHexString());
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
        return Values.fromHex(rs.getString(columnName), Values.column(columnName));
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
        @Nullable String value = rs.getString(columnIndex);
        return value == null ? null : Values.fromHex(value, Values.column(rs, columnIndex));
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
        return Values.fromHex(cs.getString(columnIndex), Values.parameter(columnIndex));
    }
}
