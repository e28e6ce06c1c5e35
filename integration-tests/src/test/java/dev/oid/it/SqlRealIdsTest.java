package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.oid.ObjectId;
import dev.oid.testsupport.RealObjectIds;
import jakarta.persistence.EntityManagerFactory;

/**
 * The 3,996 real ids of MongoDB's sample datasets on this run's SQL target (H2, PostgreSQL, MariaDB, ...), inserted
 * in random order as {@code ObjectId} ids ({@code BINARY(12)} / {@code bytea}) and as {@code String} ids
 * ({@code CHAR(24)}, lowercase hex, the column's default collation): {@code order by id} must be the order of
 * {@link ObjectId#compareTo}, and a JPQL range with {@link ObjectId#min} boundaries must return exactly the ids of
 * its window.
 */
@UsesDatabase
class SqlRealIdsTest {

    private static final List<ObjectId> REAL = RealObjectIds.ids(ObjectId::parse);

    private static EntityManagerFactory emf;

    @BeforeAll
    static void insertRealIds() {
        emf = SqlTarget.get().newEntityManagerFactory(Item.class, Note.class);
        List<ObjectId> shuffled = new ArrayList<>(REAL);
        Collections.shuffle(shuffled, new Random(5));
        emf.runInTransaction(em -> {
            for (ObjectId id : shuffled) {
                em.persist(new Item(id, "real"));
                Note note = new Note("real");
                note.setId(id.toHexString());
                em.persist(note);
            }
        });
    }

    @AfterAll
    static void dropTables() {
        if (emf != null) {
            emf.close();
        }
    }

    @Test
    void orderByObjectIdIdIsObjectIdOrder() throws SQLException {
        List<ObjectId> ordered = new ArrayList<>();
        for (byte[] bytes : column("select id from " + SqlTarget.table("oid_it_item") + " order by id", byte[].class)) {
            ordered.add(ObjectId.fromBytes(bytes));
        }
        List<ObjectId> jpql = emf.callInTransaction(em -> em.createQuery(
                "select i.id from Item i order by i.id", ObjectId.class).getResultList());

        assertThat(REAL).hasSize(3_996).doesNotHaveDuplicates();
        assertThat(ordered).containsExactlyElementsOf(sorted(REAL));
        assertThat(jpql).containsExactlyElementsOf(sorted(REAL));
    }

    @Test
    void orderByChar24IdIsObjectIdOrderForLowercaseIdsUnderTheDefaultCollation() throws SQLException {
        List<String> ordered = column("select id from " + SqlTarget.table("oid_it_note") + " order by id",
                String.class);

        assertThat(ordered).containsExactlyElementsOf(sorted(REAL).stream().map(ObjectId::toHexString).toList());
    }

    @Test
    void jpqlRangeOnObjectIdIdsReturnsExactlyTheRealIdsOfTheWindow() {
        Window window = Window.ofMiddleHalf();

        List<ObjectId> found = emf.callInTransaction(em -> em.createQuery(
                        "select i.id from Item i where i.id >= :from and i.id < :to order by i.id", ObjectId.class)
                .setParameter("from", window.from)
                .setParameter("to", window.to)
                .getResultList());

        assertThat(found).containsExactlyElementsOf(window.expected());
    }

    @Test
    void jpqlRangeOnChar24IdsReturnsExactlyTheRealIdsOfTheWindow() {
        Window window = Window.ofMiddleHalf();

        List<String> found = emf.callInTransaction(em -> em.createQuery(
                        "select n.id from Note n where n.id >= :from and n.id < :to order by n.id", String.class)
                .setParameter("from", window.from.toHexString())
                .setParameter("to", window.to.toHexString())
                .getResultList());

        assertThat(found).containsExactlyElementsOf(window.expected().stream().map(ObjectId::toHexString).toList());
    }

    /**
     * {@code [ObjectId.min(second of the id at 1/4), ObjectId.min(second of the id at 3/4))} over the sorted real ids:
     * the first boundary's second is inside the window, the second's is outside.
     */
    private record Window(ObjectId from, ObjectId to) {

        static Window ofMiddleHalf() {
            List<ObjectId> sorted = sorted(REAL);
            Window window = new Window(ObjectId.min(sorted.get(sorted.size() / 4).instant()),
                    ObjectId.min(sorted.get(3 * sorted.size() / 4).instant()));
            List<ObjectId> expected = window.expected();
            assertThat(expected).as("a window of about half the real ids").hasSizeBetween(1_000, 3_000)
                    .contains(sorted.get(sorted.size() / 4))
                    .doesNotContain(sorted.get(3 * sorted.size() / 4));
            return window;
        }

        List<ObjectId> expected() {
            return sorted(REAL).stream().filter(id -> id.compareTo(from) >= 0 && id.compareTo(to) < 0).toList();
        }
    }

    private static List<ObjectId> sorted(List<ObjectId> ids) {
        List<ObjectId> copy = new ArrayList<>(ids);
        Collections.sort(copy);
        return copy;
    }

    private static <T> List<T> column(String sql, Class<T> type) throws SQLException {
        List<T> values = new ArrayList<>();
        try (Connection c = SqlTarget.get().connect(); PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                values.add(type == byte[].class ? type.cast(rs.getBytes(1)) : rs.getObject(1, type));
            }
        }
        return values;
    }
}
