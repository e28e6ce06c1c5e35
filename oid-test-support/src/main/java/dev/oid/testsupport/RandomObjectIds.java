package dev.oid.testsupport;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Reproducible random 12-byte ids for property-style tests ({@code @ParameterizedTest} with {@code @MethodSource}).
 *
 * <p>One byte in four is an edge value (0x00, 0x7f, 0x80 or 0xff), the values that break signed arithmetic and
 * byte-order mistakes; the rest are uniform. A fixed seed gives the same cases on every run, so a failure can be
 * reproduced from its case number.
 */
public final class RandomObjectIds {

    /** How many cases a property-style test draws by default. */
    public static final int DEFAULT_COUNT = 1000;

    private static final byte[] EDGES = {(byte) 0x00, (byte) 0x7f, (byte) 0x80, (byte) 0xff};

    private RandomObjectIds() {
    }

    /**
     * Returns {@code count} random 12-byte arrays drawn from {@code seed}.
     *
     * @param seed the seed; the same seed gives the same arrays
     * @param count how many arrays
     * @return a stream of new 12-byte arrays
     */
    public static Stream<byte[]> bytes(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        return Stream.generate(() -> next(random)).limit(count);
    }

    /**
     * Returns {@code count} pairs of random 12-byte arrays drawn from {@code seed}, as arguments of a
     * {@code @ParameterizedTest} taking {@code (byte[] a, byte[] b)}.
     *
     * @param seed the seed; the same seed gives the same pairs
     * @param count how many pairs
     * @return a stream of argument pairs
     */
    public static Stream<Arguments> pairs(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        return Stream.generate(() -> Arguments.of(next(random), next(random))).limit(count);
    }

    /**
     * Returns one random 12-byte array drawn from {@code random}, with the edge bias described above.
     *
     * @param random the source
     * @return a new 12-byte array
     */
    public static byte[] next(SplittableRandom random) {
        byte[] bytes = new byte[12];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = random.nextInt(4) == 0 ? EDGES[random.nextInt(EDGES.length)] : (byte) random.nextInt(256);
        }
        return bytes;
    }
}
