package dev.oid.jpa;

import dev.oid.ObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** Entities of the oid-jpa tests; each maps to its own table. */
final class TestEntities {

    private TestEntities() {
    }

    /** The zero-configuration mapping on a String id. */
    @Entity(name = "ZeroConfigString")
    @Table(name = "zero_config_string")
    public static class ZeroConfigString {
        @Id
        @GeneratedValue(generator = "objectid")
        public String id;
        public String name;

        public ZeroConfigString() {
        }

        ZeroConfigString(String name) {
            this.name = name;
        }
    }

    /** The zero-configuration mapping on an ObjectId id. */
    @Entity(name = "ZeroConfigObjectId")
    @Table(name = "zero_config_object_id")
    public static class ZeroConfigObjectId {
        @Id
        @GeneratedValue(generator = "objectid")
        public ObjectId id;
        public String name;

        public ZeroConfigObjectId() {
        }

        ZeroConfigObjectId(String name) {
            this.name = name;
        }
    }

    /** @ObjectIdGenerated on an ObjectId id, with ObjectId columns mapped in each supported way. */
    @Entity(name = "Document")
    @Table(name = "document")
    public static class Document {
        @Id
        @ObjectIdGenerated(assignable = true)
        public ObjectId id;
        /** No annotation at all: BINARY(12). */
        public ObjectId ref;
        @Column(length = 24)
        public ObjectId textRef;
        @JdbcTypeCode(SqlTypes.CHAR)
        public ObjectId charRef;
        @Column(name = "named_ref")
        public ObjectId namedRef;

        public Document() {
        }
    }

    /** @ObjectIdGenerated on a String id. */
    @Entity(name = "Note")
    @Table(name = "note")
    public static class Note {
        @Id
        @ObjectIdGenerated(assignable = true)
        public String id;
        public String text;

        public Note() {
        }

        Note(String text) {
            this.text = text;
        }
    }

    /** @ObjectIdGenerated on a byte[] id. */
    @Entity(name = "Blob12")
    @Table(name = "blob12")
    public static class Blob12 {
        @Id
        @ObjectIdGenerated(assignable = true)
        public byte[] id;
        public String label;

        public Blob12() {
        }

        Blob12(String label) {
            this.label = label;
        }
    }

    /** A many-to-one whose foreign key is an ObjectId. */
    @Entity(name = "Line")
    @Table(name = "line")
    public static class Line {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        @ManyToOne(fetch = FetchType.LAZY)
        public Document document;

        public Line() {
        }

        Line(Document document) {
            this.document = document;
        }
    }

    /** A many-to-one whose foreign key references a CHAR(24) String id. */
    @Entity(name = "Comment")
    @Table(name = "comment")
    public static class Comment {
        @Id
        @ObjectIdGenerated
        public String id;
        @ManyToOne(fetch = FetchType.LAZY)
        public Note note;

        public Comment() {
        }

        Comment(Note note) {
            this.note = note;
        }
    }

    /** Time-range queries: ObjectId primary key. */
    @Entity(name = "Event")
    @Table(name = "event")
    public static class Event {
        @Id
        @ObjectIdGenerated(assignable = true)
        public ObjectId id;
        public String label;

        public Event() {
        }

        Event(String label) {
            this.label = label;
        }
    }

    /** ObjectId primary key in a uuid column, in the UUIDv7 layout of ObjectIdUuids.toUuid(ObjectId). */
    @Entity(name = "UuidKeyed")
    @Table(name = "uuid_keyed")
    public static class UuidKeyed {
        @Id
        @ObjectIdGenerated(assignable = true)
        @JdbcTypeCode(SqlTypes.UUID)
        public ObjectId id;
        public String label;

        public UuidKeyed() {
        }

        UuidKeyed(String label) {
            this.label = label;
        }
    }

    /** Peer of the batching test: identity ids disable JDBC insert batching. */
    @Entity(name = "IdentityRow")
    @Table(name = "identity_row")
    public static class IdentityRow {
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        public Long id;
        public String label;

        public IdentityRow() {
        }

        IdentityRow(String label) {
            this.label = label;
        }
    }

    /** Wrong attribute type under the annotation. */
    @Entity(name = "WrongLong")
    @Table(name = "wrong_long")
    public static class WrongLong {
        @Id
        @ObjectIdGenerated
        public Long id;

        public WrongLong() {
        }
    }

    /** Wrong attribute type under the generator name. */
    @Entity(name = "WrongUuid")
    @Table(name = "wrong_uuid")
    public static class WrongUuid {
        @Id
        @GeneratedValue(generator = "objectid")
        public UUID id;

        public WrongUuid() {
        }
    }

    /** Merge semantics: generated ObjectId id, zero configuration. */
    @Entity(name = "MergeObjectId")
    @Table(name = "merge_object_id")
    public static class MergeObjectId {
        @Id
        @GeneratedValue(generator = "objectid")
        public ObjectId id;
        public String name;
    }

    /** Merge semantics: generated String id, zero configuration. */
    @Entity(name = "MergeString")
    @Table(name = "merge_string")
    public static class MergeString {
        @Id
        @GeneratedValue(generator = "objectid")
        public String id;
        public String name;
    }

    /** Merge semantics: generated byte[] id, zero configuration. */
    @Entity(name = "MergeBytes")
    @Table(name = "merge_bytes")
    public static class MergeBytes {
        @Id
        @GeneratedValue(generator = "objectid")
        public byte[] id;
        public String name;
    }

    /** Merge semantics: plain @ObjectIdGenerated (not assignable). */
    @Entity(name = "MergeAnnotated")
    @Table(name = "merge_annotated")
    public static class MergeAnnotated {
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        public String name;
    }

    /** Merge semantics of Hibernate's own UuidGenerator: the reference behaviour. */
    @Entity(name = "MergeUuid")
    @Table(name = "merge_uuid")
    public static class MergeUuid {
        @Id
        @GeneratedValue(strategy = GenerationType.UUID)
        public UUID id;
        public String name;
    }

    /** Assigned ids through every bootstrap: an assignable ObjectId id. */
    @Entity(name = "Ticket")
    @Table(name = "ticket")
    public static class Ticket {
        @Id
        @ObjectIdGenerated(assignable = true)
        public ObjectId id;
        public String title;

        public Ticket() {
        }

        Ticket(ObjectId id, String title) {
            this.id = id;
            this.title = title;
        }
    }

    /** Assigned ids through every bootstrap: an assignable String id. */
    @Entity(name = "Label")
    @Table(name = "label")
    public static class Label {
        @Id
        @ObjectIdGenerated(assignable = true)
        public String id;
        public String text;

        public Label() {
        }

        Label(String id, String text) {
            this.id = id;
            this.text = text;
        }
    }
}
