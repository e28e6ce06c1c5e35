package dev.oid.benchmarks.keys;

import com.github.f4b6a3.uuid.factory.standard.TimeOrderedEpochFactory;
import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import dev.oid.ObjectIdUuids;
import io.hypersistence.tsid.TSID;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The primary-key types the key benchmarks compare, one catalogue for both: their column type per database, how
 * the client mints one (from a clock the benchmark drives), the key range that holds the rows of a time range, and
 * which of them each benchmark measures ({@link #jdbc()}; the Hibernate benchmark maps every key it has an entity
 * for). Text keys come twice: on the column's default collation and on a binary one.
 */
public enum KeyType {

    /** Database-generated {@code bigint} identity (PostgreSQL) / {@code BIGINT AUTO_INCREMENT} (MariaDB). */
    BIGINT("bigint", "bigint generated always as identity", "BIGINT AUTO_INCREMENT"),
    /**
     * A {@code bigint} from a database sequence, fetched 50 at a time by Hibernate's pooled optimizer (Hibernate
     * benchmark only: over JDBC the identity rows are batched already).
     */
    BIGINT_SEQUENCE("bigint_sequence", "bigint", "BIGINT"),
    /** hypersistence-tsid's TSID, a time-sorted 64-bit long minted in the client. */
    TSID_LONG("tsid", "bigint", "BIGINT"),
    /** A random (version 4) UUID, {@code java.util.UUID.randomUUID()}. */
    UUID_V4("uuidv4", "uuid", "UUID"),
    /** uuid-creator's time-ordered UUIDv7 ({@code TimeOrderedEpochFactory}). */
    UUID_V7("uuidv7", "uuid", "UUID"),
    /** oid's ObjectId as 12 bytes. */
    OBJECTID("objectid", "bytea", "BINARY(12)"),
    /**
     * oid's ObjectId as its 24 lowercase hex characters, on the column's default collation (what oid-jpa's
     * {@code CHAR(24)} gets: the database's, {@code C.UTF-8} / {@code utf8mb4_general_ci} on this project's servers).
     */
    OBJECTID_TEXT("objectid_text", "char(24)", "CHAR(24)"),
    /** The same 24 characters on a binary collation: PostgreSQL {@code COLLATE "C"}, MariaDB {@code ascii_bin}. */
    OBJECTID_TEXT_BINARY("objectid_text_bin", "char(24) collate \"C\"", "CHAR(24) CHARACTER SET ascii COLLATE ascii_bin"),
    /** oid's ObjectId packed into a UUIDv7 ({@code ObjectIdUuids.toUuid}, oid-jpa's {@code uuid} mapping). */
    OBJECTID_UUID("objectid_uuid", "uuid", null);

    private final String key;
    private final String postgresql;
    private final String mariadb;

    KeyType(String key, String postgresql, String mariadb) {
        this.key = key;
        this.postgresql = postgresql;
        this.mariadb = mariadb;
    }

    /**
     * The name used in options and in the CSV files.
     *
     * @return e.g. {@code objectid_text}
     */
    public String key() {
        return key;
    }

    /**
     * The column type of the key on a database.
     *
     * @param db the database
     * @return the SQL type, or {@code null} if the key is not measured there
     */
    public String columnType(Db db) {
        return switch (db) {
            case POSTGRESQL -> postgresql;
            case H2 -> this == OBJECTID ? "binary(12)" : this == OBJECTID_TEXT_BINARY ? "char(24)" : postgresql;
            case MARIADB -> mariadb;
        };
    }

    /**
     * Whether the database generates the key (no id column in the INSERT).
     *
     * @return true for the identity column
     */
    public boolean databaseGenerated() {
        return this == BIGINT || this == BIGINT_SEQUENCE;
    }

    /**
     * Whether {@link KeyBenchmark} (plain JDBC) measures this key.
     *
     * @return false for {@link #BIGINT_SEQUENCE} only
     */
    public boolean jdbc() {
        return this != BIGINT_SEQUENCE;
    }

    /**
     * Makes a minter of keys that reads the given clock, as an application would mint them.
     *
     * @param clock the simulated clock
     * @return a supplier of JDBC-bindable keys ({@code Long}, {@code UUID}, {@code byte[]} or {@code String}), or
     *         {@code null} for database-generated keys
     */
    Supplier<Object> minter(Clock clock) {
        switch (this) {
            case BIGINT, BIGINT_SEQUENCE:
                return null;
            case TSID_LONG: {
                TSID.Factory factory = TSID.Factory.builder().withClock(clock).build();
                return () -> factory.generate().toLong();
            }
            case UUID_V4:
                return UUID::randomUUID;
            case UUID_V7: {
                TimeOrderedEpochFactory factory = TimeOrderedEpochFactory.builder().withClock(clock).build();
                return factory::create;
            }
            default: {
                ObjectIdGenerator generator = ObjectIdGenerator.builder().clock(clock).build();
                if (this == OBJECTID) {
                    return () -> generator.generate().toByteArray();
                }
                if (this == OBJECTID_TEXT || this == OBJECTID_TEXT_BINARY) {
                    return () -> generator.generate().toHexString();
                }
                return () -> ObjectIdUuids.toUuid(generator.generate());
            }
        }
    }

    /**
     * The keys {@code [lower, upper)} of exactly the rows minted in {@code [from, to)}, as JDBC-bindable values.
     *
     * @param from the first instant (whole second)
     * @param to the end instant, exclusive (whole second)
     * @return the two bounds, or {@code null} when the key carries no time (identity, UUIDv4)
     */
    Object[] range(Instant from, Instant to) {
        switch (this) {
            case TSID_LONG:
                // the 42-bit time component (ms since the TSID epoch, 2020-01-01) above 22 node/counter bits
                return new Object[] {(from.toEpochMilli() - TSID.TSID_EPOCH) << 22,
                    (to.toEpochMilli() - TSID.TSID_EPOCH) << 22};
            case UUID_V7:
                // the smallest UUIDv7 of each millisecond: unix_ts_ms, version 7, variant 10, all else zero
                return new Object[] {smallestV7(from), smallestV7(to)};
            case OBJECTID:
                return new Object[] {ObjectId.min(from).toByteArray(), ObjectId.min(to).toByteArray()};
            case OBJECTID_TEXT, OBJECTID_TEXT_BINARY:
                return new Object[] {ObjectId.min(from).toHexString(), ObjectId.min(to).toHexString()};
            case OBJECTID_UUID:
                return new Object[] {ObjectIdUuids.toUuid(ObjectId.min(from)), ObjectIdUuids.toUuid(ObjectId.min(to))};
            default:
                return null;
        }
    }

    private static UUID smallestV7(Instant instant) {
        return new UUID(instant.toEpochMilli() << 16 | 0x7000L, 0x8000_0000_0000_0000L);
    }

    /**
     * Finds a key type by its CSV name.
     *
     * @param key e.g. {@code uuidv7}
     * @return the key type
     * @throws IllegalArgumentException if no key type has that name
     */
    public static KeyType of(String key) {
        for (KeyType type : values()) {
            if (type.key.equals(key)) {
                return type;
            }
        }
        throw new IllegalArgumentException("unknown key \"" + key + "\"; expected one of " + String.join(", ",
                Arrays.stream(values()).map(KeyType::key).toList()));
    }
}
