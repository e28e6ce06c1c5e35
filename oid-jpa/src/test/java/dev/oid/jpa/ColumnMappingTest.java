package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.jpa.TestEntities.Document;
import dev.oid.jpa.TestEntities.Line;
import dev.oid.testsupport.UsesDatabase;
import java.util.HexFormat;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** ObjectId as a column type: DDL, stored bytes, foreign keys and query parameters. */
@UsesDatabase
class ColumnMappingTest {

    private static final ObjectId REF = ObjectId.parse("5a17b9d9ab102555b9c38874");
    private static final ObjectId OTHER = ObjectId.parse("4df2dcec2cdcd20936a8b817");

    private static SessionFactory factory;

    @BeforeAll
    static void boot() {
        factory = TestDatabase.sessionFactory(Document.class, Line.class);
    }

    @AfterAll
    static void close() {
        factory.close();
    }

    @Test
    void mapsAnUnannotatedObjectIdToBinary12NotToSerializedBytes() {
        assertThat(TestDatabase.columnType(factory, "document", "id")).isEqualTo(TestDatabase.CURRENT.binary12);
        assertThat(TestDatabase.columnType(factory, "document", "ref")).isEqualTo(TestDatabase.CURRENT.binary12);
    }

    @Test
    void mapsObjectIdToChar24OnRequest() {
        assertThat(TestDatabase.columnType(factory, "document", "textRef")).isEqualTo(TestDatabase.CURRENT.char24);
        assertThat(TestDatabase.columnType(factory, "document", "charRef")).isEqualTo(TestDatabase.CURRENT.char24);
    }

    @Test
    void mapsAnObjectIdColumnWithTheJpaDefaultLengthToVarbinarySoNothingIsPadded() {
        assertThat(TestDatabase.columnType(factory, "document", "named_ref")).isEqualTo(TestDatabase.CURRENT.varbinary12);
    }

    @Test
    void mapsAForeignKeyToAnObjectIdPrimaryKeyToBinary12() {
        assertThat(TestDatabase.columnType(factory, "line", "document_id")).isEqualTo(TestDatabase.CURRENT.binary12);
    }

    @Test
    void foreignKeysToStringIdsWork() {
        try (SessionFactory strings = TestDatabase.sessionFactory(TestEntities.Note.class, TestEntities.Comment.class)) {
            TestEntities.Note note = new TestEntities.Note("n");
            strings.inTransaction(session -> {
                session.persist(note);
                session.persist(new TestEntities.Comment(note));
            });

            long comments = strings.fromSession(session -> session.createQuery(
                    "select count(c) from Comment c where c.note.id = :id", Long.class)
                    .setParameter("id", note.id).getSingleResult());
            assertThat(comments).isEqualTo(1);
            assertThat(TestDatabase.columnType(strings, "note", "id")).isEqualTo(TestDatabase.CURRENT.char24);
            assertThat(TestDatabase.columnType(strings, "comment", "note_id")).isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void storesTheTwelveSpecificationBytesAndTheLowercaseHex() {
        Document document = new Document();
        document.ref = REF;
        document.textRef = REF;
        document.charRef = OTHER;
        document.namedRef = OTHER;
        factory.inTransaction(session -> session.persist(document));

        Object[] row = factory.fromSession(session -> session.createNativeQuery(
                "select ref, textRef, charRef, named_ref from document where id = :id", Object[].class)
                .setParameter("id", document.id.toByteArray())
                .getSingleResult());

        assertThat((byte[]) row[0]).isEqualTo(HexFormat.of().parseHex("5a17b9d9ab102555b9c38874"));
        assertThat(row[1]).isEqualTo("5a17b9d9ab102555b9c38874");
        assertThat(row[2]).isEqualTo("4df2dcec2cdcd20936a8b817");
        assertThat((byte[]) row[3]).isEqualTo(HexFormat.of().parseHex("4df2dcec2cdcd20936a8b817"));
        Document read = factory.fromSession(session -> session.find(Document.class, document.id));
        assertThat(List.of(read.ref, read.textRef, read.charRef, read.namedRef))
                .containsExactly(REF, REF, OTHER, OTHER);
    }

    @Test
    void joinsAndQueriesThroughAnObjectIdForeignKey() {
        Document document = new Document();
        factory.inTransaction(session -> {
            session.persist(document);
            session.persist(new Line(document));
            session.persist(new Line(document));
        });

        List<ObjectId> parents = factory.fromSession(session -> session.createQuery(
                "select l.document.id from Line l where l.document.id = :parent", ObjectId.class)
                .setParameter("parent", document.id)
                .getResultList());

        assertThat(parents).containsExactly(document.id, document.id);
    }

    @Test
    void bindsObjectIdsAsQueryParametersOnAnyColumnMapping() {
        Document document = new Document();
        document.ref = OTHER;
        document.textRef = OTHER;
        factory.inTransaction(session -> session.persist(document));

        long byBinary = factory.fromSession(session -> session.createQuery(
                "select count(d) from Document d where d.ref = :ref", Long.class)
                .setParameter("ref", OTHER).getSingleResult());
        long byText = factory.fromSession(session -> session.createQuery(
                "select count(d) from Document d where d.textRef = :ref", Long.class)
                .setParameter("ref", OTHER).getSingleResult());

        assertThat(byBinary).isEqualTo(1);
        assertThat(byText).isEqualTo(1);
    }
}
