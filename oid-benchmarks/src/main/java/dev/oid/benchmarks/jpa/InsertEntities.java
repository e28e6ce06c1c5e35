package dev.oid.benchmarks.jpa;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.util.UUID;

/** The four primary-key strategies compared by {@link dev.oid.benchmarks.JpaInsertBenchmark}. */
public final class InsertEntities {

    private InsertEntities() {
    }

    /** ObjectId minted in the application, BINARY(12) ({@code bytea} on PostgreSQL). */
    @Entity(name = "ObjectIdRow")
    @Table(name = "bench_objectid")
    public static class ObjectIdRow {
        /** The key. */
        @Id
        @ObjectIdGenerated
        public ObjectId id;
        /** A small payload. */
        public String payload;

        /** For Hibernate. */
        public ObjectIdRow() {
        }

        /**
         * Creates a row.
         *
         * @param payload the payload
         */
        public ObjectIdRow(String payload) {
            this.payload = payload;
        }
    }

    /** Database IDENTITY bigint: Hibernate must insert row by row to learn each id. */
    @Entity(name = "IdentityRow")
    @Table(name = "bench_identity")
    public static class IdentityRow {
        /** The key. */
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        public Long id;
        /** A small payload. */
        public String payload;

        /** For Hibernate. */
        public IdentityRow() {
        }

        /**
         * Creates a row.
         *
         * @param payload the payload
         */
        public IdentityRow(String payload) {
            this.payload = payload;
        }
    }

    /** Random (version 4) UUID minted in the application, native {@code uuid} on PostgreSQL. */
    @Entity(name = "UuidRow")
    @Table(name = "bench_uuid")
    public static class UuidRow {
        /** The key. */
        @Id
        @GeneratedValue(strategy = GenerationType.UUID)
        public UUID id;
        /** A small payload. */
        public String payload;

        /** For Hibernate. */
        public UuidRow() {
        }

        /**
         * Creates a row.
         *
         * @param payload the payload
         */
        public UuidRow(String payload) {
            this.payload = payload;
        }
    }

    /** A database sequence with Hibernate's pooled optimizer: one sequence call per 50 ids. */
    @Entity(name = "SequenceRow")
    @Table(name = "bench_sequence")
    public static class SequenceRow {
        /** The key. */
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "bench_seq")
        @SequenceGenerator(name = "bench_seq", sequenceName = "bench_seq", allocationSize = 50)
        public Long id;
        /** A small payload. */
        public String payload;

        /** For Hibernate. */
        public SequenceRow() {
        }

        /**
         * Creates a row.
         *
         * @param payload the payload
         */
        public SequenceRow(String payload) {
            this.payload = payload;
        }
    }
}
