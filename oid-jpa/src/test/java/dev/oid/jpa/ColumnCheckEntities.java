package dev.oid.jpa;

import dev.oid.ObjectId;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.Base64;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** Entities whose id or ObjectId columns are declared in ways the column check accepts or refuses at boot. */
final class ColumnCheckEntities {

    private ColumnCheckEntities() {
    }

    /** Too short: a String id of 24 hex characters in a column of 10. */
    @Entity(name = "ShortStringId")
    @Table(name = "short_string_id")
    public static class ShortStringId {
        @Id
        @GeneratedValue(generator = "objectid")
        @Column(length = 10)
        public String id;
    }

    /** Padded: 12 bytes in BINARY(16), which MariaDB pads with zero bytes, so find(id) returns nothing. */
    @Entity(name = "PaddedBytesId")
    @Table(name = "padded_bytes_id")
    public static class PaddedBytesId {
        @Id
        @ObjectIdGenerated
        @Column(columnDefinition = "binary(16)")
        public byte[] id;
    }

    /** Padded: an ObjectId id in BINARY(16). */
    @Entity(name = "PaddedObjectIdId")
    @Table(name = "padded_object_id_id")
    public static class PaddedObjectIdId {
        @Id
        @ObjectIdGenerated
        @Column(columnDefinition = "BINARY(16)")
        public ObjectId id;
    }

    /** Text column for a byte[] id. */
    @Entity(name = "TextForBytesId")
    @Table(name = "text_for_bytes_id")
    public static class TextForBytesId {
        @Id
        @ObjectIdGenerated
        @Column(columnDefinition = "varchar(24)")
        public byte[] id;
    }

    /** A plain ObjectId attribute (not an id) in a column too short for its 12 bytes. */
    @Entity(name = "ShortObjectIdColumn")
    @Table(name = "short_object_id_column")
    public static class ShortObjectIdColumn {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @Column(name = "parent", length = 10)
        public ObjectId parent;
    }

    /** An ObjectId as text in a fixed CHAR(30), which pads it. */
    @Entity(name = "PaddedObjectIdText")
    @Table(name = "padded_object_id_text")
    public static class PaddedObjectIdText {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @JdbcTypeCode(SqlTypes.CHAR)
        @Column(length = 30)
        public ObjectId parent;
    }

    /** A uuid-mapped ObjectId declared as bytes. */
    @Entity(name = "UuidAsBytes")
    @Table(name = "uuid_as_bytes")
    public static class UuidAsBytes {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @JdbcTypeCode(SqlTypes.UUID)
        @Column(columnDefinition = "varbinary(16)")
        public ObjectId parent;
    }

    /** Text declared for an ObjectId that is bound as bytes (no length 24, no CHAR JDBC type). */
    @Entity(name = "TextForBinaryObjectId")
    @Table(name = "text_for_binary_object_id")
    public static class TextForBinaryObjectId {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @Column(columnDefinition = "varchar(24)")
        public ObjectId parent;
    }

    /** Every declaration that holds an id as it is: the check lets these boot. */
    @Entity(name = "AcceptedColumns")
    @Table(name = "accepted_columns")
    public static class AcceptedColumns {
        @Id
        @GeneratedValue(generator = "objectid")
        @Column(length = 32)
        public String id;
        @Column(columnDefinition = "varchar(24)", length = 24)
        public ObjectId asVarchar;
        @Column(length = 16)
        public ObjectId asVarbinary;
        @JdbcTypeCode(SqlTypes.CHAR)
        @Column(name = "as_char")
        public ObjectId asChar;
    }

    /** A String id in CHAR(24) spelt out by the application: accepted as it is. */
    @Entity(name = "DeclaredChar24")
    @Table(name = "declared_char24")
    public static class DeclaredChar24 {
        @Id
        @GeneratedValue(generator = "objectid")
        @Column(columnDefinition = "char(24)")
        public String id;
    }

    /** A fixed-length CHAR of the mapping's own choice with a length that pads the id. */
    @Entity(name = "PaddedCharStringId")
    @Table(name = "padded_char_string_id")
    public static class PaddedCharStringId {
        @Id
        @ObjectIdGenerated
        @JdbcTypeCode(SqlTypes.CHAR)
        @Column(length = 30)
        public String id;
    }

    /** A fixed-length CHAR of the mapping's own choice and no length: typed CHAR(24). */
    @Entity(name = "CharStringId")
    @Table(name = "char_string_id")
    public static class CharStringId {
        @Id
        @ObjectIdGenerated
        @JdbcTypeCode(SqlTypes.CHAR)
        public String id;
    }

    /** An entity with a unique non-key column that another entity's join column references. */
    @Entity(name = "Slugged")
    @Table(name = "slugged")
    public static class Slugged {
        @Id
        @ObjectIdGenerated
        public String id;
        @Column(unique = true, length = 10)
        public String slug;
    }

    /** A foreign key to Slugged.slug, not to its ObjectId key: neither typed nor refused. */
    @Entity(name = "SlugRef")
    @Table(name = "slug_ref")
    public static class SlugRef {
        @Id
        @ObjectIdGenerated
        public String id;
        @ManyToOne
        @JoinColumn(name = "slug", referencedColumnName = "slug")
        public Slugged target;
    }

    /** The root of a joined hierarchy with a String ObjectId key. */
    @Entity(name = "Animal")
    @Table(name = "animal")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Animal {
        @Id
        @ObjectIdGenerated
        public String id;
    }

    /** A joined subclass: its key column references the root's. */
    @Entity(name = "Dog")
    @Table(name = "dog")
    public static class Dog extends Animal {
        public String name;
    }

    /** A foreign key to the subclass Dog. */
    @Entity(name = "Kennel")
    @Table(name = "kennel")
    public static class Kennel {
        @Id
        @ObjectIdGenerated
        public String id;
        @ManyToOne
        public Dog dog;
    }

    /** Stores an ObjectId as 16 base64 characters: what the converter makes is not an ObjectId column. */
    public static class Base64Converter implements AttributeConverter<ObjectId, String> {
        @Override
        public String convertToDatabaseColumn(ObjectId id) {
            return id == null ? null : Base64.getEncoder().encodeToString(id.toByteArray());
        }

        @Override
        public ObjectId convertToEntityAttribute(String text) {
            return text == null ? null : ObjectId.fromBytes(Base64.getDecoder().decode(text));
        }
    }

    /** An ObjectId attribute with a converter to a column of 16 characters. */
    @Entity(name = "Converted")
    @Table(name = "converted")
    public static class Converted {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @Convert(converter = Base64Converter.class)
        @Column(length = 16)
        public ObjectId base64;
    }
}
