package dev.oid;

import java.util.Objects;
import java.util.UUID;

/**
 * A lossless, order-preserving mapping between {@link ObjectId}s and RFC 9562 version 7 {@link UUID}s, for
 * storing ids in a database's native {@code uuid} column (PostgreSQL {@code uuid}, for example).
 *
 * <p>The 128 bits of a mapped UUID, most significant first (see
 * <a href="https://www.rfc-editor.org/rfc/rfc9562#name-uuid-version-7">RFC 9562, section 5.7</a>):
 * <table class="striped">
 *   <caption>ObjectId bits in a version 7 UUID</caption>
 *   <thead>
 *     <tr><th scope="col">UUID bits</th><th scope="col">RFC 9562 field</th><th scope="col">content</th></tr>
 *   </thead>
 *   <tbody>
 *     <tr><th scope="row">0-47</th><td>{@code unix_ts_ms}</td>
 *         <td>the id's {@linkplain ObjectId#timestamp() timestamp} in seconds times 1000, so the milliseconds of
 *             a mapped UUID are always a multiple of 1000</td></tr>
 *     <tr><th scope="row">48-51</th><td>{@code ver}</td><td>7</td></tr>
 *     <tr><th scope="row">52-63</th><td>{@code rand_a}</td><td>the first 12 bits of bytes 4-11 of the id</td></tr>
 *     <tr><th scope="row">64-65</th><td>{@code var}</td><td>binary 10</td></tr>
 *     <tr><th scope="row">66-117</th><td>{@code rand_b}</td><td>the remaining 52 bits of bytes 4-11, in
 *         order</td></tr>
 *     <tr><th scope="row">118-127</th><td>{@code rand_b}</td><td>zero</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The 16 bytes of mapped UUIDs, compared as unsigned bytes (as PostgreSQL orders its {@code uuid} type), are in
 * the same order as the 12 bytes of their ids.
 *
 * <pre>{@code
 * UUID uuid = ObjectIdUuids.toUuid(ObjectId.parse("5a17b9d9ab102555b9c38874"));
 * // 015fecad-f7a8-7ab1-8095-56e70e21d000
 * ObjectId id = ObjectIdUuids.fromUuid(uuid);        // 5a17b9d9ab102555b9c38874
 * }</pre>
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc9562">RFC 9562: Universally Unique IDentifiers (UUIDs)</a>
 * @since 0.1.0
 */
public final class ObjectIdUuids {

    /** UUID version nibble (bits 48-51 of the most significant long): 7. */
    private static final long UUID_VERSION_7 = 0x7000L;
    /** The ten least significant bits of a UUID, unused by this mapping and always zero. */
    private static final long UUID_UNUSED_BITS = 0x3FFL;

    private ObjectIdUuids() {
    }

    /**
     * Returns {@code id} as a valid RFC 9562 version 7, variant 10 UUID, laid out as the class comment shows.
     *
     * @param id the id to map
     * @return a new UUID carrying the 12 bytes of {@code id}; {@link #fromUuid(UUID)} returns {@code id} for it
     * @throws NullPointerException if {@code id} is {@code null}
     */
    public static UUID toUuid(ObjectId id) {
        Objects.requireNonNull(id, "id");
        long low = id.low();
        long millis = id.timestamp() * 1000L;
        long mostSignificant = millis << 16 | UUID_VERSION_7 | low >>> 52;
        long leastSignificant = Long.MIN_VALUE | (low & 0xF_FFFF_FFFF_FFFFL) << 10;
        return new UUID(mostSignificant, leastSignificant);
    }

    /**
     * Returns the id that {@link #toUuid(ObjectId)} mapped to {@code uuid}, rejecting any UUID that mapping cannot
     * produce.
     *
     * <p>Strict: {@code uuid} must be version 7 and variant 10 (binary), its {@code unix_ts_ms} (the first 48
     * bits) must be a multiple of 1000 no greater than 4294967295000 (2106-02-07T06:28:15Z, the last second an
     * id can carry), and its last 10 bits must be zero. A UUIDv7 minted by any other generator almost always
     * fails these checks, so it is never silently truncated into an id.
     *
     * @param uuid a UUID made by {@link #toUuid(ObjectId)}
     * @return the id with the timestamp {@code unix_ts_ms / 1000} and the 64 bits carried in {@code rand_a}
     *         and {@code rand_b}
     * @throws NullPointerException if {@code uuid} is {@code null}
     * @throws IllegalArgumentException if {@code uuid} is not version 7, not variant 10, has milliseconds that
     *         are not a multiple of 1000 or lie after 2106-02-07T06:28:15Z, or has a non-zero bit among its last
     *         10; the message names the UUID and what was expected
     */
    public static ObjectId fromUuid(UUID uuid) {
        Objects.requireNonNull(uuid, "uuid");
        long mostSignificant = uuid.getMostSignificantBits();
        long leastSignificant = uuid.getLeastSignificantBits();
        if (uuid.version() != 7) {
            throw badUuid(uuid, "version 7, got version " + uuid.version());
        }
        if (uuid.variant() != 2) {
            throw badUuid(uuid, "variant 10 (RFC 9562), got variant " + Integer.toBinaryString(uuid.variant()));
        }
        long millis = mostSignificant >>> 16;
        if (millis % 1000 != 0) {
            throw badUuid(uuid, "unix_ts_ms a multiple of 1000, got " + millis);
        }
        if (millis / 1000 > ObjectId.MAX_TIMESTAMP) {
            throw badUuid(uuid, "unix_ts_ms at most " + ObjectId.MAX_TIMESTAMP * 1000
                    + " (2106-02-07T06:28:15Z), got " + millis);
        }
        if ((leastSignificant & UUID_UNUSED_BITS) != 0) {
            throw badUuid(uuid, "the last 10 bits zero, got 0x"
                    + Long.toHexString(leastSignificant & UUID_UNUSED_BITS));
        }
        long low = (mostSignificant & 0xFFFL) << 52 | (leastSignificant & 0x3FFF_FFFF_FFFF_FFFFL) >>> 10;
        return new ObjectId((int) (millis / 1000), low);
    }

    private static IllegalArgumentException badUuid(UUID uuid, String expected) {
        return new IllegalArgumentException("Not a UUID made from an ObjectId: " + uuid + "; expected " + expected);
    }
}
