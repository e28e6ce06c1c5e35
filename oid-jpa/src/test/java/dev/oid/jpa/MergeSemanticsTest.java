package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.jpa.TestEntities.MergeAnnotated;
import dev.oid.jpa.TestEntities.MergeBytes;
import dev.oid.jpa.TestEntities.MergeObjectId;
import dev.oid.jpa.TestEntities.MergeString;
import dev.oid.jpa.TestEntities.MergeUuid;
import dev.oid.jpa.TestEntities.Note;
import dev.oid.testsupport.UsesDatabase;
import jakarta.persistence.OptimisticLockException;
import java.time.Instant;
import java.util.function.Function;
import org.hibernate.SessionFactory;
import org.hibernate.StaleObjectStateException;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;

/**
 * A generated ObjectId is never mistaken for an assigned one: merging a detached entity whose row was deleted
 * fails and inserts nothing, exactly as with Hibernate's own {@code GenerationType.UUID}.
 */
@UsesDatabase
class MergeSemanticsTest {

    @Test
    void hibernatesUuidGeneratorRefusesToResurrectADeletedRow() {
        assertMergeAfterDeleteFails(MergeUuid.class, e -> e.id, (e, name) -> e.name = name, MergeUuid::new);
    }

    @Test
    void objectIdIdIsNotResurrected() {
        assertMergeAfterDeleteFails(MergeObjectId.class, e -> e.id, (e, name) -> e.name = name,
                MergeObjectId::new);
    }

    @Test
    void stringIdIsNotResurrected() {
        assertMergeAfterDeleteFails(MergeString.class, e -> e.id, (e, name) -> e.name = name, MergeString::new);
    }

    @Test
    void byteArrayIdIsNotResurrected() {
        assertMergeAfterDeleteFails(MergeBytes.class, e -> e.id, (e, name) -> e.name = name, MergeBytes::new);
    }

    @Test
    void plainObjectIdGeneratedIsNotResurrected() {
        assertMergeAfterDeleteFails(MergeAnnotated.class, e -> e.id, (e, name) -> e.name = name,
                MergeAnnotated::new);
    }

    @Test
    void zeroConfigGeneratorRefusesToPersistAnEntityWithAnId() {
        try (SessionFactory factory = TestDatabase.sessionFactory(MergeObjectId.class)) {
            MergeObjectId entity = new MergeObjectId();
            entity.id = ObjectId.parse("5a17b9d9ab102555b9c38874");

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(entity)))
                    .hasMessageMatching("(?is).*detached entity passed to persist.*");
            assertThat(count(factory, "MergeObjectId")).isZero();
        }
    }

    @Test
    void assignableGeneratorRefusesBoundaryIds() {
        Instant t = Instant.parse("2017-11-24T06:19:05Z");
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            Note min = new Note("min");
            min.id = ObjectId.min(t).toHexString();
            Note max = new Note("max");
            max.id = ObjectId.max(t).toHexString();

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(min)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessage("Assigned id of 'dev.oid.jpa.TestEntities$Note.id' is a boundary id:"
                            + " 5a17b9d90000000000000000 has bytes 4-11 all 0x00, as ObjectId.min(Instant) makes for range queries; such an id must never"
                            + " be stored as a key; assign an id from ObjectId.generate() or leave the id null to"
                            + " have one generated");
            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(max)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessageContaining("TestEntities$Note.id' is a boundary id:"
                            + " 5a17b9d9ffffffffffffffff has bytes 4-11 all 0xff, as ObjectId.max(Instant)");
            assertThat(count(factory, "Note")).isZero();
        }
    }

    private interface Setter<E> {
        void set(E entity, String name);
    }

    private static <E> void assertMergeAfterDeleteFails(Class<E> type, Function<E, Object> id, Setter<E> name,
            java.util.function.Supplier<E> create) {
        String entityName = type.getSimpleName();
        try (SessionFactory factory = TestDatabase.sessionFactory(type)) {
            E entity = create.get();
            name.set(entity, "first");
            factory.inTransaction(session -> session.persist(entity));
            Object key = id.apply(entity);
            assertThat(key).isNotNull();
            factory.inTransaction(session -> session.remove(session.find(type, key)));
            assertThat(count(factory, entityName)).isZero();

            name.set(entity, "resurrected?");
            assertThatThrownBy(() -> factory.inTransaction(session -> session.merge(entity)))
                    .isInstanceOfAny(OptimisticLockException.class, StaleObjectStateException.class);
            assertThat(count(factory, entityName)).isZero();
        }
    }

    private static long count(SessionFactory factory, String entityName) {
        return factory.fromSession(session -> session.createQuery("select count(e) from " + entityName + " e",
                Long.class).getSingleResult());
    }
}
