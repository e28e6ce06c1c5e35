package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.jpa.ColumnCheckEntities.AcceptedColumns;
import dev.oid.testsupport.UsesDatabase;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * A column that cannot hold an ObjectId as written fails when the mapping is built, naming the attribute, the
 * column and the fix, instead of at the first INSERT or, worse, at a find that returns nothing.
 */
@UsesDatabase
class ColumnCheckTest {

    private static void assertBootFails(Class<?> entity, String message) {
        assertThat(TestDatabase.bootFailure(entity)).hasMessage(message);
    }

    @Test
    void refusesAStringIdColumnShorterThan24() {
        assertBootFails(ColumnCheckEntities.ShortStringId.class, "Column 'short_string_id.id' of the ObjectId"
                + " String id 'dev.oid.jpa.ColumnCheckEntities$ShortStringId.id' is typed VARCHAR with length 10, too"
                + " short for the 24 characters of an ObjectId; remove the length (the column becomes CHAR(24)) or"
                + " declare @Column(length = 24)");
    }

    @Test
    void refusesAByteIdInBinary16WhichPadsIt() {
        assertBootFails(ColumnCheckEntities.PaddedBytesId.class, "Column 'padded_bytes_id.id' of the ObjectId byte[]"
                + " id 'dev.oid.jpa.ColumnCheckEntities$PaddedBytesId.id' is declared 'binary(16)', a fixed length of"
                + " 16 bytes: the database pads the 12 bytes of an ObjectId, so lookups by id would not find it;"
                + " declare BINARY(12) or VARBINARY(n >= 12) or drop the columnDefinition");
    }

    @Test
    void refusesAnObjectIdIdInBinary16() {
        assertBootFails(ColumnCheckEntities.PaddedObjectIdId.class, "Column 'padded_object_id_id.id' of the ObjectId"
                + " attribute 'dev.oid.jpa.ColumnCheckEntities$PaddedObjectIdId.id' is declared 'BINARY(16)', a fixed"
                + " length of 16 bytes: the database pads the 12 bytes of an ObjectId, so lookups by id would not find"
                + " it; declare BINARY(12) or VARBINARY(n >= 12) or drop the columnDefinition, or store it as text with"
                + " @Column(length = 24) or @JdbcTypeCode(SqlTypes.CHAR)");
    }

    @Test
    void refusesTextForAByteId() {
        assertBootFails(ColumnCheckEntities.TextForBytesId.class, "Column 'text_for_bytes_id.id' of the ObjectId"
                + " byte[] id 'dev.oid.jpa.ColumnCheckEntities$TextForBytesId.id' is declared 'varchar(24)', but the id"
                + " is bound as 12 bytes; declare BINARY(12) or VARBINARY(n >= 12) or drop the columnDefinition");
    }

    @Test
    void refusesTextDeclaredForAnObjectIdBoundAsBytes() {
        assertBootFails(ColumnCheckEntities.TextForBinaryObjectId.class, "Column 'text_for_binary_object_id.parent'"
                + " of the ObjectId attribute 'dev.oid.jpa.ColumnCheckEntities$TextForBinaryObjectId.parent' is"
                + " declared 'varchar(24)', but the ObjectId is bound as 12 bytes; declare BINARY(12) or VARBINARY(n"
                + " >= 12) or drop the columnDefinition, or store it as text with @Column(length = 24) or"
                + " @JdbcTypeCode(SqlTypes.CHAR)");
    }

    @Test
    void refusesAnObjectIdColumnShorterThan12Bytes() {
        assertBootFails(ColumnCheckEntities.ShortObjectIdColumn.class, "Column 'short_object_id_column.parent' of"
                + " the ObjectId attribute 'dev.oid.jpa.ColumnCheckEntities$ShortObjectIdColumn.parent' is typed"
                + " VARBINARY with length 10, too short for the 12 bytes of an ObjectId; remove the length (BINARY(12))"
                + " or declare @Column(length = 24) (CHAR(24))");
    }

    @Test
    void refusesAnObjectIdInAFixedTextColumnOfAnotherLength() {
        assertBootFails(ColumnCheckEntities.PaddedObjectIdText.class, "Column 'padded_object_id_text.parent' of"
                + " the ObjectId attribute 'dev.oid.jpa.ColumnCheckEntities$PaddedObjectIdText.parent' is typed CHAR"
                + " with length 30, a fixed length of 30 characters: the database pads the 24 characters of an"
                + " ObjectId, so lookups by id would not find it; remove the length or declare @Column(length = 24)");
    }

    @Test
    void refusesAUuidMappedObjectIdDeclaredAsAnotherType() {
        String column = "Column 'uuid_as_bytes.parent' of the ObjectId attribute"
                + " 'dev.oid.jpa.ColumnCheckEntities$UuidAsBytes.parent' is mapped to a UUID"
                + " (@JdbcTypeCode(SqlTypes.UUID))";
        assertBootFails(ColumnCheckEntities.UuidAsBytes.class, TestDatabase.CURRENT.uuid != null
                ? column + " but is declared 'varbinary(16)'; declare it 'uuid' or drop the columnDefinition"
                // MariaDB: the dialect's own UUID binding is refused first (see UuidColumnTest).
                : column + ", but Hibernate's MariaDBDialect binds UUIDs as text (VarcharUUIDJdbcType), which an"
                        + " ObjectId cannot fill; the uuid mapping needs a native uuid type (PostgreSQL, H2): on this"
                        + " database keep the default BINARY(12)");
    }

