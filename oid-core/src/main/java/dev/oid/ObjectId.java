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
import java.nio.ByteOrder;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import dev.oid.internal.ErrorMessages;
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
        return new ObjectId((int) BIG_ENDIAN_INT.get(bytes, 0), (long) BIG_ENDIAN_LONG.get(bytes, 4));
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
     * Returns the canonical text form: 24 lowercase hexadecimal characters.
     *
     * @return 24 characters from {@code 0-9a-f}
     */
    public String toHexString() {
        return Hex.toHexString(timestamp, low);
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
