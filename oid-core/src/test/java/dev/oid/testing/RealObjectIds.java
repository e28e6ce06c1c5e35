package dev.oid.testing;

import dev.oid.ObjectId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The 3,996 real {@code _id}s of MongoDB's public sample datasets, kept in {@code shared/data/real-objectids.txt}
 * beside the repository (24 lowercase hex characters a line, minted by real drivers in 2017-2019, mostly in the
 * legacy layout): real input for the tests and benchmarks of every module.
 *
 * <p>The file is named by the system property {@value #PROPERTY} if set; otherwise it is looked up as
 * {@code shared/data/real-objectids.txt} beside the working directory or one of its parents (a module directory
 * during tests, the repository root for benchmarks). A missing file is an error, never a silent skip: the
 * repository is meant to be cloned with {@code shared/} beside it.
 */
public final class RealObjectIds {

    /** The system property that names the file explicitly. */
    public static final String PROPERTY = "oid.realIds";

    private static final Path RELATIVE = Path.of("shared", "data", "real-objectids.txt");

    private static List<String> hex;

    private RealObjectIds() {
    }

    /**
     * Returns the real ids as text, in file order.
     *
     * @return 24-character lowercase hex strings, never empty
     * @throws IllegalStateException if the file cannot be found, read, or holds no id
     */
    public static synchronized List<String> hex() {
        if (hex == null) {
            Path file = locate();
            try {
                hex = Files.readAllLines(file).stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the real ObjectIds from " + file.toAbsolutePath(), e);
            }
            if (hex.isEmpty()) {
                throw new IllegalStateException("No ObjectIds in " + file.toAbsolutePath());
            }
        }
        return hex;
    }

    /**
     * Returns the real ids, parsed, in file order.
     *
     * @return the ids, never empty
     * @throws IllegalStateException if the file cannot be found, read, or holds no id
     */
    public static List<ObjectId> ids() {
        return hex().stream().map(ObjectId::parse).toList();
    }

    /**
     * Returns where the file is.
     *
     * @return the path of {@code real-objectids.txt}
     * @throws IllegalStateException if it cannot be found
     */
    public static Path locate() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null) {
            return Path.of(explicit);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate : new Path[] {dir.resolveSibling(RELATIVE), dir.resolve(RELATIVE)}) {
                if (Files.isRegularFile(candidate)) {
                    return candidate;
                }
            }
        }
        throw new IllegalStateException("Cannot find shared/data/real-objectids.txt beside or above "
                + Path.of("").toAbsolutePath() + ": clone the repository with the shared/ directory beside it, or pass -D"
                + PROPERTY + "=/path/to/real-objectids.txt");
    }
}
