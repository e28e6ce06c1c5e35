package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oid.ObjectId;
import dev.oid.ObjectIdUuids;
import dev.oid.jpa.TestEntities.UuidKeyed;
import dev.oid.testsupport.RealObjectIds;
import dev.oid.testsupport.UsesDatabase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @JdbcTypeCode(SqlTypes.UUID)} on an ObjectId id: a {@code uuid} column holding the UUIDv7 of
 * {@link ObjectIdUuids#toUuid(ObjectId)}, whose {@code order by} is ObjectId order, on H2 and PostgreSQL; on MariaDB, whose
 * dialect binds UUIDs as text, the mapping is refused at boot.
 */
@UsesDatabase
class UuidColumnTest {

    /** The id whose UUIDv7 oid-core's UuidMappingTest derives by hand. */
    private static final ObjectId KNOWN = ObjectId.parse("5a17b9d9ab102555b9c38874");

    private static final List<ObjectId> IDS = new ArrayList<>(new TreeSet<>(idsWithKnown()));

    private static SessionFactory factory;

    private static List<ObjectId> idsWithKnown() {
        List<ObjectId> ids = new ArrayList<>(RealObjectIds.ids(ObjectId::parse));
        ids.add(KNOWN);
        return ids;
    }

    private static boolean nativeUuid() {
        return TestDatabase.CURRENT.uuid != null;
    }

    @BeforeAll
    static void insertTheRealIdsShuffled() {
        if (!nativeUuid()) {
            return;
        }
        factory = TestDatabase.sessionFactory(UuidKeyed.class);
        List<ObjectId> shuffled = new ArrayList<>(IDS);
        Collections.shuffle(shuffled, new Random(11));
        factory.inTransaction(session -> {
            for (ObjectId id : shuffled) {
                UuidKeyed row = new UuidKeyed("real");
                row.id = id;
                session.persist(row);
            }
        });
    }

    @AfterAll
    static void close() {
        if (factory != null) {
            factory.close();
        }
    }

    @Test
    void theColumnIsAUuidHoldingTheUuidv7OfTheId() {
        assumeTrue(nativeUuid(), "MariaDB: see isRefusedAtBootWhereTheDialectBindsUuidsAsText");
        String text = factory.fromSession(session -> session.createNativeQuery(
                "select cast(id as varchar(36)) from uuid_keyed where label = 'real' and id = :id", String.class)
                .setParameter("id", ObjectIdUuids.toUuid(KNOWN)).getSingleResult());

        assertThat(text).isEqualTo("015fecad-f7a8-7ab1-8095-56e70e21d000");
        assertThat(TestDatabase.columnType(factory, "uuid_keyed", "id")).isEqualTo(TestDatabase.CURRENT.uuid);
        assertThat(factory.fromSession(session -> session.find(UuidKeyed.class, KNOWN)).id).isEqualTo(KNOWN);
    }

    @Test
    void orderByTheUuidColumnIsObjectIdOrder() {
        assumeTrue(nativeUuid(), "MariaDB: see isRefusedAtBootWhereTheDialectBindsUuidsAsText");
        List<ObjectId> ordered = factory.fromSession(session -> session.createQuery(
                "select u.id from UuidKeyed u order by u.id", ObjectId.class).getResultList());

        assertThat(ordered).hasSize(IDS.size()).isSorted().containsExactlyElementsOf(IDS);
    }

    @Test
    void rangeQueriesOnTheUuidColumnUseObjectIdBoundaries() {
        assumeTrue(nativeUuid(), "MariaDB: see isRefusedAtBootWhereTheDialectBindsUuidsAsText");
        // The seconds of two ids a third and two thirds into the sorted list: a window of many real ids.
        ObjectId from = ObjectId.min(IDS.get(IDS.size() / 3).instant());
        ObjectId to = ObjectId.min(IDS.get(2 * IDS.size() / 3).instant());
        List<ObjectId> expected = IDS.stream().filter(id -> id.compareTo(from) >= 0 && id.compareTo(to) < 0).toList();

        List<ObjectId> found = factory.fromSession(session -> session.createQuery(
                "select u.id from UuidKeyed u where u.id >= :from and u.id < :to order by u.id", ObjectId.class)
                .setParameter("from", from).setParameter("to", to).getResultList());

        assertThat(expected).hasSizeGreaterThan(100);
        assertThat(found).containsExactlyElementsOf(expected);
    }

    @Test
    void isRefusedAtBootWhereTheDialectBindsUuidsAsText() {
        assumeTrue(!nativeUuid(), "this database binds UUIDs natively");
        assertThat(TestDatabase.bootFailure(UuidKeyed.class))
                .hasMessage("Column 'uuid_keyed.id' of the ObjectId attribute"
                        + " 'dev.oid.jpa.TestEntities$UuidKeyed.id' is mapped to a UUID"
                        + " (@JdbcTypeCode(SqlTypes.UUID)), but Hibernate's MariaDBDialect binds UUIDs as text"
                        + " (VarcharUUIDJdbcType), which an ObjectId cannot fill; the uuid mapping needs a"
                        + " native uuid type (PostgreSQL, H2): on this database keep the default BINARY(12)");
    }
}
