package dev.oid.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.lang.reflect.Proxy;
import java.sql.PreparedStatement;
import java.sql.SQLDataException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.ServiceLoader;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.argument.Arguments;
import org.jdbi.v3.core.spi.JdbiPlugin;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The plugin through JDBI on a real database (H2 in a plain build, PostgreSQL and MariaDB in CI): the real ids round
 * trip in {@code BINARY(12)} / {@code bytea} and {@code CHAR(24)}, null ids and null foreign keys stay null,
 * ordering by the binary id is ordering by creation time, and stored values that are not ids fail naming the column.
 */
@UsesDatabase
class DatabaseTest {

    static final SqlTestDatabase DATABASE = SqlTestDatabase.current();
    static final String H2_NAME = "oid-jdbi";

    private static Jdbi jdbi;

    /** A row of the test table. */
    record Note(ObjectId id, ObjectId parentId, ObjectId hexId) {
    }

    static Jdbi jdbi() {
        return Jdbi.create(DATABASE.url(H2_NAME), DATABASE.user(), DATABASE.password());
    }

    @BeforeAll
    static void createTables() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "oid_jdbi_note", "oid_jdbi_bad");
        DATABASE.execute(H2_NAME,
                "CREATE TABLE oid_jdbi_note (id " + DATABASE.binary12() + " PRIMARY KEY, parent_id "
                        + DATABASE.binary12() + " NULL, hex_id CHAR(24) NULL)",
                "CREATE TABLE oid_jdbi_bad (k INT PRIMARY KEY, bin " + DATABASE.varbinary()
                        + " NULL, txt VARCHAR(40) NULL)");
        jdbi = jdbi().installPlugin(new ObjectIdPlugin());
    }

    @AfterAll
    static void dropTables() throws Exception {
        DATABASE.dropIfExists(H2_NAME, "oid_jdbi_note", "oid_jdbi_bad");
    }

    private static List<Note> notes(Handle handle, String where) {
        return handle.createQuery("SELECT id, parent_id, hex_id FROM oid_jdbi_note " + where)
                .map((rows, context) -> new Note(
                        context.findColumnMapperFor(ObjectId.class).orElseThrow().map(rows, "id", context),
                        context.findColumnMapperFor(ObjectId.class).orElseThrow().map(rows, "parent_id", context),
                        context.findColumnMapperFor(ObjectId.class).orElseThrow().map(rows, "hex_id", context)))
                .list();
    }

    @Test
    void theRealIdsRoundTripAndSortByCreationTime() {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        jdbi.useHandle(handle -> {
            handle.execute("DELETE FROM oid_jdbi_note");
            PreparedBatch batch = handle.prepareBatch(
                    "INSERT INTO oid_jdbi_note (id, parent_id, hex_id) VALUES (:id, :parent, :hex)");
            // each id's parent is the id before it in the file; the first has none (a null foreign key)
            for (int i = 0; i < ids.size(); i++) {
                batch.bind("id", ids.get(i)).bindByType("parent", i == 0 ? null : ids.get(i - 1), ObjectId.class)
                        .bind("hex", ids.get(i).toHexString()).add();
            }
            batch.execute();

            List<Note> ordered = notes(handle, "ORDER BY id");
            List<ObjectId> expected = new ArrayList<>(ids);
            expected.sort(Comparator.naturalOrder());
            assertThat(ordered).extracting(Note::id).containsExactlyElementsOf(expected);
            assertThat(ordered).extracting(note -> note.id().timestamp()).isSorted();
            assertThat(ordered).allSatisfy(note -> assertThat(note.hexId()).isEqualTo(note.id()));
            for (Note note : ordered) {
                int index = ids.indexOf(note.id());
                assertThat(note.parentId()).isEqualTo(index == 0 ? null : ids.get(index - 1));
            }
            assertThat(handle.createQuery("SELECT id FROM oid_jdbi_note WHERE parent_id = :parent")
                    .bind("parent", ids.get(0)).mapTo(ObjectId.class).list()).containsExactly(ids.get(1));
            assertThat(handle.createQuery("SELECT COUNT(*) FROM oid_jdbi_note WHERE parent_id IS NULL")
                    .mapTo(int.class).one()).isEqualTo(1);
        });
    }

    @Test
    void aKnownIdIsStoredAsItsBytesAndNullsStayNull() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        jdbi.useHandle(handle -> {
            handle.execute("DELETE FROM oid_jdbi_note");
            handle.createUpdate("INSERT INTO oid_jdbi_note (id, parent_id, hex_id) VALUES (:id, :parent, :hex)")
                    .bind("id", id).bindByType("parent", null, ObjectId.class).bind("hex", (String) null).execute();

            assertThat(handle.createQuery("SELECT id FROM oid_jdbi_note").mapTo(byte[].class).one())
                    .asHexString().isEqualTo("5A17B9D9AB102555B9C38874");
            assertThat(notes(handle, "")).containsExactly(new Note(id, null, null));
            assertThat(handle.createQuery("SELECT parent_id FROM oid_jdbi_note").mapTo(ObjectId.class).findOne())
                    .isEmpty();
        });
    }

    @Test
    void aNullIdIsABinaryNull() throws Exception {
        Argument argument = jdbi.withHandle(handle -> handle.getConfig(Arguments.class)
                .findFor(ObjectId.class, null).orElseThrow());
        List<String> calls = new ArrayList<>();
        PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                    calls.add(method.getName() + List.of(args));
                    return null;
                });

        argument.apply(3, statement, null);

        assertThat(calls).containsExactly("setNull[3, " + Types.BINARY + "]");
    }

    @Test
    void anIdBindsAsItsTwelveBytes() throws Exception {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        Argument argument = jdbi.withHandle(handle -> handle.getConfig(Arguments.class)
                .findFor(ObjectId.class, id).orElseThrow());
        List<String> calls = new ArrayList<>();
        PreparedStatement statement = (PreparedStatement) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                    calls.add(method.getName() + "[" + args[0] + ", " + HexFormat.of().formatHex((byte[]) args[1])
                            + "]");
                    return null;
                });

        argument.apply(1, statement, null);

        assertThat(calls).containsExactly("setBytes[1, 5a17b9d9ab102555b9c38874]");
    }

    @Test
    void storedValuesThatAreNotIdsFailNamingTheColumnAndQuotingTheValue() {
        jdbi.useHandle(handle -> {
            handle.execute("DELETE FROM oid_jdbi_bad");
            handle.createUpdate("INSERT INTO oid_jdbi_bad (k, bin, txt) VALUES (:k, :bin, :txt)")
                    .bind("k", 1).bind("bin", HexFormat.of().parseHex("5a17b9d9ab102555b9c388"))
                    .bind("txt", "5a17b9d9ab102555b9c3887").execute();
            handle.createUpdate("INSERT INTO oid_jdbi_bad (k, bin, txt) VALUES (:k, :bin, :txt)")
                    .bind("k", 2).bind("bin", HexFormat.of().parseHex("5a17b9d9ab102555b9c3887400"))
                    .bind("txt", "5A17B9D9AB102555B9C3887X").execute();

            assertThat(error(handle, "SELECT bin FROM oid_jdbi_bad WHERE k = 1")).hasMessage("Column bin: Invalid"
                    + " ObjectId bytes: expected exactly 12 bytes, found 11 (0x5a17b9d9ab102555b9c388)");
            assertThat(error(handle, "SELECT bin FROM oid_jdbi_bad WHERE k = 2")).hasMessage("Column bin: Invalid"
                    + " ObjectId bytes: expected exactly 12 bytes, found 13 (0x5a17b9d9ab102555b9c3887400)");
            assertThat(error(handle, "SELECT txt FROM oid_jdbi_bad WHERE k = 1")).hasMessage("Column txt: Invalid"
                    + " ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F),"
                    + " found 23 characters");
            assertThat(error(handle, "SELECT txt FROM oid_jdbi_bad WHERE k = 2"))
                    .hasMessageEndingWith("found 'X' (U+0058) at index 23");
            assertThat(error(handle, "SELECT k FROM oid_jdbi_bad WHERE k = 1"))
                    .hasMessageStartingWith("Column k: cannot read an ObjectId from SQL type ")
                    .hasMessageEndingWith("; expected a 12-byte binary or a CHAR(24) column");
        });
    }

    @Test
    @SuppressWarnings("removal") // JDBI 3.55 deprecates installPlugins() for removal; it still finds services
    void installPluginsFindsThePlugin() {
        assertThat(ServiceLoader.load(JdbiPlugin.class).stream().map(ServiceLoader.Provider::type))
                .contains(ObjectIdPlugin.class);
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        Jdbi found = jdbi().installPlugins();
        // without the plugin, JDBI has no argument for an ObjectId and no mapper to one
        ObjectId read = found.withHandle(handle -> {
            handle.execute("DELETE FROM oid_jdbi_note");
            handle.createUpdate("INSERT INTO oid_jdbi_note (id) VALUES (:id)").bind("id", id).execute();
            return handle.createQuery("SELECT id FROM oid_jdbi_note").mapTo(ObjectId.class).one();
        });
        assertThat(read).isEqualTo(id);
        assertThat(new ObjectIdPlugin()).isEqualTo(new ObjectIdPlugin());
    }

    /** The plugin's exception, in the JDBI exception that wraps it. */
    private static Throwable error(Handle handle, String sql) {
        Throwable thrown = catchThrowable(() -> handle.createQuery(sql).mapTo(ObjectId.class).one());
        assertThat(thrown).isNotNull();
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLDataException data) {
                assertThat(data.getSQLState()).isEqualTo("22018");
                return data;
            }
        }
        throw new AssertionError("no SQLDataException in the causes of " + thrown, thrown);
    }
}
