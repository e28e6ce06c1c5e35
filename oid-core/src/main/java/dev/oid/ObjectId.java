package dev.oid;

import java.io.EOFException;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.Serial;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * A MongoDB ObjectId: an immutable 12-byte identifier whose first four bytes are its creation time.
 *
 * <p>The layout follows the MongoDB ObjectId specification; all fields are big-endian:
 * <table class="striped">
 *   <caption>ObjectId byte layout (current specification)</caption>
 *   <thead>
 *     <tr><th scope="col">bytes</th><th scope="col">field</th><th scope="col">meaning</th></tr>
 *   </thead>
 *   <tbody>
 *     <tr><th scope="row">0-3</th><td>timestamp</td>
 *         <td>seconds since the Unix epoch, read as an <em>unsigned</em> 32-bit number
 *             (1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z)</td></tr>
 *     <tr><th scope="row">4-8</th><td>process-unique value</td>
 *         <td>5 bytes drawn at random by each generator (stepped by {@link ObjectIdGenerator} past
 *             16,777,216 ids in one second, see there)</td></tr>
 *     <tr><th scope="row">9-11</th><td>counter</td>
 *         <td>24-bit counter, incremented for each id</td></tr>
 *   </tbody>
 * </table>
 * <p>Ids minted by drivers before 2018 use the legacy layout (3-byte machine id and 2-byte process id in
 * place of the process-unique value); {@link ObjectIdLayout} explains an id under both readings.
 *
 * <p>The canonical text form is 24 lowercase hexadecimal characters ({@link #toHexString()}, also returned
 * by {@link #toString()}); {@link #parse(CharSequence)} accepts exactly 24 ASCII hex digits in either case
 * and nothing else. Equality, hash code and {@linkplain #compareTo(ObjectId) order} follow the 12 bytes;
 * order is unsigned, so it is byte order and, at second precision, creation-time order.
 *
 * <pre>{@code
 * ObjectId id = ObjectId.generate();
 * ObjectId parsed = ObjectId.parse("5a17b9d9ab102555b9c38874");
 * parsed.instant();                                  // 2017-11-24T06:19:05Z
 * // every id created in March 2026: min(from) <= id < min(to)
 * ObjectId from = ObjectId.min(Instant.parse("2026-03-01T00:00:00Z"));
 * ObjectId to = ObjectId.min(Instant.parse("2026-04-01T00:00:00Z"));
 * }</pre>
 *
 * <p>Instances are serializable through a serialization proxy that carries the 12 bytes and reads nothing
 * else.
 *
 * @see <a href="https://github.com/mongodb/specifications/blob/master/source/bson-objectid/objectid.md">MongoDB
 *      ObjectId specification</a>
 * @since 0.1.0
 */
public final class ObjectId implements Comparable<ObjectId>, Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The length of an ObjectId in bytes: {@value}. */
    public static final int BYTES = 12;

    /** The length of an ObjectId's hexadecimal text form in characters: {@value}. */
    public static final int HEX_LENGTH = 24;

    /** The largest timestamp an ObjectId can carry: {@value} seconds, that is 2106-02-07T06:28:15Z. */
    public static final long MAX_TIMESTAMP = 0xFFFF_FFFFL;

    private static final VarHandle BIG_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle BIG_ENDIAN_INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    /** Nibble value of each Latin-1 character, or -1 for characters that are not ASCII hex digits. */
    private static final int[] NIBBLES = new int[256];

    static {
        Arrays.fill(NIBBLES, -1);
        for (int i = 0; i < 10; i++) {
            NIBBLES['0' + i] = i;
        }
        for (int i = 0; i < 6; i++) {
            NIBBLES['a' + i] = 10 + i;
            NIBBLES['A' + i] = 10 + i;
        }
    }

    /**
     * For the {@code String} fast path of {@link #parse(CharSequence)}: eight tables of 256 entries, one per
     * position {@code k} of a character in a group of eight, in one array so that the JIT needs a single base
     * register. Entry {@code 256 * k + c} is the nibble of {@code c} shifted into its place in a 32-bit group
     * ({@code nibble << 4 * (7 - k)}), or -1 if {@code c} is not an ASCII hex digit; OR-ing the eight entries
     * of a group decodes it and leaves it negative if any character is bad.
     */
    private static final long[] PLACED_NIBBLES = new long[8 * 256];

    static {
        Arrays.fill(PLACED_NIBBLES, -1L);
        for (int k = 0; k < 8; k++) {
            for (int c = 0; c < 256; c++) {
                if (NIBBLES[c] >= 0) {
                    PLACED_NIBBLES[256 * k + c] = (long) NIBBLES[c] << 4 * (7 - k);
                }
            }
        }
    }

    /** The two lowercase hex digits of each byte value {@code b} at indexes {@code 2 * b} and {@code 2 * b + 1}. */
    private static final char[] HEX_PAIRS = new char[512];

    static {
        String digits = "0123456789abcdef";
        for (int b = 0; b < 256; b++) {
            HEX_PAIRS[2 * b] = digits.charAt(b >>> 4);
            HEX_PAIRS[2 * b + 1] = digits.charAt(b & 0xF);
        }
    }

    private static final int QUOTE_LIMIT = 64;

    /** Bytes 0-3: the timestamp (unsigned seconds). */
    private final int timestamp;
    /** Bytes 4-11: process-unique value (or machine + pid) and counter. */
    private final long low;

    ObjectId(int timestamp, long low) {
        this.timestamp = timestamp;
        this.low = low;
    }

    // ---------------------------------------------------------------------------------------------
    // Creation
    // ---------------------------------------------------------------------------------------------

    /**
     * Mints a new id with the {@linkplain ObjectIdGenerator#defaultGenerator() default generator}.
     *
     * @return a new id, never equal to an earlier id of the default generator and greater than every id
     *         the default generator returned earlier to the calling thread
     * @throws IllegalStateException if the system clock reads a time outside 1970-01-01T00:00:00Z to
     *         2106-02-07T06:28:15Z
     */
    public static ObjectId generate() {
        return ObjectIdGenerator.defaultGenerator().generate();
    }

    /**
     * Parses the 24-character hexadecimal form of an id.
     *
     * <p>The input must be exactly 24 ASCII hexadecimal digits ({@code 0-9}, {@code a-f}, {@code A-F}); no
     * whitespace, sign, prefix, non-ASCII digit or surrogate is accepted.
     *
     * @param hex the 24 hex characters
     * @return the id
     * @throws NullPointerException if {@code hex} is {@code null}
     * @throws IllegalArgumentException if {@code hex} is not exactly 24 ASCII hex digits; the message quotes
     *         the input (cut after 64 characters) and says what was expected
     */
    public static ObjectId parse(CharSequence hex) {
        Objects.requireNonNull(hex, "hex");
        ObjectId id = decode(hex);
        if (id == null) {
            throw new IllegalArgumentException(invalidHexMessage(hex));
        }
        return id;
    }

    /** Decodes 24 ASCII hex digits, or returns {@code null} if {@code hex} is anything else. */
    private static ObjectId decode(CharSequence hex) {
        if (hex instanceof String s) {
            if (s.length() == HEX_LENGTH) {
                // A loop, not straight-line code: C2 then checks String.charAt's index once, before the loop,
                // instead of once per character. Three groups of eight digits; a bad group is negative. (A bulk
                // copy through String.getBytes and SWAR decoding of eight digits per long measured slower: the
                // copy costs more than the checks it saves.)
                int high = 0;
                long low = 0;
                long bad = 0;
                for (int i = 0; i < HEX_LENGTH; i += 8) {
                    long group = decode8(s, i);
                    bad |= group;
                    high = (int) (low >>> 32);
                    low = low << 32 | group;
                }
                if (bad >= 0) {
                    return new ObjectId(high, low);
                }
            }
        } else if (hex.length() == HEX_LENGTH) {
            // Six independent groups of four digits keep the dependency chains short.
            int g0 = decode4(hex, 0);
            int g1 = decode4(hex, 4);
            int g2 = decode4(hex, 8);
            int g3 = decode4(hex, 12);
            int g4 = decode4(hex, 16);
            int g5 = decode4(hex, 20);
            if (((g0 | g1) | (g2 | g3) | (g4 | g5)) >= 0) {
                return new ObjectId(g0 << 16 | g1, ((long) g2 << 48 | (long) g3 << 32) | ((long) g4 << 16 | g5));
            }
        }
        return null;
    }

    /**
     * Parses the 24-character hexadecimal form of an id; the same as {@link #parse(CharSequence)}, under the
     * name that frameworks look for.
     *
     * <p>Spring's type conversion ({@code @PathVariable}, {@code @RequestParam}), JAX-RS ({@code @PathParam},
     * {@code @QueryParam}) and other binders turn a {@code String} into a value type through a static
     * {@code valueOf(String)} method, so {@code ObjectId} parameters work with them without a converter.
     *
     * @param hex exactly 24 ASCII hexadecimal digits, in either case
     * @return the id
     * @throws NullPointerException if {@code hex} is {@code null}
     * @throws IllegalArgumentException if {@code hex} is not exactly 24 ASCII hex digits; the message quotes
     *         the input (cut after 64 characters, control and invisible characters escaped) and says what was
     *         expected
     * @since 0.2.0
     */
    public static ObjectId valueOf(String hex) {
        return parse(hex);
    }

    /**
     * Parses the 24-character hexadecimal form of an id, or tells that {@code hex} is not one.
     *
     * <p>Accepts exactly what {@link #parse(CharSequence)} accepts. Never throws.
     *
     * @param hex the text to parse, may be {@code null}
     * @return the id, or an empty {@code Optional} if {@code hex} is {@code null} or not exactly 24 ASCII
     *         hexadecimal digits
     * @since 0.2.0
     */
    public static Optional<ObjectId> tryParse(CharSequence hex) {
        return hex == null ? Optional.empty() : Optional.ofNullable(decode(hex));
    }

    /**
     * Tells whether {@code hex} is a valid id: exactly 24 ASCII hexadecimal digits in either case.
     *
     * <p>Never throws and never allocates.
     *
     * @param hex the text to check, may be {@code null}
     * @return {@code true} if {@link #parse(CharSequence)} would accept {@code hex}; {@code false} for
     *         {@code null} and everything else
     */
    public static boolean isValid(CharSequence hex) {
        if (hex == null || hex.length() != HEX_LENGTH) {
            return false;
        }
        if (hex instanceof String s) {
            int bad = 0;
            for (int i = 0; i < HEX_LENGTH; i++) {
                char c = s.charAt(i);
                if (c > 0xFF) {
                    return false;
                }
                bad |= NIBBLES[c];
            }
            return bad >= 0;
        }
        return ((decode4(hex, 0) | decode4(hex, 4)) | (decode4(hex, 8) | decode4(hex, 12)) | (decode4(hex, 16) | decode4(hex, 20))) >= 0;
    }

    /**
     * Creates an id from its 12 big-endian bytes.
     *
     * @param bytes exactly 12 bytes
     * @return the id
     * @throws NullPointerException if {@code bytes} is {@code null}
     * @throws IllegalArgumentException if {@code bytes} is not exactly 12 bytes long
     */
    public static ObjectId fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException(
                    "Invalid ObjectId bytes: expected exactly 12 bytes, found " + bytes.length);
        }
        return fromBytes(bytes, 0);
    }

    /**
     * Creates an id from 12 big-endian bytes of {@code bytes}, starting at {@code offset}.
     *
     * @param bytes the array to read from
     * @param offset index of the first of the 12 bytes
     * @return the id
     * @throws NullPointerException if {@code bytes} is {@code null}
     * @throws IndexOutOfBoundsException if {@code offset} is negative or fewer than 12 bytes follow it
     */
    public static ObjectId fromBytes(byte[] bytes, int offset) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromIndexSize(offset, BYTES, bytes.length);
        return new ObjectId((int) BIG_ENDIAN_INT.get(bytes, offset), (long) BIG_ENDIAN_LONG.get(bytes, offset + 4));
    }

    /**
     * Reads an id from the next 12 bytes of {@code buffer} and advances its position by 12.
     *
     * <p>The bytes are read big-endian whatever the buffer's {@linkplain ByteBuffer#order() byte order};
     * the buffer's byte order is left as it was.
     *
     * @param buffer the buffer to read from
     * @return the id
     * @throws NullPointerException if {@code buffer} is {@code null}
     * @throws BufferUnderflowException if fewer than 12 bytes remain; the position is then unchanged
     */
    public static ObjectId readFrom(ByteBuffer buffer) {
        Objects.requireNonNull(buffer, "buffer");
        if (buffer.remaining() < BYTES) {
            throw new BufferUnderflowException();
        }
        int position = buffer.position();
        int timestamp = buffer.getInt(position);
        long low = buffer.getLong(position + 4);
        if (buffer.order() == ByteOrder.LITTLE_ENDIAN) {
            timestamp = Integer.reverseBytes(timestamp);
            low = Long.reverseBytes(low);
        }
        buffer.position(position + BYTES);
        return new ObjectId(timestamp, low);
    }

    /**
     * Returns the smallest id of the second of {@code instant}: that timestamp followed by eight zero bytes.
     *
     * <p>For creation-time range queries: the ids created in {@code [from, to)} are exactly those with
     * {@code min(from) <= id < min(to)}. A boundary id is for queries only and must never be stored as a
     * document's id.
     *
     * @param instant any instant of the second, truncated to the second
     * @return the smallest id of that second
     * @throws NullPointerException if {@code instant} is {@code null}
     * @throws IllegalArgumentException if {@code instant} is before 1970-01-01T00:00:00Z or after
     *         2106-02-07T06:28:15.999999999Z, the range of the unsigned 32-bit timestamp
     */
    public static ObjectId min(Instant instant) {
        return new ObjectId(checkedTimestamp(instant), 0L);
    }

    /**
     * Returns the largest id of the second of {@code instant}: that timestamp followed by eight 0xff bytes.
     *
     * <p>For inclusive upper bounds: the ids created during the second of {@code t} or earlier are exactly
     * those with {@code id <= max(t)}. A boundary id is for queries only and must never be stored.
     *
     * @param instant any instant of the second, truncated to the second
     * @return the largest id of that second
     * @throws NullPointerException if {@code instant} is {@code null}
     * @throws IllegalArgumentException if {@code instant} is before 1970-01-01T00:00:00Z or after
     *         2106-02-07T06:28:15.999999999Z, the range of the unsigned 32-bit timestamp
     */
    public static ObjectId max(Instant instant) {
        return new ObjectId(checkedTimestamp(instant), -1L);
    }

    // ---------------------------------------------------------------------------------------------
    // Accessors
    // ---------------------------------------------------------------------------------------------

    /**
     * Returns the timestamp: bytes 0-3 read as an unsigned big-endian number.
     *
     * @return seconds since 1970-01-01T00:00:00Z, from 0 to 4294967295 ({@link #MAX_TIMESTAMP})
     */
    public long timestamp() {
        return Integer.toUnsignedLong(timestamp);
    }

    /**
     * Returns the creation time, at second precision.
     *
     * @return the instant of {@link #timestamp()}, between 1970-01-01T00:00:00Z and 2106-02-07T06:28:15Z
     */
    public Instant instant() {
        return Instant.ofEpochSecond(timestamp());
    }

    /**
     * Returns the 12 bytes of this id in a new array, big-endian.
     *
     * @return a new array of 12 bytes
     */
    public byte[] toByteArray() {
        byte[] bytes = new byte[BYTES];
        writeTo(bytes, 0);
        return bytes;
    }

    /**
     * Writes the 12 big-endian bytes of this id into {@code target}, starting at {@code offset}, without
     * allocating.
     *
     * @param target the array to write into
     * @param offset index where the first byte goes
     * @throws NullPointerException if {@code target} is {@code null}
     * @throws IndexOutOfBoundsException if {@code offset} is negative or fewer than 12 bytes follow it;
     *         nothing is written then
     */
    public void writeTo(byte[] target, int offset) {
        Objects.requireNonNull(target, "target");
        Objects.checkFromIndexSize(offset, BYTES, target.length);
        BIG_ENDIAN_INT.set(target, offset, timestamp);
        BIG_ENDIAN_LONG.set(target, offset + 4, low);
    }

    /**
     * Writes the 12 big-endian bytes of this id at the buffer's position and advances it by 12.
     *
     * <p>The bytes are written big-endian whatever the buffer's {@linkplain ByteBuffer#order() byte order};
     * the buffer's byte order is left as it was.
     *
     * @param buffer the buffer to write into
     * @throws NullPointerException if {@code buffer} is {@code null}
     * @throws java.nio.BufferOverflowException if fewer than 12 bytes remain; nothing is written then
     * @throws ReadOnlyBufferException if the buffer is read-only
     */
    public void writeTo(ByteBuffer buffer) {
        Objects.requireNonNull(buffer, "buffer");
        if (buffer.isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        if (buffer.remaining() < BYTES) {
            throw new java.nio.BufferOverflowException();
        }
        int position = buffer.position();
        boolean little = buffer.order() == ByteOrder.LITTLE_ENDIAN;
        buffer.putInt(position, little ? Integer.reverseBytes(timestamp) : timestamp);
        buffer.putLong(position + 4, little ? Long.reverseBytes(low) : low);
        buffer.position(position + BYTES);
    }

    /**
     * Returns the canonical text form: 24 lowercase hexadecimal characters.
     *
     * @return 24 characters from {@code 0-9a-f}
     */
    @SuppressWarnings("deprecation") // String(byte[], int, int, int) with hibyte 0: Latin-1, small enough to inline
    public String toHexString() {
        byte[] ascii = new byte[HEX_LENGTH];
        BIG_ENDIAN_LONG.set(ascii, 0, encode8(timestamp));
        BIG_ENDIAN_LONG.set(ascii, 8, encode8((int) (low >>> 32)));
        BIG_ENDIAN_LONG.set(ascii, 16, encode8((int) low));
        return new String(ascii, 0, 0, HEX_LENGTH);
    }

    /**
     * Writes the canonical text form, 24 lowercase hexadecimal characters, into {@code target} starting at
     * {@code offset}, without allocating.
     *
     * <p>{@code target[offset]} to {@code target[offset + 23]} receive the characters of {@link #toHexString()};
     * no other element is touched. For writers that take characters from an array, such as
     * {@code JsonGenerator.writeString(char[], int, int)}, this spares the 24-character {@code String}.
     *
     * @param target the array to write into
     * @param offset index where the first character goes
     * @throws NullPointerException if {@code target} is {@code null}
     * @throws IndexOutOfBoundsException if {@code offset} is negative or fewer than 24 elements of
     *         {@code target} follow it (including the one at {@code offset}); nothing is written then
     */
    public void writeHexTo(char[] target, int offset) {
        Objects.requireNonNull(target, "target");
        Objects.checkFromIndexSize(offset, HEX_LENGTH, target.length);
        hexPairs(timestamp, target, offset);
        hexPairs((int) (low >>> 32), target, offset + 8);
        hexPairs((int) low, target, offset + 16);
    }

    /**
     * Returns the canonical text form, the same as {@link #toHexString()}.
     *
     * @return 24 lowercase hexadecimal characters
     */
    @Override
    public String toString() {
        return toHexString();
    }

    /**
     * Compares the 12 bytes of the two ids as unsigned numbers: the order of the bytes, which is the order of
     * the timestamps first.
     *
     * @param other the id to compare with
     * @return a negative number, zero or a positive number as this id is less than, equal to or greater
     *         than {@code other}
     * @throws NullPointerException if {@code other} is {@code null}
     */
    @Override
    public int compareTo(ObjectId other) {
        int byTime = Integer.compareUnsigned(timestamp, other.timestamp);
        return byTime != 0 ? byTime : Long.compareUnsigned(low, other.low);
    }

    /**
     * Tells whether {@code other} is an {@code ObjectId} with the same 12 bytes.
     *
     * @param other the object to compare with
     * @return {@code true} if the bytes are equal
     */
    @Override
    public boolean equals(Object other) {
        return this == other
                || other instanceof ObjectId that && timestamp == that.timestamp && low == that.low;
    }

    /**
     * Returns a hash code computed from the 12 bytes.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return 31 * timestamp + Long.hashCode(low);
    }

    // ---------------------------------------------------------------------------------------------
    // UUID mapping (RFC 9562 UUIDv7 layout)
    // ---------------------------------------------------------------------------------------------

    /** UUID version nibble (bits 48-51 of the most significant long): 7. */
    private static final long UUID_VERSION_7 = 0x7000L;
    /** The ten least significant bits of a UUID, unused by this mapping and always zero. */
    private static final long UUID_UNUSED_BITS = 0x3FFL;

    /**
     * Returns this id as a UUID laid out as a valid RFC 9562 version 7 UUID, losslessly and in the same order.
     *
     * <p>The 128 bits, most significant first (see
     * <a href="https://www.rfc-editor.org/rfc/rfc9562#name-uuid-version-7">RFC 9562, section 5.7</a>):
     * <ul>
     *   <li>bits 0-47, {@code unix_ts_ms}: the {@linkplain #timestamp() timestamp} in seconds times 1000, so
     *       the milliseconds of a UUID made here are always a multiple of 1000;</li>
     *   <li>bits 48-51, {@code ver}: 7;</li>
     *   <li>bits 52-63, {@code rand_a}: the first 12 bits of bytes 4-11 of this id;</li>
     *   <li>bits 64-65, {@code var}: binary 10;</li>
     *   <li>bits 66-117: the remaining 52 bits of bytes 4-11, in order;</li>
     *   <li>bits 118-127: zero.</li>
     * </ul>
     *
     * <p>The 16 bytes of the UUID, compared as unsigned bytes (as PostgreSQL orders its {@code uuid} type),
     * are in the same order as the 12 bytes of the ids. {@link #fromUuid(UUID)} is the inverse. Example:
     * {@code 5a17b9d9ab102555b9c38874} becomes {@code 015fecad-f7a8-7ab1-8095-56e70e21d000}.
     *
     * @return a new version 7, variant 10 UUID carrying the 12 bytes of this id
     */
    public UUID toUuid() {
        long millis = Integer.toUnsignedLong(timestamp) * 1000L;
        long mostSignificant = millis << 16 | UUID_VERSION_7 | low >>> 52;
        long leastSignificant = Long.MIN_VALUE | (low & 0xF_FFFF_FFFF_FFFFL) << 10;
        return new UUID(mostSignificant, leastSignificant);
    }

    /**
     * Returns the id that {@link #toUuid()} mapped to {@code uuid}, rejecting any UUID that mapping cannot
     * produce.
     *
     * <p>Strict: {@code uuid} must be version 7 and variant 10 (binary), its {@code unix_ts_ms} (the first 48
     * bits) must be a multiple of 1000 no greater than 4294967295000 (2106-02-07T06:28:15Z, the last second an
     * id can carry), and its last 10 bits must be zero. A UUIDv7 minted by any other generator almost always
     * fails these checks, so it is never silently truncated into an id.
     *
     * @param uuid a UUID made by {@link #toUuid()}
     * @return the id with the timestamp {@code unix_ts_ms / 1000} and the 64 bits carried in {@code rand_a}
     *         and {@code rand_b}
     * @throws NullPointerException if {@code uuid} is {@code null}
     * @throws IllegalArgumentException if {@code uuid} is not version 7, not variant 10, has milliseconds that
     *         are not a multiple of 1000 or lie after 2106-02-07T06:28:15Z, or has a non-zero bit among its last
     *         10; the message names the UUID and what was expected
     * @see <a href="https://www.rfc-editor.org/rfc/rfc9562">RFC 9562: Universally Unique IDentifiers (UUIDs)</a>
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
        if (millis / 1000 > MAX_TIMESTAMP) {
            throw badUuid(uuid, "unix_ts_ms at most " + MAX_TIMESTAMP * 1000 + " (2106-02-07T06:28:15Z), got "
                    + millis);
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

    // ---------------------------------------------------------------------------------------------
    // Package-private accessors for ObjectIdLayout and ObjectIdGenerator
    // ---------------------------------------------------------------------------------------------

    /** Bytes 4-11 as a big-endian long. */
    long low() {
        return low;
    }

    // ---------------------------------------------------------------------------------------------
    // Helpers
    // ---------------------------------------------------------------------------------------------

    private static int nibble(char c) {
        return c <= 0xFF ? NIBBLES[c] : -1;
    }

    /**
     * Decodes the four hex digits at {@code index}: 0 to 65535, or a negative number if any of the four
     * characters is not an ASCII hex digit (the table maps every other Latin-1 character to -1, and the last
     * term is -1 if any character is above U+00FF).
     */
    private static int decode4(CharSequence hex, int index) {
        int a = hex.charAt(index);
        int b = hex.charAt(index + 1);
        int c = hex.charAt(index + 2);
        int d = hex.charAt(index + 3);
        return (NIBBLES[a & 0xFF] << 12 | NIBBLES[b & 0xFF] << 8) | (NIBBLES[c & 0xFF] << 4 | NIBBLES[d & 0xFF])
                | (0xFF - (a | b | c | d)) >> 31;
    }

    /**
     * Decodes the eight hex digits of {@code hex} at {@code index}: 0 to 2^32 - 1, or -1 if any of them is not an
     * ASCII hex digit.
     *
     * <p>The test for characters above U+00FF is per character so that C2 removes it when the strings it has
     * seen are all Latin-1 (their characters are then known to be at most 0xFF); it also makes the characters
     * valid table indexes without a mask.
     */
    private static long decode8(String hex, int index) {
        char c0 = hex.charAt(index);
        char c1 = hex.charAt(index + 1);
        char c2 = hex.charAt(index + 2);
        char c3 = hex.charAt(index + 3);
        char c4 = hex.charAt(index + 4);
        char c5 = hex.charAt(index + 5);
        char c6 = hex.charAt(index + 6);
        char c7 = hex.charAt(index + 7);
        if (c0 > 0xFF || c1 > 0xFF || c2 > 0xFF || c3 > 0xFF || c4 > 0xFF || c5 > 0xFF || c6 > 0xFF || c7 > 0xFF) {
            return -1L;
        }
        long[] t = PLACED_NIBBLES;
        return ((t[c0] | t[256 + c1]) | (t[512 + c2] | t[768 + c3]))
                | ((t[1024 + c4] | t[1280 + c5]) | (t[1536 + c6] | t[1792 + c7]));
    }

    /**
     * Spreads the eight nibbles of {@code value} into the eight bytes of a long, most significant first, and
     * turns each into its lowercase ASCII hex digit.
     */
    private static long encode8(int value) {
        long x = Integer.toUnsignedLong(value);
        x = ((x & 0xFFFF_0000L) << 16) | (x & 0xFFFFL);
        x = ((x & 0x0000_FF00_0000_FF00L) << 8) | (x & 0x0000_00FF_0000_00FFL);
        x = ((x & 0x00F0_00F0_00F0_00F0L) << 4) | (x & 0x000F_000F_000F_000FL);
        // 1 in each byte whose nibble is 10..15, so that it gets the offset from '0' + 10 to 'a'.
        long letters = ((x + 0x0606_0606_0606_0606L) >>> 4) & 0x0101_0101_0101_0101L;
        return x + 0x3030_3030_3030_3030L + letters * ('a' - '0' - 10);
    }

    /**
     * Writes the eight lowercase hex digits of {@code value} at {@code offset}, two per table look-up (a
     * look-up per byte measured twice as fast as spreading {@link #encode8(int)} into chars).
     */
    private static void hexPairs(int value, char[] target, int offset) {
        char[] pairs = HEX_PAIRS;
        int b0 = value >>> 23 & 0x1FE;
        int b1 = value >>> 15 & 0x1FE;
        int b2 = value >>> 7 & 0x1FE;
        int b3 = value << 1 & 0x1FE;
        target[offset] = pairs[b0];
        target[offset + 1] = pairs[b0 + 1];
        target[offset + 2] = pairs[b1];
        target[offset + 3] = pairs[b1 + 1];
        target[offset + 4] = pairs[b2];
        target[offset + 5] = pairs[b2 + 1];
        target[offset + 6] = pairs[b3];
        target[offset + 7] = pairs[b3 + 1];
    }

    static int checkedTimestamp(Instant instant) {
        Objects.requireNonNull(instant, "instant");
        long seconds = instant.getEpochSecond();
        if (seconds < 0 || seconds > MAX_TIMESTAMP) {
            throw new IllegalArgumentException("Instant " + instant
                    + " is outside the ObjectId timestamp range: expected 1970-01-01T00:00:00Z to "
                    + "2106-02-07T06:28:15Z (unsigned 32-bit seconds since the epoch)");
        }
        return (int) seconds;
    }

    private static String invalidHexMessage(CharSequence hex) {
        StringBuilder message = new StringBuilder("Invalid ObjectId ");
        quote(hex, message);
        message.append(": expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found ");
        int length = hex.length();
        if (length != HEX_LENGTH) {
            message.append(length).append(length == 1 ? " character" : " characters");
            return message.toString();
        }
        for (int i = 0; i < length; i++) {
            char c = hex.charAt(i);
            if (nibble(c) < 0) {
                int codePoint = Character.codePointAt(hex, i);
                message.append(describe(codePoint)).append(" at index ").append(i);
                break;
            }
        }
        return message.toString();
    }

    private static String describe(int codePoint) {
        String code = String.format("U+%04X", codePoint);
        if (Character.isWhitespace(codePoint) || !visible(codePoint)) {
            return code + (Character.isWhitespace(codePoint) ? " (whitespace)" : "");
        }
        return "'" + new String(Character.toChars(codePoint)) + "' (" + code + ")";
    }

    /**
     * Appends {@code text} in double quotes, cut after 64 characters (never between the two halves of a
     * surrogate pair), with every character that is not plainly visible escaped as {@code \\uXXXX}: C0 and C1
     * controls, DEL, format characters (bidirectional overrides and isolates, zero-width characters, the byte
     * order mark U+FEFF), line and paragraph separators, spaces other than U+0020, unassigned and private-use
     * code points and lone surrogates. A message can then neither hide nor reorder nor break the text around it.
     */
    static void quote(CharSequence text, StringBuilder out) {
        out.append('"');
        int length = text.length();
        int shown = Math.min(length, QUOTE_LIMIT);
        if (shown < length && shown > 0 && Character.isHighSurrogate(text.charAt(shown - 1))
                && Character.isLowSurrogate(text.charAt(shown))) {
            shown--;
        }
        for (int i = 0; i < shown; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < shown && Character.isLowSurrogate(text.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, text.charAt(i + 1));
                if (visible(codePoint)) {
                    out.append(c).append(text.charAt(i + 1));
                } else {
                    escape(c, out);
                    escape(text.charAt(i + 1), out);
                }
                i++;
            } else if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (Character.isSurrogate(c) || !visible(c)) {
                escape(c, out);
            } else {
                out.append(c);
            }
        }
        out.append('"');
        if (shown < length) {
            out.append("... (").append(length).append(" characters in all)");
        }
    }

    /** Whether a code point is shown as it is in a quote (see {@link #quote(CharSequence, StringBuilder)}). */
    private static boolean visible(int codePoint) {
        if (codePoint == ' ') {
            return true;
        }
        switch (Character.getType(codePoint)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.SPACE_SEPARATOR:
            case Character.UNASSIGNED:
            case Character.PRIVATE_USE:
            case Character.SURROGATE:
                return false;
            default:
                return true;
        }
    }

    private static void escape(char c, StringBuilder out) {
        out.append("\\u");
        String hex = Integer.toHexString(c);
        for (int pad = hex.length(); pad < 4; pad++) {
            out.append('0');
        }
        out.append(hex);
    }

    // ---------------------------------------------------------------------------------------------
    // Serialization
    // ---------------------------------------------------------------------------------------------

    /**
     * Replaces this id by its serialization proxy in the stream.
     *
     * @return the proxy holding the 12 bytes
     */
    @Serial
    private Object writeReplace() {
        return new SerializedForm(timestamp, low);
    }

    /**
     * Rejects a stream that holds an {@code ObjectId} directly instead of its serialization proxy, before
     * anything of its data is read.
     *
     * @param stream the stream
     * @throws InvalidObjectException always
     */
    @Serial
    private void readObject(ObjectInputStream stream) throws InvalidObjectException {
        throw new InvalidObjectException("ObjectId must be deserialized through its serialization proxy");
    }

    /**
     * Rejects a stream that names {@code ObjectId} without its data.
     *
     * @throws InvalidObjectException always
     */
    @Serial
    private void readObjectNoData() throws InvalidObjectException {
        throw new InvalidObjectException("ObjectId must be deserialized through its serialization proxy");
    }

    /**
     * The serial form of an ObjectId: its 12 bytes as a big-endian {@code int} (bytes 0-3) and {@code long}
     * (bytes 4-11), written and read by the proxy itself.
     *
     * <p>{@code Externalizable}, so that the JDK reads no field values on our behalf: a crafted stream cannot
     * make deserialization allocate a huge array or an object of the wrong type for a declared field, because
     * a class descriptor that declares this class {@code Serializable} with fields is rejected
     * ({@code InvalidClassException}) before any data is read, and the proxy itself reads exactly 12 bytes.
     */
    private static final class SerializedForm implements Externalizable {
        @Serial
        private static final long serialVersionUID = 2L;

        private int timestamp;
        private long low;
        private boolean complete;

        /** For deserialization. */
        public SerializedForm() {
        }

        SerializedForm(int timestamp, long low) {
            this.timestamp = timestamp;
            this.low = low;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(timestamp);
            out.writeLong(low);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            try {
                timestamp = in.readInt();
                low = in.readLong();
            } catch (EOFException e) {
                InvalidObjectException invalid =
                        new InvalidObjectException("ObjectId serial form must hold exactly 12 bytes; the stream ends early");
                invalid.initCause(e);
                throw invalid;
            }
            complete = true;
        }

        @Serial
        private Object readResolve() throws InvalidObjectException {
            if (!complete) {
                throw new InvalidObjectException("ObjectId serial form holds no data");
            }
            return new ObjectId(timestamp, low);
        }
    }
}