    @Test
    void acceptsEveryDeclarationThatHoldsAnIdAsItIs() {
        ObjectId ref = ObjectId.parse("5a17b9d9ab102555b9c38874");
        try (SessionFactory factory = TestDatabase.sessionFactory(AcceptedColumns.class)) {
            AcceptedColumns row = new AcceptedColumns();
            row.asVarchar = ref;
            row.asVarbinary = ref;
            row.asChar = ref;
            factory.inTransaction(session -> session.persist(row));

            AcceptedColumns read = factory.fromSession(session -> session.find(AcceptedColumns.class, row.id));
            assertThat(read.id).isEqualTo(row.id).matches("[0-9a-f]{24}");
            assertThat(read.asVarchar).isEqualTo(ref);
            assertThat(read.asVarbinary).isEqualTo(ref);
            assertThat(read.asChar).isEqualTo(ref);
            assertThat(TestDatabase.columnType(factory, "accepted_columns", "as_char"))
                    .isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void acceptsAStringIdDeclaredChar24() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ColumnCheckEntities.DeclaredChar24.class)) {
            ColumnCheckEntities.DeclaredChar24 row = new ColumnCheckEntities.DeclaredChar24();
            factory.inTransaction(session -> session.persist(row));

            ColumnCheckEntities.DeclaredChar24 read = factory.fromSession(
                    session -> session.find(ColumnCheckEntities.DeclaredChar24.class, row.id));
            assertThat(read.id).isEqualTo(row.id).matches("[0-9a-f]{24}");
        }
    }

    @Test
    void refusesAFixedLengthJdbcTypeOfTheMappingWithAnotherLength() {
        assertBootFails(ColumnCheckEntities.PaddedCharStringId.class, "Column 'padded_char_string_id.id' of the"
                + " ObjectId String id 'dev.oid.jpa.ColumnCheckEntities$PaddedCharStringId.id' is typed CHAR with"
                + " length 30, a fixed length of 30 characters: the database pads the 24 characters of an ObjectId, so"
                + " lookups by id would not find it; remove the length (the column becomes CHAR(24)) or declare"
                + " @Column(length = 24)");
    }

    @Test
    void givesAFixedLengthJdbcTypeOfTheMappingTheLengthOfAnId() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ColumnCheckEntities.CharStringId.class)) {
            assertThat(TestDatabase.columnType(factory, "char_string_id", "id")).isEqualTo(TestDatabase.CURRENT.char24);
        }
    }

    @Test
    void leavesAForeignKeyToAnotherUniqueColumnAlone() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ColumnCheckEntities.Slugged.class,
                ColumnCheckEntities.SlugRef.class)) {
            ColumnCheckEntities.Slugged target = new ColumnCheckEntities.Slugged();
            target.slug = "ten-chars!";
            ColumnCheckEntities.SlugRef ref = new ColumnCheckEntities.SlugRef();
            ref.target = target;
            factory.inTransaction(session -> {
                session.persist(target);
                session.persist(ref);
            });

            assertThat(TestDatabase.columnType(factory, "slug_ref", "slug")).endsWith("(10)")
                    .isNotEqualTo(TestDatabase.CURRENT.char24);
            String slug = factory.fromSession(
                    session -> session.find(ColumnCheckEntities.SlugRef.class, ref.id).target.slug);
            assertThat(slug).isEqualTo("ten-chars!");
        }
    }

    @Test
    void typesForeignKeysToSubclassesAndJoinedKeysLikeTheRootId() {
        try (SessionFactory factory = TestDatabase.sessionFactory(ColumnCheckEntities.Animal.class,
                ColumnCheckEntities.Dog.class, ColumnCheckEntities.Kennel.class)) {
            ColumnCheckEntities.Dog dog = new ColumnCheckEntities.Dog();
            dog.name = "Rex";
            ColumnCheckEntities.Kennel kennel = new ColumnCheckEntities.Kennel();
            kennel.dog = dog;
            factory.inTransaction(session -> {
                session.persist(dog);
                session.persist(kennel);
            });

            assertThat(TestDatabase.columnType(factory, "animal", "id")).isEqualTo(TestDatabase.CURRENT.char24);
            assertThat(TestDatabase.columnType(factory, "dog", "id")).isEqualTo(TestDatabase.CURRENT.char24);
            assertThat(TestDatabase.columnType(factory, "kennel", "dog_id")).isEqualTo(TestDatabase.CURRENT.char24);
            String name = factory.fromSession(
                    session -> session.find(ColumnCheckEntities.Kennel.class, kennel.id).dog.name);
            assertThat(name).isEqualTo("Rex");
        }
    }

    @Test
    void leavesAnObjectIdWithAnAttributeConverterToTheConverter() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        try (SessionFactory factory = TestDatabase.sessionFactory(ColumnCheckEntities.Converted.class)) {
            ColumnCheckEntities.Converted row = new ColumnCheckEntities.Converted();
            row.base64 = id;
            factory.inTransaction(session -> session.persist(row));

            String stored = factory.fromSession(session -> session.createNativeQuery(
                    "select base64 from converted", String.class).getSingleResult());
            assertThat(stored).isEqualTo("Whe52asQJVW5w4h0");
            ObjectId read = factory.fromSession(
                    session -> session.find(ColumnCheckEntities.Converted.class, row.id).base64);
            assertThat(read).isEqualTo(id);
        }
    }
}
