package dev.oid.benchmarks.keys.hibernate;

import dev.oid.ObjectId;
import dev.oid.jpa.ObjectIdGenerated;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import dev.oid.benchmarks.keys.KeyType;
import java.time.LocalDateTime;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.UuidGenerator;
import org.hibernate.type.SqlTypes;

/**
 * The entities of {@link HibernateKeyBenchmark}: one per key type of the catalogue ({@link KeyType}) that Hibernate
 * generates, each in table {@code oid_bench_keys_h_<key>}, with the payload of the JDBC benchmark.
 */
public final class KeyEntities {

    /** The table name prefix; the key's CSV name follows. */
    public static final String TABLE_PREFIX = "oid_bench_keys_h_";

    private KeyEntities() {
    }

    /**
     * The entity of a key type.
     *
     * @param key a key of the catalogue
     * @return its entity class, or {@code null} for {@link KeyType#TSID_LONG} (hypersistence-utils' {@code @Tsid}
     *         generator is not a dependency here; the JDBC benchmark measures TSIDs)
     */
    public static Class<? extends Payload> entity(KeyType key) {
        return switch (key) {
            case BIGINT -> IdentityKey.class;
            case BIGINT_SEQUENCE -> SequenceKey.class;
            case TSID_LONG -> null;
            case UUID_V4 -> UuidV4Key.class;
            case UUID_V7 -> UuidV7Key.class;
            case OBJECTID -> ObjectIdKey.class;
            case OBJECTID_TEXT -> ObjectIdTextKey.class;
            case OBJECTID_TEXT_BINARY -> ObjectIdTextBinaryKey.class;
            case OBJECTID_UUID -> ObjectIdUuidKey.class;
        };
    }

    /** The payload columns every key type's table has. */
    @MappedSuperclass
    public abstract static class Payload {
        /** Creation time. */
        @Column(name = "created_at", nullable = false, secondPrecision = 3)
        public LocalDateTime createdAt;
        /** A customer number. */
        @Column(nullable = false)
        public long customer;
        /** An amount. */
        @Column(nullable = false, precision = 12, scale = 2)
        public BigDecimal amount;
        /** A note. */
        @Column(nullable = false, length = 40)
        public String note;

        /**
         * Sets the payload.
         *
         * @param createdAt creation time
         * @param customer a customer number
         * @param amount an amount
         * @param note a note
         * @return this
         */
        public Payload with(LocalDateTime createdAt, long customer, BigDecimal amount, String note) {
            this.createdAt = createdAt;
            this.customer = customer;
            this.amount = amount;
            this.note = note;
            return this;
        }
    }

    /** Database IDENTITY: Hibernate inserts row by row to read each key. */
    @Entity(name = "IdentityKey")
    @Table(name = "oid_bench_keys_h_bigint")
    public static class IdentityKey extends Payload {
        /** The key. */
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        public Long id;
    }

    /** A database sequence through Hibernate's pooled optimizer: one round trip per 50 ids, batched inserts. */
    @Entity(name = "SequenceKey")
    @Table(name = "oid_bench_keys_h_bigint_sequence")
    public static class SequenceKey extends Payload {
        /** The key. */
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "oid_bench_keys_h_seq")
        @SequenceGenerator(name = "oid_bench_keys_h_seq", sequenceName = "oid_bench_keys_h_seq", allocationSize = 50)
        public Long id;
    }

    /** Hibernate's random UUID (version 4). */
    @Entity(name = "UuidV4Key")
    @Table(name = "oid_bench_keys_h_uuidv4")
    public static class UuidV4Key extends Payload {
        /** The key. */
        @Id
        @UuidGenerator(style = UuidGenerator.Style.RANDOM)
        public UUID id;
    }

    /** Hibernate's time-ordered UUIDv7. */
    @Entity(name = "UuidV7Key")
    @Table(name = "oid_bench_keys_h_uuidv7")
    public static class UuidV7Key extends Payload {
        /** The key. */
        @Id
        @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
        public UUID id;
    }

    /** oid-jpa's generator, {@code bytea} / {@code BINARY(12)}. */
    @Entity(name = "ObjectIdKey")
    @Table(name = "oid_bench_keys_h_objectid")
    public static class ObjectIdKey extends Payload {
        /** The key. */
        @Id
        @ObjectIdGenerated
        public ObjectId id;
    }

    /** oid-jpa's generator on a {@code String} id, {@code char(24)} / {@code varchar(24)}. */
    @Entity(name = "ObjectIdTextKey")
    @Table(name = "oid_bench_keys_h_objectid_text")
    public static class ObjectIdTextKey extends Payload {
        /** The key. */
        @Id
        @ObjectIdGenerated
        public String id;
    }

    /**
     * oid-jpa's generator on a {@code String} id whose column the benchmark alters to a binary collation
     * ({@link KeyType#OBJECTID_TEXT_BINARY}).
     */
    @Entity(name = "ObjectIdTextBinaryKey")
    @Table(name = "oid_bench_keys_h_objectid_text_bin")
    public static class ObjectIdTextBinaryKey extends Payload {
        /** The key. */
        @Id
        @ObjectIdGenerated
        public String id;
    }

    /** oid-jpa's generator into a PostgreSQL {@code uuid} column (not on MariaDB). */
    @Entity(name = "ObjectIdUuidKey")
    @Table(name = "oid_bench_keys_h_objectid_uuid")
    public static class ObjectIdUuidKey extends Payload {
        /** The key. */
        @Id
        @ObjectIdGenerated
        @JdbcTypeCode(SqlTypes.UUID)
        public ObjectId id;
    }
}
