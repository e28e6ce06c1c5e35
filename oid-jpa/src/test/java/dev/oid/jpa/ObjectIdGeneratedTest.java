package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.jpa.TestEntities.Blob12;
import dev.oid.jpa.TestEntities.Document;
import dev.oid.jpa.TestEntities.Note;
import dev.oid.jpa.TestEntities.WrongLong;
import dev.oid.jpa.TestEntities.WrongUuid;
import dev.oid.jpa.TestEntities.ZeroConfigObjectId;
import dev.oid.testsupport.UsesDatabase;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HexFormat;
import java.util.Map;
import java.util.SplittableRandom;
import org.hibernate.SessionFactory;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;

@UsesDatabase
class ObjectIdGeneratedTest {

    private static final Instant T0 = Instant.parse("2026-03-01T12:00:00Z");

    /** A generator with a fixed clock and seed, so the first ids are known. */
    private static ObjectIdGenerator fixedGenerator() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(T0)).random(new SplittableRandom(7)).build();
    }

    private static Map<String, Object> withGenerator(ObjectIdGenerator generator) {
        return Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, generator);
    }

    @Test
    void generatesObjectIdAttributesFromTheConfiguredGenerator() {
        ObjectIdGenerator expected = fixedGenerator();
        ObjectId first = expected.generate();
        ObjectId second = expected.generate();
        try (SessionFactory factory = TestDatabase.sessionFactory(withGenerator(fixedGenerator()), Document.class)) {
            Document a = new Document();
            Document b = new Document();
            factory.inTransaction(session -> {
                session.persist(a);
                session.persist(b);
            });

            assertThat(a.id).isEqualTo(first);
            assertThat(b.id).isEqualTo(second);
            assertThat(a.id.instant()).isEqualTo(T0);
            assertThat(factory.fromSession(s -> s.find(Document.class, second)).id).isEqualTo(second);
        }
    }

    @Test
    void generatesLowercaseHexForStringAttributes() {
        ObjectId expected = fixedGenerator().generate();
        try (SessionFactory factory = TestDatabase.sessionFactory(withGenerator(fixedGenerator()), Note.class)) {
            Note note = new Note("hello");
            factory.inTransaction(session -> session.persist(note));

            assertThat(note.id).isEqualTo(expected.toHexString()).matches("[0-9a-f]{24}");
            assertThat(factory.fromSession(s -> s.find(Note.class, expected.toHexString())).text).isEqualTo("hello");
            assertThat(TestDatabase.columnType(factory, "note", "id")).isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void generatesTwelveBytesForByteArrayAttributes() {
        ObjectId expected = fixedGenerator().generate();
        try (SessionFactory factory = TestDatabase.sessionFactory(withGenerator(fixedGenerator()), Blob12.class)) {
            Blob12 row = new Blob12("bytes");
            factory.inTransaction(session -> session.persist(row));

            assertThat(row.id).isEqualTo(expected.toByteArray()).hasSize(12);
            assertThat(factory.fromSession(s -> s.find(Blob12.class, expected.toByteArray())).label)
                    .isEqualTo("bytes");
            assertThat(TestDatabase.columnType(factory, "blob12", "id")).isEqualTo(TestDatabase.CURRENT.binary12);
        }
    }

    @Test
    void usesTheDefaultGeneratorWithoutSettings() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            Note note = new Note("x");
            factory.inTransaction(session -> session.persist(note));
            ObjectId next = ObjectId.generate();

            assertThat(ObjectId.parse(note.id)).isLessThan(next);
            assertThat(ObjectId.parse(note.id).timestamp()).isBetween(next.timestamp() - 10, next.timestamp());
        }
    }

    @Test
    void keepsIdsTheApplicationAssigned() {
        ObjectId assigned = ObjectId.parse("5a17b9d9ab102555b9c38874");
        try (SessionFactory factory = TestDatabase.sessionFactory(withGenerator(fixedGenerator()),
                Document.class, Note.class, Blob12.class)) {
            Document document = new Document();
            document.id = assigned;
            Note note = new Note("kept");
            note.id = "4df2dcec2cdcd20936a8b817";
            Blob12 blob = new Blob12("kept");
            blob.id = HexFormat.of().parseHex("4df2dcec2cdcd20936a8b817");
            Document generated = new Document();
            factory.inTransaction(session -> {
                session.persist(document);
                session.persist(note);
                session.persist(blob);
                session.persist(generated);
            });

            assertThat(document.id).isEqualTo(assigned);
            assertThat(generated.id).isEqualTo(fixedGenerator().generate());
            factory.inSession(session -> {
                assertThat(session.createQuery("select d.id from Document d order by d.id", ObjectId.class)
                        .getResultList()).containsExactly(assigned, generated.id);
                assertThat(session.find(Note.class, "4df2dcec2cdcd20936a8b817").text).isEqualTo("kept");
                assertThat(session.find(Blob12.class, blob.id).label).isEqualTo("kept");
            });
        }
    }

    @Test
    void rejectsAssignedStringIdsThatAreNotObjectIdsWithTheMessageOfObjectIdParse() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            Note note = new Note("bad");
            note.id = "order-42";

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(note)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessage("Assigned id of 'dev.oid.jpa.TestEntities$Note.id' is not an ObjectId: Invalid"
                            + " ObjectId \"order-42\": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found"
                            + " 8 characters; leave the id null to have one generated")
                    .cause().isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(parseMessage("order-42"));
        }
    }

    @Test
    void rejectsAssignedStringIdsWithUpperCaseHexDigits() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            Note note = new Note("upper");
            note.id = "5a17b9d9AB102555b9c38874";

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(note)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessage("Assigned id of 'dev.oid.jpa.TestEntities$Note.id' is not in canonical form:"
                            + " \"5a17b9d9AB102555b9c38874\" has the upper-case hex digit 'A' at index 8; expected 24"
                            + " lowercase hex characters as ObjectId.toHexString() writes them"
                            + " (\"5a17b9d9ab102555b9c38874\"), so that one ObjectId is one key in any collation;"
                            + " leave the id null to have one generated");
            factory.inSession(session -> assertThat(
                    session.createQuery("select count(n) from Note n", Long.class).getSingleResult()).isZero());
        }
    }

    @Test
    void rejectsALongAssignedStringIdQuotingItAsObjectIdParseDoes() {
        String pasted = "5a17b9d9ab102555b9c38874".repeat(5);
        try (SessionFactory factory = TestDatabase.sessionFactory(Note.class)) {
            Note note = new Note("bad");
            note.id = pasted;

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(note)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessage("Assigned id of 'dev.oid.jpa.TestEntities$Note.id' is not an ObjectId: "
                            + parseMessage(pasted) + "; leave the id null to have one generated")
                    .message().doesNotContain(pasted).contains("120 characters");
        }
    }

    @Test
    void rejectsAssignedByteIdsThatAreNotTwelveBytesWithTheMessageOfObjectIdFromBytes() {
        try (SessionFactory factory = TestDatabase.sessionFactory(Blob12.class)) {
            Blob12 blob = new Blob12("bad");
            blob.id = new byte[16];

            assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(blob)))
                    .isInstanceOf(IdentifierGenerationException.class)
                    .hasMessage("Assigned id of 'dev.oid.jpa.TestEntities$Blob12.id' is not an ObjectId: Invalid"
                            + " ObjectId bytes: expected exactly 12 bytes, found 16; leave the id null to have one"
                            + " generated")
                    .cause().isInstanceOf(IllegalArgumentException.class);
        }
    }

    /** The message of the core's own rejection, which the generator must pass on rather than rephrase. */
    private static String parseMessage(String text) {
        return assertThrows(IllegalArgumentException.class, () -> ObjectId.parse(text)).getMessage();
    }

    @Test
    void rejectsOtherAttributeTypesWhenTheMappingIsBuilt() {
        assertThat(TestDatabase.bootFailure(WrongLong.class))
                .hasMessage("Attribute 'dev.oid.jpa.TestEntities$WrongLong.id' has type 'java.lang.Long', which the ObjectId"
                        + " generator cannot fill: use dev.oid.ObjectId (BINARY(12)), String (CHAR(24))"
                        + " or byte[] (BINARY(12)), for example"
                        + " '@Id @GeneratedValue(generator = \"objectid\") ObjectId id;'");
    }

    @Test
    void rejectsOtherAttributeTypesUnderTheGeneratorName() {
        assertThat(TestDatabase.bootFailure(WrongUuid.class))
                .hasMessageStartingWith("Attribute 'dev.oid.jpa.TestEntities$WrongUuid.id' has type 'java.util.UUID', which the"
                        + " ObjectId generator cannot fill");
    }

    @Test
    void rejectsAGeneratorSettingThatIsNotAGenerator() {
        assertThat(TestDatabase.bootFailure(
                Map.of(ObjectIdHibernateGenerator.GENERATOR_SETTING, "fast"), ZeroConfigObjectId.class))
                .hasMessage("Setting 'dev.oid.jpa.generator' must be a dev.oid.ObjectIdGenerator"
                        + " instance, found java.lang.String 'fast'");
    }
}
