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
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

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
        ObjectId id = Hex.decode(hex);
        if (id == null) {
            throw new IllegalArgumentException(ErrorMessages.invalidHex(hex));
        }
        return id;
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
     * @since 0.1.0
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
     * @since 0.1.0
     */
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public static Optional<ObjectId> tryParse(@Nullable CharSequence hex) {
        return hex == null ? Optional.empty() : Optional.ofNullable(Hex.decode(hex));
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
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public static boolean isValid(@Nullable CharSequence hex) {
        return Hex.isValid(hex);
    }

    /**
     * Quotes untrusted text for an error message exactly as the message of {@link #parse(CharSequence)} quotes
     * its input, for adapters and applications that reject a value in a message of their own (a BSON string
     * where an ObjectId was expected, a JSON property name) and want it shown the same way.
     *
     * <p>The result is the text in double quotes, with {@code "} and {@code \} escaped by a backslash and every
     * character that is not plainly visible escaped as {@code \u005cuXXXX} (C0 and C1 controls, DEL, format
     * characters such as bidirectional overrides, zero-width characters and the byte order mark, line and paragraph
     * separators, spaces other than U+0020, unassigned and private-use code points, lone surrogates), so the quoted
     * text can neither hide, reorder nor break the message around it. Text longer than 64 characters is cut after
     * 64 (never between the two halves of a surrogate pair) and the quote is followed by its full length:
     *
     * <pre>{@code
     * ObjectId.quoteForMessage("not-an-id");       // "not-an-id", double quotes included
     * ObjectId.quoteForMessage("a\tb");            // "a\u005cu0009b"
     * ObjectId.quoteForMessage("x".repeat(100));   // 64 x in double quotes, then "... (100 characters in all)"
     * }</pre>
     *
     * @param text the text to quote, of any length and content
     * @return {@code text}, or its first 64 characters, escaped and in double quotes, followed by
     *         {@code ... (N characters in all)} when it was cut
     * @throws NullPointerException if {@code text} is {@code null}
     * @since 0.1.0
     */
    public static String quoteForMessage(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return ErrorMessages.quote(text);
    }

    /**
     * The message for a value of the wrong shape where an id belongs in JSON or another tree format: a number,
     * boolean, array, {@code null}, or an object other than MongoDB Extended JSON {@code {"$oid": "<24 hex>"}}.
     * Every oid adapter that reads such formats (Jackson 2 and 3, Micronaut Serialization, kotlinx.serialization)
     * reports a wrong shape with this message, inside its framework's own exception type; a string that is not 24
     * hex digits is reported with the message of {@link #parse(CharSequence)} instead.
     *
     * <p>The message names what was expected, then what was found: {@code kind}, followed by {@code value} quoted
     * by {@link #quoteForMessage(CharSequence)} when there is one. The adapters use these kinds, so one bad input
     * reads the same in all of them:
     * <ul>
     *   <li>{@code "a number"} and {@code "a boolean"} with the value's JSON text, {@code "null"}, {@code "an
     *       array"} and {@code "an empty object"} without a value;</li>
     *   <li>{@code "an object with property"} with the name of the object's first property other than
     *       {@code "$oid"};</li>
     *   <li>{@code "an object whose \"$oid\" is "} followed by {@code "a number"}, {@code "a boolean"} (both with
     *       the value), {@code "null"}, {@code "an array"} or {@code "an object"}, when {@code "$oid"} is not a
     *       string.</li>
     * </ul>
     *
     * <pre>{@code
     * ObjectId.wrongShapeMessage("a number", "42");
     * // Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended JSON
     * //   {"$oid": "<24 hexadecimal digits>"}, found a number "42"
     * ObjectId.wrongShapeMessage("an array", null);
     * // Invalid ObjectId: expected a string ... {"$oid": "<24 hexadecimal digits>"}, found an array
     * }</pre>
     *
     * @param kind what was found, in words, such as {@code "a number"}; shown as given, so it must not be input
     * @param value the found value's text, or its first property's name, to quote; {@code null} if the kind says
     *        all
     * @return the message, on one line
     * @throws NullPointerException if {@code kind} is {@code null}
     * @since 0.1.0
     */
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public static String wrongShapeMessage(String kind, @Nullable CharSequence value) {
        Objects.requireNonNull(kind, "kind");
        String found = value == null ? kind : kind + ' ' + ErrorMessages.quote(value);
        return "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended JSON "
                + "{\"$oid\": \"<24 hexadecimal digits>\"}, found " + found;
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
    public String toHexString() {
        return Hex.toHexString(timestamp, low);
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
        Hex.writeHexTo(timestamp, low, target, offset);
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
     * @param other the object to compare with, may be {@code null}
     * @return {@code true} if the bytes are equal; {@code false} for {@code null}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public boolean equals(@Nullable Object other) {
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
