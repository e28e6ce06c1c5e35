package dev.oid;

import java.util.HexFormat;
import java.util.Objects;

/**
 * Assigns a generator its process-unique value (bytes 4-8 of every id) from outside, and approves every call's
 * ids before the generator returns them: for values that a process holds only for a time and may lose and take
 * again, such as the slots that oid-lease-jdbc's {@code ProcessUniqueLease} leases from a SQL table.
 *
 * <p>A generator built with {@link ObjectIdGenerator.Builder#processUnique(ProcessUniqueSource)} calls
 * {@link #approve(long, long)} once per {@code generate()} and once per {@code generate(int)}, on the minting
 * thread, after it read the clock and reserved the ids. It returns them only if the source answers with the same
 * {@link Assignment} object whose value they carry. An assignment therefore names one holding of a value: return
 * the same object for as long as the value is held, and a new one when the value is taken again, even if it is the
 * same value (the generator then starts a fresh counter). Fences in time are the source's own: it throws for
 * seconds whose ids it must not allow (for example seconds in which a previous holder of the value may have
 * minted).
 *
 * <pre>{@code
 * ProcessUniqueSource source = (firstSecond, lastSecond) -> {
 *     Holding holding = currentHolding;                   // volatile, replaced when the value is taken again
 *     if (holding == null || !holding.allows(firstSecond, lastSecond)) {
 *         throw new IllegalStateException("no process-unique value is held for these seconds");
 *     }
 *     return holding.assignment();                        // ProcessUniqueSource.Assignment.of(holding.slot())
 * };
 * ObjectIdGenerator generator = ObjectIdGenerator.builder().processUnique(source).build();
 * }</pre>
 *
 * @see ObjectIdGenerator.Builder#processUnique(byte[])
 * @since 0.1.0
 */
@FunctionalInterface
public interface ProcessUniqueSource {

    /**
     * Approves ids about to be returned and names the value they must carry.
     *
     * @param firstSecond the earliest timestamp of the ids, in seconds since the Unix epoch (unsigned 32-bit, 0 to
     *        4294967295), read from the generator's clock before this call
     * @param lastSecond the latest timestamp of the ids; equal to {@code firstSecond} for {@code generate()}, and
     *        for a batch unless its ids span seconds
     * @return the assignment the ids may carry now: the same object as long as the value is held
     * @throws IllegalStateException to refuse: the generator's call throws this exception, and the refused ids are
     *         never returned later
     */
    Assignment approve(long firstSecond, long lastSecond);

    /**
     * One holding of a process-unique value: the 5-byte value, compared by identity. Two assignments of the same
     * value are different holdings (the generator starts a fresh counter when it moves from one to the other).
     *
     * <p>This class is immutable and thread-safe.
     *
     * @since 0.1.0
     */
    final class Assignment {

        /** The largest process-unique value: {@value}, 2^40 - 1. */
        public static final long MAX_VALUE = (1L << 40) - 1;

        private final long value;

        private Assignment(long value) {
            this.value = value;
        }

        /**
         * Returns a new assignment of a value given as a number.
         *
         * @param value the process-unique value, 0 to {@value #MAX_VALUE}; ids carry it as 5 big-endian bytes
         * @return a new assignment, different from every other
         * @throws IllegalArgumentException if {@code value} is negative or larger than {@value #MAX_VALUE}
         */
        public static Assignment of(long value) {
            if (value < 0 || value > MAX_VALUE) {
                throw new IllegalArgumentException("A process-unique value must be from 0 to " + MAX_VALUE
                        + " (5 bytes), found " + value);
            }
            return new Assignment(value);
        }

        /**
         * Returns a new assignment of a value given as bytes.
         *
         * @param fiveBytes the value, big-endian, exactly 5 bytes (bytes 4-8 of the ids)
         * @return a new assignment, different from every other
         * @throws NullPointerException if {@code fiveBytes} is {@code null}
         * @throws IllegalArgumentException if {@code fiveBytes} is not exactly 5 bytes long
         */
        public static Assignment of(byte[] fiveBytes) {
            Objects.requireNonNull(fiveBytes, "fiveBytes");
            if (fiveBytes.length != 5) {
                throw new IllegalArgumentException("A process-unique value must be exactly 5 bytes, found "
                        + fiveBytes.length);
            }
            long value = 0;
            for (byte b : fiveBytes) {
                value = value << 8 | (b & 0xFF);
            }
            return new Assignment(value);
        }

        /**
         * Returns the value as a number.
         *
         * @return the value, 0 to {@value #MAX_VALUE}
         */
        public long value() {
            return value;
        }

        /**
         * Returns the value as the ids carry it.
         *
         * @return a new array of 5 bytes, big-endian
         */
        public byte[] toBytes() {
            byte[] bytes = new byte[5];
            for (int i = 0; i < 5; i++) {
                bytes[i] = (byte) (value >>> 8 * (4 - i));
            }
            return bytes;
        }

        /**
         * Describes the assignment.
         *
         * @return the value as 10 lowercase hex digits, e.g. {@code Assignment[0000000003]}
         */
        @Override
        public String toString() {
            return "Assignment[" + HexFormat.of().formatHex(toBytes()) + "]";
        }
    }
}
