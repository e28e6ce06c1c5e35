package dev.oid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The hexadecimal text form of an {@link ObjectId}: strict decoding of 24 ASCII hex digits and encoding into 24
 * lowercase hex digits, with the look-up tables both use.
 *
 * <p>Hot paths ({@link ObjectId#parse(CharSequence)} and {@link ObjectId#toHexString()} are measured against
 * {@code org.bson} in the JMH benchmarks' {@code HexBenchmark}): every method here is static and small enough for the
 * JIT to inline into its caller, and none allocates except {@link #toHexString(int, long)} (the result).
 */
final class Hex {

    private static final VarHandle BIG_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

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
     * For the {@code String} fast path of {@link #decode(CharSequence)}: eight tables of 256 entries, one per
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

    private Hex() {
    }

    // ---------------------------------------------------------------------------------------------
    // Decoding
    // ---------------------------------------------------------------------------------------------

    /** Decodes 24 ASCII hex digits, or returns {@code null} if {@code hex} is anything else. */
    static @Nullable ObjectId decode(CharSequence hex) {
        if (hex instanceof String s) {
            if (s.length() == ObjectId.HEX_LENGTH) {
                // A loop, not straight-line code: C2 then checks String.charAt's index once, before the loop,
                // instead of once per character. Three groups of eight digits; a bad group is negative. (A bulk
                // copy through String.getBytes and SWAR decoding of eight digits per long measured slower: the
                // copy costs more than the checks it saves.)
                int high = 0;
                long low = 0;
                long bad = 0;
                for (int i = 0; i < ObjectId.HEX_LENGTH; i += 8) {
                    long group = decode8(s, i);
                    bad |= group;
                    high = (int) (low >>> 32);
                    low = low << 32 | group;
                }
                if (bad >= 0) {
                    return new ObjectId(high, low);
                }
            }
        } else if (hex.length() == ObjectId.HEX_LENGTH) {
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
     * Tells whether {@code hex} is exactly 24 ASCII hexadecimal digits in either case; never throws and never
     * allocates.
     */
    static boolean isValid(@Nullable CharSequence hex) {
        if (hex == null || hex.length() != ObjectId.HEX_LENGTH) {
            return false;
        }
        if (hex instanceof String s) {
            int bad = 0;
            for (int i = 0; i < ObjectId.HEX_LENGTH; i++) {
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

    // ---------------------------------------------------------------------------------------------
    // Encoding
    // ---------------------------------------------------------------------------------------------

    /**
     * Returns the 24 lowercase hex digits of an id given as its bytes 0-3 ({@code timestamp}) and 4-11
     * ({@code low}), big-endian.
     */
    @SuppressWarnings("deprecation") // String(byte[], int, int, int) with hibyte 0: Latin-1, small enough to inline
    static String toHexString(int timestamp, long low) {
        byte[] ascii = new byte[ObjectId.HEX_LENGTH];
        BIG_ENDIAN_LONG.set(ascii, 0, encode8(timestamp));
        BIG_ENDIAN_LONG.set(ascii, 8, encode8((int) (low >>> 32)));
        BIG_ENDIAN_LONG.set(ascii, 16, encode8((int) low));
        return new String(ascii, 0, 0, ObjectId.HEX_LENGTH);
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
}
