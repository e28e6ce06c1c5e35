package dev.oid.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The functions on the real database of {@link TestDatabase} (PostgreSQL and MariaDB in CI), against ids and
 * instants of oid-core, in a schema (on MariaDB, a database) of its own: each check is one batch of rows and one
 * query, not a round trip per id.
 */
@UsesDatabase
class SqlFunctionsDatabaseTest {

    /** 2^31: the first second after 2038-01-19T03:14:07Z, negative when read as a signed 32-bit number. */
    private static final long Y2038 = 0x8000_0000L;

    private static final String SCHEMA = TestDatabase.newSchema();

    private static Connection connection;

    @BeforeAll
    static void install() throws SQLException {
        TestDatabase.assumeDatabase();
        TestDatabase.createSchema(SCHEMA);
        connection = TestDatabase.connect(SCHEMA);
        OidSqlFunctions.install(connection);
        OidSqlFunctions.install(connection);   // again: creates or replaces, never fails on what exists
    }

    @AfterAll
    static void close() throws SQLException {
        if (connection != null) {
            connection.close();
            TestDatabase.dropSchema(SCHEMA);
        }
    }

    @Test
    void javaIdsAgreeWithEveryFunctionFrom1970To2106() throws SQLException {
        // 100,000 seconds spread over the whole unsigned range, and the seconds around 2038 and the end.
        List<Long> seconds = new ArrayList<>();
        for (long i = 0; i < 100_000; i++) {
            seconds.add(i * ObjectId.MAX_TIMESTAMP / 99_999);
        }
        seconds.addAll(List.of(1L, Y2038 - 1, Y2038, Y2038 + 1, ObjectId.MAX_TIMESTAMP - 1));
        seconds.sort(null);
        AtomicLong now = new AtomicLong();
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(() -> Instant.ofEpochSecond(now.get()))
                .build();
        List<ObjectId> ids = new ArrayList<>(seconds.size());
        for (long second : seconds) {
            now.set(second);
            ids.add(generator.generate());
        }
        assertThat(ids).extracting(ObjectId::timestamp).containsExactlyElementsOf(seconds);

        assertAgree(ids);
    }

    @Test
    void realIdsRoundTrip() throws SQLException {
        List<ObjectId> ids = RealObjectIds.ids(ObjectId::parse);
        assertThat(ids).hasSize(3_996);

        assertAgree(ids);
    }

    @Test
    void knownAnswersAroundTheSignedLimitAndTheEnd() throws SQLException {
        assertThat(queryInstant("SELECT oid_timestamp(oid_from_hex('7fffffff0000000000000000'))"))
                .isEqualTo("2038-01-19T03:14:07Z");
        assertThat(queryInstant("SELECT oid_timestamp(oid_from_hex('80000000ffffffffffffffff'))"))
                .isEqualTo("2038-01-19T03:14:08Z");
        assertThat(queryInstant("SELECT oid_timestamp(oid_from_hex('FFFFFFFF0000000000000000'))"))
                .isEqualTo("2106-02-07T06:28:15Z");
        assertThat(queryInstant("SELECT oid_timestamp(oid_from_hex('5a17b9d9ab102555b9c38874'))"))
                .isEqualTo("2017-11-24T06:19:05Z");
        assertThat(queryString("SELECT oid_to_hex(oid_min(" + utc("2106-02-07 06:28:15.999") + "))"))
                .isEqualTo("ffffffff0000000000000000");
        assertThat(queryString("SELECT oid_to_hex(oid_min(" + utc("2038-01-19 03:14:08") + "))"))
                .isEqualTo("800000000000000000000000");
        assertThat(queryString("SELECT oid_to_hex(oid_min(" + utc("1970-01-01 00:00:00.5") + "))"))
                .isEqualTo("000000000000000000000000");
        assertThat(queryString("SELECT oid_to_hex(oid_from_hex('5A17B9D9AB102555B9C38874'))"))
                .isEqualTo("5a17b9d9ab102555b9c38874");
    }

