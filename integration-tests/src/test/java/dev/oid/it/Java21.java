package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
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

    /**
     * Runs a probe in a child JVM of {@code java}: its output (standard output and error) goes to a file, so a probe
     * that hangs is destroyed after {@code minutes}.
     *
     * @param java the launcher
     * @param jvmOptions options before {@code -cp}
     * @param probe the class whose {@code main} runs, found on this JVM's class path
     * @param minutes how long the probe may take
     * @return the probe's output
     * @throws AssertionError if the probe did not end in time or exited with another status than 0
     */
    static String runProbe(Path java, List<String> jvmOptions, Class<?> probe, int minutes)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), probe.getName()));
        Path log = Files.createTempFile(probe.getSimpleName(), ".log");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            boolean exited = process.waitFor(minutes, TimeUnit.MINUTES);
            if (!exited) {
                process.destroyForcibly().waitFor();
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(exited).as("%s ended within %d minutes; its output:%n%s", probe.getSimpleName(), minutes,
                    output).isTrue();
            assertThat(process.exitValue()).as("%s output:%n%s", probe.getSimpleName(), output).isZero();
            return output;
        } finally {
            Files.deleteIfExists(log);
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
