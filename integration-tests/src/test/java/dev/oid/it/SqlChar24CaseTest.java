package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.oid.ObjectId;
import dev.oid.testing.RealObjectIds;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.PersistenceException;

/**
 * What a {@code CHAR(24)} id assigned in upper case does under the column's default collation on this run's SQL
 * target. Lowercase ids, as the generator and {@link ObjectId#toHexString()} write them, sort in ObjectId order
 * under every collation tested ({@link SqlRealIdsTest}); {@code parse} accepts upper case too, and then:
 * <ul>
 *   <li>a binary collation (H2; PostgreSQL {@code C}, {@code C.UTF-8}, {@code POSIX}; MariaDB {@code *_bin})
 *       sorts {@code 'A'-'F'} between {@code '9'} and {@code 'a'}, so {@code order by id} is no longer ObjectId
 *       order, and {@code "5A17..."} is a second key for the ObjectId of {@code "5a17..."};
 *   <li>a case-insensitive collation ({@code *_ci}, MariaDB's default {@code utf8mb4_general_ci}) keeps ObjectId
 *       order, and {@code "5A17..."} is the same key as {@code "5a17..."}: the second insert fails.
 * </ul>
 * Other collations (e.g. PostgreSQL's {@code en_US.utf8} in the Testcontainers image) are not pinned: the test is
 * skipped there, saying which collation it found.
 */
class SqlChar24CaseTest {

    /** Collations whose behaviour this test pins. */
    private enum Kind { BINARY, CASE_INSENSITIVE }

    private static EntityManagerFactory emf;

    @BeforeAll
    static void createTable() {
        emf = SqlTarget.get().newEntityManagerFactory(Note.class);
    }

    @AfterAll
    static void dropTable() {
        if (emf != null) {
            emf.close();
        }
    }

    @Test
    void uppercaseIdsFollowTheDefaultCollationOfTheColumn() throws SQLException {
        String collation = collation();
        Kind kind = kind(collation);
        // 200 real ids, every other one in upper case, inserted in random order
        List<ObjectId> ids = RealObjectIds.ids().stream().sorted().limit(200).toList();
        List<String> mixed = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String hex = ids.get(i).toHexString();
            mixed.add(i % 2 == 0 ? hex : hex.toUpperCase(Locale.ROOT));
        }
        List<String> shuffled = new ArrayList<>(mixed);
        Collections.shuffle(shuffled, new Random(9));
        emf.runInTransaction(em -> shuffled.forEach(hex -> {
            Note note = new Note("mixed");
            note.setId(hex);
            em.persist(note);
        }));
        List<String> ordered = ids(" order by id");
        String upper = mixed.get(1);
        Note lowerTwin = new Note("twin");
        lowerTwin.setId(upper.toLowerCase(Locale.ROOT));

        switch (kind) {
            case BINARY -> {
                assertThat(ordered).as("code point order under %s", collation)
                        .containsExactlyElementsOf(mixed.stream().sorted(Comparator.naturalOrder()).toList())
                        .isNotEqualTo(mixed);
                emf.runInTransaction(em -> em.persist(lowerTwin));
                assertThat(ids(" where upper(id) = '" + upper + "'")).as("two keys for one ObjectId under %s",
                        collation).containsExactlyInAnyOrder(upper, lowerTwin.getId());
            }
            case CASE_INSENSITIVE -> {
                assertThat(ordered).as("ObjectId order under %s", collation).containsExactlyElementsOf(mixed);
                assertThatThrownBy(() -> emf.runInTransaction(em -> em.persist(lowerTwin)))
                        .as("the lowercase twin of %s is the same key under %s", upper, collation)
                        .isInstanceOf(PersistenceException.class);
                assertThat(ids(" where id = '" + lowerTwin.getId() + "'")).containsExactly(upper);
            }
        }
    }

    /** BINARY or CASE_INSENSITIVE; aborts the test for any other collation. */
    private static Kind kind(String collation) {
        String name = collation.toLowerCase(Locale.ROOT);
        if (name.equals("h2 default") || name.matches("(c|posix|c\\.utf-?8|ucs_basic) \\(libc\\)")
                || name.endsWith("_bin")) {
            return Kind.BINARY;
        }
        if (name.endsWith("_ci")) {
            return Kind.CASE_INSENSITIVE;
        }
        Assumptions.abort("CHAR(24) case behaviour not pinned for collation " + collation);
        return null;
    }

    /**
     * The collation of this run's {@code oid_it_note.id}: MariaDB/MySQL's column collation, PostgreSQL's database
     * default with its provider (the column declares none), or "H2 default" (H2 compares code points unless
     * {@code SET COLLATION} was run).
     */
    private static String collation() throws SQLException {
        SqlTarget target = SqlTarget.get();
        String sql = switch (target.product()) {
            case "MariaDB", "MySQL" -> "select collation_name from information_schema.columns where table_schema ="
                    + " database() and table_name = '" + SqlTarget.table("oid_it_note") + "' and column_name = 'id'";
            case "PostgreSQL" -> "select datcollate || case datlocprovider when 'i' then ' (icu)' else ' (libc)' end"
                    + " from pg_database where datname = current_database()";
            case "H2" -> "select case when coalesce(max(setting_value), 'OFF') = 'OFF' then 'H2 default'"
                    + " else max(setting_value) end from information_schema.settings where setting_name = 'COLLATION'";
            default -> {
                Assumptions.abort("no collation look-up for " + target.product());
                yield null;
            }
        };
        try (Connection c = target.connect(); PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getString(1) : "unknown (" + target.product() + ")";
        }
    }

    private static List<String> ids(String condition) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (Connection c = SqlTarget.get().connect(); PreparedStatement ps = c.prepareStatement(
                "select id from " + SqlTarget.table("oid_it_note") + condition); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        return ids;
    }
}
