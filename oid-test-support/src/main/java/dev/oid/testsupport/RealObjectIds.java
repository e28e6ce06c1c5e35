package dev.oid.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The 3,996 real {@code _id}s of MongoDB's public sample datasets (24 lowercase hex characters a line, minted by real
 * drivers in 2017-2019, mostly in the legacy layout): real input for the tests and benchmarks of every module.
 *
 * <p>The ids are a copy of the project's {@code shared/data/real-objectids.txt}, kept in oid-test-support as the
 * resource {@value #RESOURCE} so that the build needs nothing beside the repository; {@code RealIdsTest} checks the
 * copy against {@code shared/} whenever that folder is checked out beside the repository.
 */
public final class RealObjectIds {

    /** The class-path resource holding the ids, one per line. */
    public static final String RESOURCE = "/dev/oid/testsupport/real-objectids.txt";

    private static final Path SHARED = Path.of("shared", "data", "real-objectids.txt");

    private static List<String> hex;

    private RealObjectIds() {
    }

    /**
     * Returns the real ids as text, in file order.
     *
     * @return 24-character lowercase hex strings, never empty
     * @throws IllegalStateException if the resource is missing or holds no id
     */
    public static synchronized List<String> hex() {
        if (hex == null) {
            try (InputStream in = RealObjectIds.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("Missing class-path resource " + RESOURCE
                            + ": add dev.oid:oid-test-support to the test dependencies");
                }
                hex = new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines()
                        .map(String::strip).filter(line -> !line.isEmpty()).toList();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + RESOURCE, e);
            }
            if (hex.isEmpty()) {
                throw new IllegalStateException("No ObjectIds in " + RESOURCE);
            }
        }
        return hex;
    }

    /**
     * Returns the real ids, parsed, in file order (this module does not depend on oid-core, so the caller names
     * the parser, e.g. {@code RealObjectIds.ids(ObjectId::parse)}).
     *
     * @param <T> the id type
     * @param parse parses one 24-character hex string
     * @return the ids, never empty
     * @throws IllegalStateException if the resource is missing or holds no id
     */
    public static <T> List<T> ids(Function<String, T> parse) {
        return hex().stream().map(parse).toList();
    }

    /**
     * Finds the project's {@code shared/data/real-objectids.txt} beside the working directory or one of its parents.
     *
     * @return the shared file, or empty when {@code shared/} is not checked out beside the repository
     */
    public static Optional<Path> sharedFile() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate : new Path[] {dir.resolveSibling(SHARED), dir.resolve(SHARED)}) {
                if (Files.isRegularFile(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
