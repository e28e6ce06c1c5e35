package dev.oid.jooq;

import static dev.oid.jooq.TestDsl.DATABASE;
import static dev.oid.jooq.TestDsl.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.DataType;
import org.jooq.Field;
import org.jooq.InsertValuesStep3;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.exception.DataAccessException;
import org.jooq.exception.DataTypeException;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The converters through jOOQ on a real database (H2 in a plain build, PostgreSQL and MariaDB in CI): the real
 * ids round trip in {@code BINARY(12)} / {@code bytea} and {@code CHAR(24)}, null ids and null foreign keys stay
 * null, ordering by the binary id is ordering by creation time, and stored values that are not ids fail.
 */
@UsesDatabase
class DatabaseTest {

    private static final DataType<ObjectId> BINARY_ID =
            SQLDataType.BINARY(12).asConvertedDataType(new ObjectIdConverter());
    private static final DataType<ObjectId> HEX_ID = SQLDataType.CHAR(24).asConvertedDataType(new ObjectIdHexConverter());

    private static final Table<Record> NOTE = DSL.table(DSL.name("oid_jooq_note"));
    private static final Field<ObjectId> ID = DSL.field(DSL.name("id"), BINARY_ID);
    private static final Field<ObjectId> PARENT_ID = DSL.field(DSL.name("parent_id"), BINARY_ID);
    private static final Field<ObjectId> HEX = DSL.field(DSL.name("hex"), HEX_ID);

    private static final Table<Record> BAD = DSL.table(DSL.name("oid_jooq_bad"));
    private static final Field<Integer> BAD_KEY = DSL.field(DSL.name("k"), SQLDataType.INTEGER);

    private static Connection connection;
    private static DSLContext dsl;

    @BeforeAll
    static void createTables() throws SQLException {
        DATABASE.dropIfExists(H2_NAME, "oid_jooq_note", "oid_jooq_bad");
        DATABASE.execute(H2_NAME,
                "CREATE TABLE oid_jooq_note (id " + DATABASE.binary12() + " PRIMARY KEY, parent_id "
                        + DATABASE.binary12() + " NULL, hex CHAR(24) NULL)",
                "CREATE TABLE oid_jooq_bad (k INT PRIMARY KEY, bin " + DATABASE.varbinary()
                        + " NULL, txt VARCHAR(40) NULL)");
        connection = TestDsl.connect();
        dsl = TestDsl.using(connection);
    }

    @AfterAll
    static void dropTables() throws SQLException {
        connection.close();
        DATABASE.dropIfExists(H2_NAME, "oid_jooq_note", "oid_jooq_bad");
    }

    @Test
    void theRealIdsRoundTripAndSortByCreationTime() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        dsl.deleteFrom(NOTE).execute();
        InsertValuesStep3<Record, ObjectId, ObjectId, ObjectId> insert = dsl.insertInto(NOTE, ID, PARENT_ID, HEX);
        // each id's parent is the id before it in the file; the first has none (a null foreign key)
        for (int i = 0; i < ids.size(); i++) {
            insert = insert.values(ids.get(i), i == 0 ? null : ids.get(i - 1), ids.get(i));
        }
        assertThat(insert.execute()).isEqualTo(ids.size());

        List<ObjectId> ordered = dsl.select(ID).from(NOTE).orderBy(ID).fetch(ID);
        List<ObjectId> expected = new ArrayList<>(ids);
        expected.sort(Comparator.naturalOrder());
        assertThat(ordered).hasSameSizeAs(ids).containsExactlyElementsOf(expected);
        assertThat(ordered).extracting(ObjectId::timestamp).isSorted();
        assertThat(ordered.get(0).timestamp()).isLessThan(ordered.get(ordered.size() - 1).timestamp());

