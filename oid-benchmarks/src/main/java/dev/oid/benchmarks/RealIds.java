package dev.oid.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The real ObjectIds of {@code shared/data/real-objectids.txt} (24 lowercase hex characters per line, taken
 * from MongoDB sample datasets), as benchmark input.
 *
 * <p>The file is found through the system property {@code oid.realIds} if set, otherwise as
 * {@code shared/data/real-objectids.txt} beside the working directory or one of its parents (the repository
 * is cloned with {@code shared/} next to it).
 */
public final class RealIds {

    /** The system property that names the file explicitly. */
    public static final String PROPERTY = "oid.realIds";

    private RealIds() {
    }

    /**
     * Reads the real ids.
     *
     * @return the ids in file order, at least one
     * @throws IllegalStateException if the file cannot be found or holds no id
     */
    public static String[] load() {
        Path file = locate();
        try {
            List<String> lines = Files.readAllLines(file).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
            if (lines.isEmpty()) {
                throw new IllegalStateException("No ids in " + file.toAbsolutePath());
            }
            return lines.toArray(String[]::new);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file.toAbsolutePath(), e);
        }
    }

    private static Path locate() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null) {
            return Path.of(explicit);
        }
        Path relative = Path.of("shared", "data", "real-objectids.txt");
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling(relative);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
            candidate = dir.resolve(relative);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("Cannot find shared/data/real-objectids.txt beside or above "
                + Path.of("").toAbsolutePath() + "; pass -D" + PROPERTY + "=/path/to/real-objectids.txt"
                + " (with JMH: -jvmArgsAppend -D" + PROPERTY + "=...)");
    }
}