    @Test
    void nullGivesNull() throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT oid_to_hex(NULL), oid_from_hex(NULL), "
                        + "oid_timestamp(NULL), oid_min(NULL)")) {
            row.next();
            for (int column = 1; column <= 4; column++) {
                assertThat(row.getObject(column)).as("column %d", column).isNull();
            }
        }
    }

    @Test
    void wrongLengthIdsAreErrorsNamingTheValue() {
        for (String function : List.of("oid_to_hex", "oid_timestamp")) {
            for (String hex : List.of("", "5a17b9d9ab102555b9c388", "5a17b9d9ab102555b9c3887400",
                    "00".repeat(40))) {
                byte[] bytes = HexFormat.of().parseHex(hex);
                String shown = hex.length() > 64 ? hex.substring(0, 64) + "..." : hex;
                assertThatThrownBy(() -> queryWith("SELECT " + function + "(?)", bytes))
                        .isInstanceOf(SQLException.class)
                        .hasMessageContaining(function + ": an ObjectId is 12 bytes, got " + bytes.length
                                + " bytes: " + (TestDatabase.postgresql() ? "\\x" : "0x") + shown)
                        .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("22023");
            }
        }
    }

    @Test
    void badHexIsAnErrorNamingTheText() {
        for (String hex : List.of("", "5a17b9d9ab102555b9c3887", "5a17b9d9ab102555b9c388745",
                "5a17b9d9ab102555b9c3887g", " 5a17b9d9ab102555b9c3887", "5a17b9d9ab102555b9c38874\n",
                "5a17b9d9ab102555b9c3887\n", "5a17b9d9ab102555b9c3887\u0661", "0x5a17b9d9ab102555b9c388")) {
            assertThatThrownBy(() -> queryWith("SELECT oid_from_hex(?)", hex))
                    .as("%s", hex)
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining("oid_from_hex: an ObjectId is 24 hex digits, got '" + hex + "' ("
                            + hex.length() + " characters)")
                    .extracting(e -> ((SQLException) e).getSQLState())
                    .isEqualTo(TestDatabase.postgresql() ? "22P02" : "22023");
        }
        String longText = "x".repeat(100);
        assertThatThrownBy(() -> queryWith("SELECT oid_from_hex(?)", longText))
                .hasMessageContaining("got '" + "x".repeat(64) + "...' (100 characters)");
    }

    @Test
    void secondsOutside1970To2106AreErrorsNamingThem() {
        for (String outside : List.of("1969-12-31 23:59:59.5", "2106-02-07 06:28:16", "1900-01-01 00:00:00")) {
            assertThatThrownBy(() -> queryString("SELECT oid_min(" + utc(outside) + ")"))
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining("oid_min: " + outside)
                    .hasMessageContaining("1970-01-01").hasMessageContaining("2106-02-07")
                    .extracting(e -> ((SQLException) e).getSQLState())
                    .isEqualTo(TestDatabase.postgresql() ? "22008" : "22023");
        }
    }

    @Test
    void generatedIdsAreUniqueAndIncreaseInOneSession() throws SQLException {
        long before = Instant.now().getEpochSecond();
        List<ObjectId> ids = generate(connection, 100_000);
        long after = Instant.now().getEpochSecond();

        assertThat(new HashSet<>(ids)).hasSize(100_000);
        for (int i = 1; i < ids.size(); i++) {
            ObjectId previous = ids.get(i - 1);
            ObjectId id = ids.get(i);
            assertThat(id).as("id %d", i).isGreaterThan(previous);
            assertThat(processUnique(id)).as("id %d", i).isEqualTo(processUnique(previous));
            // The counter is the database's sequence, and nothing else mints meanwhile: the next value.
            assertThat(counter(id)).as("id %d", i).isEqualTo((counter(previous) + 1) & 0xFF_FFFF);
        }
        assertThat(ids.get(0).timestamp()).isBetween(before - 1, after + 1);
        assertThat(ids.get(ids.size() - 1).timestamp()).isBetween(ids.get(0).timestamp(), after + 1);
    }

    @Test
    void generatedIdsSortByTimeAcrossSecondsAndSessions() throws Exception {
        ObjectId first = generate(connection, 1).get(0);
        Thread.sleep(1_100);
        ObjectId later = generate(connection, 1).get(0);
        ObjectId otherSession;
        try (Connection other = TestDatabase.connect(SCHEMA)) {
            otherSession = generate(other, 1).get(0);
        }

        assertThat(later.timestamp()).isGreaterThan(first.timestamp());
        assertThat(later).isGreaterThan(first);
        assertThat(processUnique(later)).isEqualTo(processUnique(first));
        assertThat(otherSession.timestamp()).isGreaterThanOrEqualTo(later.timestamp());
        assertThat(processUnique(otherSession)).isNotEqualTo(processUnique(first));
        assertThat(counter(otherSession)).isEqualTo((counter(later) + 1) & 0xFF_FFFF);
    }

    @Test
    void mariadbMintsWithTheSecondOfTheStatement() throws SQLException {
        assumeTrue(TestDatabase.mariadb(), "MariaDB's session clock");
        try (Connection session = TestDatabase.connect(SCHEMA)) {
            // The session's clock set to the last second MariaDB 10.11 can hold, 2038-01-19T03:14:07Z.
            TestDatabase.execute(session, "SET timestamp = 2147483647");
            List<ObjectId> ids = generate(session, 3);

            assertThat(ids).extracting(ObjectId::timestamp).containsOnly(2_147_483_647L);
            assertThat(ids).isSorted().doesNotHaveDuplicates();
        }
    }

    /**
     * Writes the ids with what oid-core says of them into a table, in batches, and has the database compare each
     * row in one query: every function must agree on every id.
     */
    private static void assertAgree(List<ObjectId> ids) throws SQLException {
        String table = TestDatabase.newTable();
        TestDatabase.execute(connection, "CREATE TABLE " + table + " (n INT PRIMARY KEY, id " + TestDatabase.idType()
                + " NOT NULL, hex CHAR(24) NOT NULL, ts " + TestDatabase.timestampType() + " NOT NULL, min_id "
                + TestDatabase.idType() + " NOT NULL)");
        try {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table
                    + " (n, id, hex, ts, min_id) VALUES (?, ?, ?, ?, ?)")) {
                for (int n = 0; n < ids.size(); n++) {
                    ObjectId id = ids.get(n);
                    insert.setInt(1, n);
                    insert.setBytes(2, id.toByteArray());
                    insert.setString(3, id.toHexString());
                    if (TestDatabase.postgresql()) {
                        insert.setObject(4, id.instant().atOffset(ZoneOffset.UTC));
                    } else {
                        insert.setObject(4, LocalDateTime.ofInstant(id.instant(), ZoneOffset.UTC));
                    }
                    insert.setBytes(5, ObjectId.min(id.instant()).toByteArray());
                    insert.addBatch();
                    if (n % 10_000 == 9_999) {
                        insert.executeBatch();
                    }
                }
                insert.executeBatch();
            }
            String agrees = "oid_to_hex(id) = hex AND oid_from_hex(hex) = id AND oid_from_hex(UPPER(hex)) = id"
                    + " AND oid_timestamp(id) = ts AND oid_min(ts) = min_id AND oid_min(oid_timestamp(id)) = min_id";
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT n, hex, oid_to_hex(id), oid_timestamp(id), ts,"
                            + " oid_to_hex(oid_min(ts)) FROM " + table + " WHERE NOT COALESCE(" + agrees
                            + ", FALSE) ORDER BY n")) {
                List<String> disagreements = new ArrayList<>();
                while (rows.next() && disagreements.size() < 10) {
                    disagreements.add(String.format(Locale.ROOT, "#%d %s: hex %s, timestamp %s (expected %s),"
                            + " min %s", rows.getInt(1), rows.getString(2), rows.getString(3), rows.getString(4),
                            rows.getString(5), rows.getString(6)));
                }
                assertThat(disagreements).isEmpty();
            }
            assertThat(queryString("SELECT COUNT(*) FROM " + table + " WHERE " + agrees))
                    .isEqualTo(Integer.toString(ids.size()));
        } finally {
            TestDatabase.dropIfExists(connection, table);
        }
    }

    /** Ids minted by one query of the session, in the order it minted them. */
    static List<ObjectId> generate(Connection session, int count) throws SQLException {
        String sql = TestDatabase.postgresql()
                ? "SELECT g.n, oid_generate() FROM generate_series(1, " + count + ") AS g(n) ORDER BY g.n"
                : "SELECT seq, oid_generate() FROM seq_1_to_" + count + " ORDER BY seq";
        List<ObjectId> ids = new ArrayList<>(count);
        try (Statement statement = session.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                ids.add(ObjectId.fromBytes(rows.getBytes(2)));
            }
        }
        assertThat(ids).hasSize(count);
        return ids;
    }

    private static String processUnique(ObjectId id) {
        return id.toHexString().substring(8, 18);
    }

    private static int counter(ObjectId id) {
        return Integer.parseInt(id.toHexString().substring(18), 16);
    }

    /** A literal of a UTC instant in the database's timestamp type. */
    private static String utc(String dateTime) {
        return TestDatabase.postgresql() ? "TIMESTAMPTZ '" + dateTime + "+00'" : "TIMESTAMP'" + dateTime + "'";
    }

    private static String queryString(String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return row.getString(1);
        }
    }

    /** The first column of a query's row, an instant as oid_timestamp returns it, in ISO-8601 UTC. */
    private static String queryInstant(String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            Instant instant = TestDatabase.postgresql() ? row.getObject(1, OffsetDateTime.class).toInstant()
                    : row.getObject(1, LocalDateTime.class).toInstant(ZoneOffset.UTC);
            return instant.toString();
        }
    }

    private static void queryWith(String sql, Object parameter) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, parameter);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
            }
        }
    }
}
