package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.UsesDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import jakarta.persistence.EntityManagerFactory;

/**
 * Round trip 2: entities with {@code @Id @GeneratedValue(generator = "objectid")} on {@code String} and on
 * {@code ObjectId} ids, on whichever SQL target this run has (H2, PostgreSQL, MariaDB, ...).
 */
@UsesDatabase
class SqlRoundTripTest {

    private static final Instant T0 = Instant.parse("2024-03-01T12:00:00Z");

    private static EntityManagerFactory emf;

    @BeforeAll
    static void createTables() {
        emf = SqlTarget.get().newEntityManagerFactory(Note.class, Item.class);
    }

    @AfterAll
    static void dropTables() {
        if (emf != null) {
            emf.close();
        }
    }

    @BeforeEach
    void deleteRows() {
        emf.runInTransaction(em -> {
            em.createQuery("delete from Note").executeUpdate();
            em.createQuery("delete from Item").executeUpdate();
        });
    }

    @Test
    void stringIdIsMintedAtPersistBeforeTheInsertAndStoredAs24LowercaseHex() throws SQLException {
        Instant before = Instant.now().minusSeconds(1);
        String id = emf.callInTransaction(em -> {
            Note note = new Note("hello");
            em.persist(note);
            assertThat(note.getId()).as("id assigned by persist, before flush").isNotNull();
            return note.getId();
        });

        assertThat(id).matches("[0-9a-f]{24}");
        assertThat(ObjectId.parse(id).instant()).isBetween(before, Instant.now().plusSeconds(1));
        String text = emf.callInTransaction(em -> em.find(Note.class, id).getText());
        assertThat(text).isEqualTo("hello");
        assertThat(rawColumn("select id from " + SqlTarget.table("oid_it_note") + " where text = 'hello'"))
                .isEqualTo(id);
    }

    @Test
    void objectIdIdIsStoredAsItsTwelveBytesAndReadBackEqual() throws SQLException {
        ObjectId id = emf.callInTransaction(em -> {
            Item item = new Item("lamp");
            em.persist(item);
            assertThat(item.getId()).as("id assigned by persist, before flush").isNotNull();
            return item.getId();
        });

        Item found = emf.callInTransaction(em -> em.find(Item.class, id));
        assertThat(found.getId()).isEqualTo(id);
        assertThat(found.getName()).isEqualTo("lamp");
        assertThat(rawBytes("select id from " + SqlTarget.table("oid_it_item") + " where name = 'lamp'"))
                .isEqualTo(id.toByteArray());
    }

    @Test
    void explicitlyAssignedIdIsKept() throws SQLException {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");

        emf.runInTransaction(em -> em.persist(new Item(id, "assigned")));

        String name = emf.callInTransaction(em -> em.find(Item.class, id).getName());
        assertThat(name).isEqualTo("assigned");
        assertThat(rawBytes("select id from " + SqlTarget.table("oid_it_item") + " where name = 'assigned'"))
                .containsExactly(0x5a, 0x17, 0xb9 - 256, 0xd9 - 256, 0xab - 256, 0x10, 0x25, 0x55, 0xb9 - 256,
                        0xc3 - 256, 0x88 - 256, 0x74);
    }

    @Test
    void jpqlRangeOnObjectIdIdsReturnsExactlyTheRowsCreatedInTheWindowInIdOrder() {
        List<Item> created = itemsOnePerMinute(10);
        List<Item> shuffled = new ArrayList<>(created);
        Collections.shuffle(shuffled, new Random(3));
        emf.runInTransaction(em -> shuffled.forEach(em::persist));

        List<String> names = emf.callInTransaction(em -> em.createQuery(
                        "select i.name from Item i where i.id >= :from and i.id < :to order by i.id", String.class)
                .setParameter("from", ObjectId.min(T0.plusSeconds(180)))
                .setParameter("to", ObjectId.min(T0.plusSeconds(360)))
                .getResultList());

        assertThat(names).containsExactly("minute-3", "minute-4", "minute-5");
    }

    @Test
    void jpqlRangeOnStringIdsReturnsExactlyTheRowsCreatedInTheWindowInIdOrder() {
        List<Item> created = itemsOnePerMinute(10);
        emf.runInTransaction(em -> {
            for (int i = created.size() - 1; i >= 0; i--) { // newest first: the order must come from the ids
                Note note = new Note(created.get(i).getName());
                note.setId(created.get(i).getId().toHexString());
                em.persist(note);
            }
        });

        List<String> texts = emf.callInTransaction(em -> em.createQuery(
                        "select n.text from Note n where n.id >= :from and n.id < :to order by n.id", String.class)
                .setParameter("from", ObjectId.min(T0.plusSeconds(420)).toHexString())
                .setParameter("to", ObjectId.min(T0.plusSeconds(600)).toHexString())
                .getResultList());

        assertThat(texts).containsExactly("minute-7", "minute-8", "minute-9");
    }

    @Test
    void orderingByGeneratedIdGivesCreationOrder() {
        List<ObjectId> persisted = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            int n = i;
            persisted.add(emf.callInTransaction(em -> {
                Item item = new Item("n" + n);
                em.persist(item);
                return item.getId();
            }));
        }

        List<Item> ordered = emf.callInTransaction(em ->
                em.createQuery("select i from Item i order by i.id", Item.class).getResultList());

        assertThat(ordered).extracting(Item::getId).containsExactlyElementsOf(persisted);
        assertThat(ordered).extracting(Item::getName).containsExactlyElementsOf(
                java.util.stream.IntStream.range(0, 30).mapToObj(i -> "n" + i).toList());
    }

    /** Items whose ids were minted one minute apart from {@link #T0}, named "minute-N". */
    private static List<Item> itemsOnePerMinute(int count) {
        TestClock clock = new TestClock(T0);
        ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).random(new Random(11)).build();
        List<Item> items = new ArrayList<>();
        for (int minute = 0; minute < count; minute++) {
            clock.set(T0.plusSeconds(60L * minute));
            items.add(new Item(generator.generate(), "minute-" + minute));
        }
        return items;
    }

    private static String rawColumn(String sql) throws SQLException {
        try (Connection c = SqlTarget.get().connect(); PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as("a row for %s", sql).isTrue();
            return rs.getString(1);
        }
    }

    private static byte[] rawBytes(String sql) throws SQLException {
        try (Connection c = SqlTarget.get().connect(); PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as("a row for %s", sql).isTrue();
            return rs.getBytes(1);
        }
    }
}
