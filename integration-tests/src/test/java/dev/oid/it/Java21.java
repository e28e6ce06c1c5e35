package dev.oid.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds a {@code java} launcher of Java 21 or later for the tests that run virtual threads in a child JVM while
 * the build itself may run on Java 17: this JVM's own if it is one, else the JDK named by {@code OID_JAVA21_HOME},
 * else the newest JDK under {@code /usr/lib/jvm}.
 */
final class Java21 {

    /** What a test that cannot find one says when it skips. */
    static final String MISSING = "no JDK 21 or later found: set OID_JAVA21_HOME to run this test";

    private Java21() {
    }

    /** The launcher, or empty when there is no Java 21 or later (the caller skips, saying so on stderr). */
    static Optional<Path> launcher() throws IOException {
        if (Runtime.version().feature() >= 21) {
            return Optional.of(Path.of(System.getProperty("java.home"), "bin", "java"));
        }
        String configured = System.getenv("OID_JAVA21_HOME");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured, "bin", "java"));
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return missing();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            Optional<Path> newest = homes.filter(home -> Files.isExecutable(home.resolve("bin/java")))
                    .filter(home -> featureVersion(home) >= 21)
                    .max(Comparator.comparingInt(Java21::featureVersion))
                    .map(home -> home.resolve("bin/java"));
            return newest.isPresent() ? newest : missing();
        }
    }

    private static Optional<Path> missing() {
        System.err.println("WARNING: " + MISSING + "; the virtual-thread tests are skipped");
        return Optional.empty();
    }

    /** The feature version of the JDK at {@code home}, from its {@code release} file; 0 if unknown. */
    private static int featureVersion(Path home) {
        try {
            for (String line : Files.readAllLines(home.resolve("release"))) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String version = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    return Integer.parseInt(version.split("[.+-]")[0]);
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
