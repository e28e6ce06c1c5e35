package dev.oid.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The 3,996 real {@code _id}s (24 lowercase hex characters each) exported from MongoDB's sample datasets, kept in
 * {@code shared/data/real-objectids.txt} beside the repository.
 */
final class RealIds {

    /** Set by the pom to the shared data file; falls back to the layout of a checkout with shared/ beside it. */
    static final Path FILE = Path.of(System.getProperty("oid.it.realIds", "../../shared/data/real-objectids.txt"));

    private RealIds() {
    }

    static List<String> load() {
        if (!Files.isRegularFile(FILE)) {
            throw new IllegalStateException("Real ids not found at " + FILE.toAbsolutePath()
                    + ": the tests expect the shared/ directory (shared/data/real-objectids.txt) beside the repository");
        }
        try {
            return Files.readAllLines(FILE).stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + FILE, e);
        }
    }
}
