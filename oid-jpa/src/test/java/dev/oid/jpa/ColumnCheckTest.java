package dev.oid.jpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import dev.oid.jpa.ColumnCheckEntities.AcceptedColumns;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * A column that cannot hold an ObjectId as written fails when the mapping is built, naming the attribute, the
 * column and the fix, instead of at the first INSERT or, worse, at a find that returns nothing.
 */
class ColumnCheckTest {

    private static void assertBootFails(Class<?> entity, String message) {
        assertThatThrownBy(() -> TestDatabase.sessionFactory(entity).close())
                .satisfies(thrown -> assertThat(TestDatabase.causes(thrown)).anySatisfy(cause -> assertThat(cause)
                        .isInstanceOf(MappingException.class)
                        .hasMessage(message)));
    }

    @Test
    void refusesAStringIdColumnShorterThan24() {
        assertBootFails(ColumnCheckEntities.ShortStringId.class, "Column 'short_string_id.id' of the ObjectId"
                + " String id 'dev.oid.jpa.ColumnCheckEntities$ShortStringId.id' has length 10, too short for 24 hex"
                + " characters; remove the length (the column becomes CHAR(24)) or declare @Column(length = 24)");
    }

    @Test
    void refusesAByteIdInBinary16WhichPadsIt() {
        assertBootFails(ColumnCheckEntities.PaddedBytesId.class, "Column 'padded_bytes_id.id' of the ObjectId byte[]"
                + " id 'dev.oid.jpa.ColumnCheckEntities$PaddedBytesId.id' is declared 'binary(16)', a fixed length of"
                + " 16 bytes: the database pads the 12 bytes of an ObjectId, so lookups by id would not find it;"
                + " declare BINARY(12) or VARBINARY(n >= 12)");
    }

    @Test
    void refusesAnObjectIdIdInBinary16() {
        assertBootFails(ColumnCheckEntities.PaddedObjectIdId.class, "Column 'padded_object_id_id.id' of the ObjectId"
                + " attribute 'dev.oid.jpa.ColumnCheckEntities$PaddedObjectIdId.id' is declared 'BINARY(16)', a fixed"
                + " length of 16 bytes: the database pads the 12 bytes of an ObjectId, so lookups by id would not find"
                + " it; declare BINARY(12) or VARBINARY(n >= 12)");
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
                + " the ObjectId attribute 'dev.oid.jpa.ColumnCheckEntities$ShortObjectIdColumn.parent' has length 10"
                + " as binary, too short for an ObjectId: an ObjectId is 12 bytes; remove the length (BINARY(12)) or"
                + " declare @Column(length = 24) (CHAR(24))");
    }

    @Test
    void refusesAnObjectIdInAFixedTextColumnOfAnotherLength() {
        assertBootFails(ColumnCheckEntities.PaddedObjectIdText.class, "Column 'padded_object_id_text.parent' of"
                + " the ObjectId attribute 'dev.oid.jpa.ColumnCheckEntities$PaddedObjectIdText.parent' has length 30"
                + " as text of fixed length, which pads an ObjectId: an ObjectId is 24 hex characters; remove the"
                + " length (BINARY(12)) or declare @Column(length = 24) (CHAR(24))");
    }

    @Test
    void refusesAUuidMappedObjectIdDeclaredAsAnotherType() {
        assertBootFails(ColumnCheckEntities.UuidAsBytes.class, "Column 'uuid_as_bytes.parent' of the ObjectId"
                + " attribute 'dev.oid.jpa.ColumnCheckEntities$UuidAsBytes.parent' is mapped to a UUID"
                + " (@JdbcTypeCode(SqlTypes.UUID)) but declared 'varbinary(16)'; declare it 'uuid' or drop the"
                + " columnDefinition");
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
}
