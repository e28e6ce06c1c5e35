package dev.oid;

import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The fields of an {@link ObjectId} under both layouts of the MongoDB ObjectId specification: the current
 * one (process-unique value + counter) and the legacy one (machine id + process id + counter) used by drivers
 * before 2018.
 *
 * <table class="striped">
 *   <caption>How the 12 bytes are read</caption>
 *   <thead>
 *     <tr><th scope="col">bytes</th><th scope="col">current layout</th><th scope="col">legacy layout</th></tr>
 *   </thead>
 *   <tbody>
 *     <tr><th scope="row">0-3</th><td colspan="2">timestamp: unsigned seconds since the epoch</td></tr>
 *     <tr><th scope="row">4-6</th><td rowspan="2">process-unique value (5 random bytes)</td>
 *         <td>machine id (3 bytes, e.g. from a hash of the host name)</td></tr>
 *     <tr><th scope="row">7-8</th><td>process id (2 bytes, unsigned)</td></tr>
 *     <tr><th scope="row">9-11</th><td colspan="2">counter (24 bits)</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Nothing in an id says which layout minted it; both readings are always given, and the reader decides.
 *
 * <pre>{@code
 * ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.parse("5a17b9d9ab102555b9c38874"));
 * layout.instant();        // 2017-11-24T06:19:05Z
 * layout.legacyMachine();  // "ab1025"
 * layout.legacyPid();      // 21945
 * layout.counter();        // 12814452 (0xc38874)
 * }</pre>
 *
 * <p>Instances are immutable; equal when they explain equal ids.
 *
 * @since 0.1.0
 */
public final class ObjectIdLayout {

    /**
     * Whether an id is one of the range-query boundaries of its second ({@link ObjectId#min(Instant)},
     * {@link ObjectId#max(Instant)}): such ids are built for queries and are not minted by a generator that
     * follows the specification (its process-unique value would have to be all zero or all 0xff bits).
     *
     * @since 0.1.0
     */
    public enum Boundary {
        /** An ordinary id: the bytes after the timestamp are neither all zero nor all 0xff. */
        NONE,
        /** The smallest id of its second: all eight bytes after the timestamp are zero. */
        MIN,
        /** The largest id of its second: all eight bytes after the timestamp are 0xff. */
        MAX
    }

    private final ObjectId id;
    private final long low;

    private ObjectIdLayout(ObjectId id) {
        this.id = id;
        this.low = id.low();
    }

    /**
     * Explains {@code id} under both layouts.
     *
     * @param id the id to explain
     * @return its fields
     * @throws NullPointerException if {@code id} is {@code null}
     */
    public static ObjectIdLayout of(ObjectId id) {
        return new ObjectIdLayout(Objects.requireNonNull(id, "id"));
    }

    /**
     * Returns the id explained.
     *
     * @return the id
     */
    public ObjectId id() {
        return id;
    }

    /**
     * Returns bytes 0-3, the same in both layouts.
     *
     * @return seconds since 1970-01-01T00:00:00Z, unsigned, 0 to 4294967295
     */
    public long timestamp() {
        return id.timestamp();
    }

    /**
     * Returns the creation time, the same in both layouts.
     *
     * @return the instant of {@link #timestamp()}, at second precision
     */
    public Instant instant() {
        return id.instant();
    }

    /**
     * Returns bytes 4-8 under the current layout: the process-unique value.
     *
     * @return 10 lowercase hex characters
     */
    public String processUnique() {
        return hex(low >>> 24, 10);
    }

    /**
     * Returns bytes 9-11, the counter, the same in both layouts.
     *
     * @return 0 to 16777215
     */
    public int counter() {
        return (int) (low & 0xFF_FFFF);
    }

    /**
     * Returns bytes 4-6 under the legacy layout: the machine id.
     *
     * @return 6 lowercase hex characters
     */
    public String legacyMachine() {
        return hex(low >>> 40, 6);
    }

    /**
     * Returns bytes 7-8 under the legacy layout: the process id, read as an unsigned big-endian number.
     *
     * @return 0 to 65535
     */
    public int legacyPid() {
        return (int) ((low >>> 24) & 0xFFFF);
    }

    /**
     * Tells whether the id is a range-query boundary.
     *
     * @return {@link Boundary#MIN} if bytes 4-11 are all zero, {@link Boundary#MAX} if they are all 0xff,
     *         {@link Boundary#NONE} otherwise
     */
    public Boundary boundary() {
        return low == 0 ? Boundary.MIN : low == -1L ? Boundary.MAX : Boundary.NONE;
    }

    /**
     * Tells whether {@code other} explains an equal id.
     *
     * @param other the object to compare with, may be {@code null}
     * @return {@code true} if {@code other} is an {@code ObjectIdLayout} of an equal id; {@code false} for
     *         {@code null}
     */
    @Override
    @SuppressWarnings("exports") // @Nullable is from the optional org.jspecify module: see module-info
    public boolean equals(@Nullable Object other) {
        return this == other || other instanceof ObjectIdLayout that && id.equals(that.id);
    }

    /**
     * Returns the hash code of the id explained.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /**
     * Returns a one-line description of all fields, for logs.
     *
     * @return for example {@code ObjectIdLayout[id=5a17b9d9ab102555b9c38874, timestamp=1511504345,
     *         instant=2017-11-24T06:19:05Z, processUnique=ab102555b9, counter=12814452,
     *         legacyMachine=ab1025, legacyPid=21945, boundary=NONE]}
     */
    @Override
    public String toString() {
        return "ObjectIdLayout[id=" + id + ", timestamp=" + timestamp() + ", instant=" + instant()
                + ", processUnique=" + processUnique() + ", counter=" + counter()
                + ", legacyMachine=" + legacyMachine() + ", legacyPid=" + legacyPid()
                + ", boundary=" + boundary() + "]";
    }

    private static String hex(long value, int digits) {
        char[] chars = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            chars[i] = Character.forDigit((int) (value & 0xF), 16);
            value >>>= 4;
        }
        return new String(chars);
    }
}