        for (Record row : dsl.select(ID, PARENT_ID, HEX).from(NOTE).fetch()) {
            ObjectId id = row.get(ID);
            int index = ids.indexOf(id);
            assertThat(row.get(HEX)).isEqualTo(id);
            assertThat(row.get(PARENT_ID)).isEqualTo(index == 0 ? null : ids.get(index - 1));
        }
        // the hex column holds the lowercase text, the binary column the 12 bytes
        ObjectId first = ids.get(0);
        Field<byte[]> rawId = DSL.field(DSL.name("id"), SQLDataType.VARBINARY);
        Field<String> rawHex = DSL.field(DSL.name("hex"), SQLDataType.CHAR);
        Record raw = dsl.select(rawId, rawHex).from(NOTE).where(ID.eq(first)).fetchOne();
        assertThat(raw.get(rawId)).containsExactly(first.toByteArray());
        assertThat(raw.get(rawHex)).isEqualTo(first.toHexString());
    }

    @Test
    void aKnownIdIsStoredAsItsBytesAndQueriedAsAParameter() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        dsl.deleteFrom(NOTE).execute();
        dsl.insertInto(NOTE, ID, PARENT_ID, HEX).values(id, null, null).execute();

        Field<String> hexOfBytes = DSL.field(switch (DATABASE) {
            case H2 -> "rawtohex(id)";
            case POSTGRESQL -> "encode(id, 'hex')";
            case MARIADB -> "lower(hex(id))";
        }, String.class);
        assertThat(dsl.select(hexOfBytes).from(NOTE).where(ID.eq(id)).fetchOne(hexOfBytes))
                .isEqualTo("5a17b9d9ab102555b9c38874");
        Record row = dsl.select(ID, PARENT_ID, HEX).from(NOTE).where(ID.eq(id)).fetchOne();
        assertThat(row.get(ID)).isEqualTo(id);
        assertThat(row.get(PARENT_ID)).isNull();
        assertThat(row.get(HEX)).isNull();
        assertThat(dsl.fetchCount(NOTE, PARENT_ID.isNull())).isEqualTo(1);
    }

    @Test
    void storedValuesThatAreNotIdsFailQuotingTheValue() {
        Field<byte[]> rawBin = DSL.field(DSL.name("bin"), SQLDataType.VARBINARY);
        Field<String> rawTxt = DSL.field(DSL.name("txt"), SQLDataType.VARCHAR);
        dsl.deleteFrom(BAD).execute();
        dsl.insertInto(BAD, BAD_KEY, rawBin, rawTxt)
                .values(1, HexFormat.of().parseHex("5a17b9d9ab102555b9c388"), "5a17b9d9ab102555b9c3887")
                .values(2, HexFormat.of().parseHex("5a17b9d9ab102555b9c3887400"), "5a17b9d9ab102555b9c3887x")
                .execute();
        Field<ObjectId> bin = DSL.field(DSL.name("bin"), BINARY_ID);
        Field<ObjectId> txt = DSL.field(DSL.name("txt"), HEX_ID);

        // jOOQ names the column, the converter's DataTypeException the value
        assertThat(readError(() -> dsl.select(bin).from(BAD).where(BAD_KEY.eq(1)).fetchOne(bin)))
                .hasMessageContaining("Error while reading field: \"bin\", at JDBC index: 1")
                .extracting(DatabaseTest::converterError).extracting(Throwable::getMessage)
                .isEqualTo("Invalid ObjectId bytes: expected exactly 12 bytes, found 11 (0x5a17b9d9ab102555b9c388)");
        assertThat(readError(() -> dsl.select(bin).from(BAD).where(BAD_KEY.eq(2)).fetchOne(bin)))
                .hasMessageContaining("Error while reading field: \"bin\"")
                .extracting(DatabaseTest::converterError).extracting(Throwable::getMessage)
                .isEqualTo("Invalid ObjectId bytes: expected exactly 12 bytes, found 13 (0x5a17b9d9ab102555b9c3887400)");
        assertThat(readError(() -> dsl.select(txt).from(BAD).where(BAD_KEY.eq(1)).fetchOne(txt)))
                .hasMessageContaining("Error while reading field: \"txt\"")
                .extracting(DatabaseTest::converterError).extracting(Throwable::getMessage)
                .isEqualTo("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), found 23 characters");
        assertThat(readError(() -> dsl.select(txt).from(BAD).where(BAD_KEY.eq(2)).fetchOne(txt)))
                .extracting(DatabaseTest::converterError).extracting(Throwable::getMessage).asString()
                .endsWith("found 'x' (U+0078) at index 23");
    }

    private static DataAccessException readError(ThrowingCallable read) {
        Throwable thrown = catchThrowable(read);
        assertThat(thrown).isInstanceOf(DataAccessException.class);
        return (DataAccessException) thrown;
    }

    /** The converter's exception in the chain jOOQ wraps it in. */
    private static DataTypeException converterError(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof DataTypeException converter) {
                return converter;
            }
        }
        throw new AssertionError("no DataTypeException in the causes of " + thrown, thrown);
    }
}
