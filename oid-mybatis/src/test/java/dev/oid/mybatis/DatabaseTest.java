package dev.oid.mybatis;

import static dev.oid.mybatis.TestMyBatis.DATABASE;
import static dev.oid.mybatis.TestMyBatis.H2_NAME;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import org.apache.ibatis.exceptions.PersistenceException;
import org.apache.ibatis.session.ExecutorType;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The handlers through MyBatis on a real database (H2 in a plain build, PostgreSQL and MariaDB in CI), registered
 * by a package scan: the real ids round trip in {@code BINARY(12)} / {@code bytea} and {@code CHAR(24)}, null ids
 * and null foreign keys stay null, ordering by the binary id is ordering by creation time, and stored values that
 * are not ids fail naming the column.
 */
@UsesDatabase
class DatabaseTest {

    private static SqlSessionFactory factory;

    @BeforeAll
    static void createTables() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "oid_mybatis_note", "oid_mybatis_bad");
        DATABASE.execute(H2_NAME,
                "CREATE TABLE oid_mybatis_note (id " + DATABASE.binary12() + " PRIMARY KEY, parent_id "
                        + DATABASE.binary12() + " NULL, hex_id CHAR(24) NULL)",
                "CREATE TABLE oid_mybatis_bad (k INT PRIMARY KEY, bin " + DATABASE.varbinary()
                        + " NULL, txt VARCHAR(40) NULL)");
        factory = TestMyBatis.factory(NoteMapper.class);
    }

    @AfterAll
    static void dropTables() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "oid_mybatis_note", "oid_mybatis_bad");
    }

    @Test
    void theRealIdsRoundTripAndSortByCreationTime() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        try (SqlSession session = factory.openSession(ExecutorType.BATCH)) {
            NoteMapper notes = session.getMapper(NoteMapper.class);
            notes.deleteAll();
            // each id's parent is the id before it in the file; the first has none (a null foreign key)
            for (int i = 0; i < ids.size(); i++) {
                notes.insert(new Note(ids.get(i), i == 0 ? null : ids.get(i - 1), ids.get(i)));
            }
            session.commit();
        }
        try (SqlSession session = factory.openSession()) {
            NoteMapper notes = session.getMapper(NoteMapper.class);
            List<Note> ordered = notes.allById();
            List<ObjectId> expected = new ArrayList<>(ids);
            expected.sort(Comparator.naturalOrder());
            assertThat(ordered).extracting(Note::getId).containsExactlyElementsOf(expected);
            assertThat(ordered).extracting(note -> note.getId().timestamp()).isSorted();
            assertThat(ordered).allSatisfy(note -> assertThat(note.getHexId()).isEqualTo(note.getId()));
            for (Note note : ordered) {
                int index = ids.indexOf(note.getId());
                assertThat(note.getParentId()).isEqualTo(index == 0 ? null : ids.get(index - 1));
            }
            assertThat(notes.countWithoutParent()).isEqualTo(1);
            assertThat(notes.children(ids.get(0))).containsExactly(ids.get(1));
            assertThat(notes.findByHex(ids.get(7)).getId()).isEqualTo(ids.get(7));
        }
    }

    @Test
    void aKnownIdIsStoredAsItsBytesAndItsText() throws Exception {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        try (SqlSession session = factory.openSession(true)) {
            NoteMapper notes = session.getMapper(NoteMapper.class);
            notes.deleteAll();
            notes.insert(new Note(id, null, id));
            notes.insert(new Note(ObjectId.parse("5a17b9d9ab102555b9c38875"), null, null));
            Note read = notes.find(id);
            assertThat(read.getId()).isEqualTo(id);
            assertThat(read.getParentId()).isNull();
            assertThat(read.getHexId()).isEqualTo(id);
            assertThat(notes.find(ObjectId.parse("5a17b9d9ab102555b9c38875")).getHexId()).isNull();
        }
        try (Connection connection = DATABASE.connect(H2_NAME); Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT id, hex_id FROM oid_mybatis_note WHERE hex_id IS NOT NULL")) {
            assertThat(row.next()).isTrue();
            assertThat(HexFormat.of().formatHex(row.getBytes(1))).isEqualTo("5a17b9d9ab102555b9c38874");
            assertThat(row.getString(2)).isEqualTo("5a17b9d9ab102555b9c38874");
        }
    }

    @Test
    void storedValuesThatAreNotIdsFailNamingTheColumnAndQuotingTheValue() {
        try (SqlSession session = factory.openSession(true)) {
            NoteMapper notes = session.getMapper(NoteMapper.class);
            notes.deleteBad();
            notes.insertBad(1, HexFormat.of().parseHex("5a17b9d9ab102555b9c388"), "5a17b9d9ab102555b9c3887");
            notes.insertBad(2, HexFormat.of().parseHex("5a17b9d9ab102555b9c3887400"), "5A17B9D9AB102555B9C3887X");

            assertThat(handlerError(() -> notes.badBinary(1))).hasMessage("Column id: Invalid ObjectId bytes:"
                    + " expected exactly 12 bytes, found 11 (0x5a17b9d9ab102555b9c388)");
            assertThat(handlerError(() -> notes.badBinary(2))).hasMessage("Column id: Invalid ObjectId bytes:"
                    + " expected exactly 12 bytes, found 13 (0x5a17b9d9ab102555b9c3887400)");
            assertThat(handlerError(() -> notes.badHex(1))).hasMessage("Column hex_id: Invalid ObjectId"
                    + " \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 23"
                    + " characters");
            assertThat(handlerError(() -> notes.badHex(2))).hasMessageEndingWith("found 'X' (U+0058) at index 23");
        }
    }

    /** The handler's exception, in the MyBatis exception that wraps it. */
    private static Throwable handlerError(Runnable read) {
        Throwable thrown = catchThrowable(read::run);
        assertThat(thrown).isInstanceOf(PersistenceException.class);
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLDataException data) {
                assertThat(data.getSQLState()).isEqualTo("22018");
                return data;
            }
        }
        throw new AssertionError("no SQLDataException in the causes of " + thrown, thrown);
    }
}
