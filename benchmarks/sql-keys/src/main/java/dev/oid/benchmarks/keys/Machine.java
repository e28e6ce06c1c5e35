package dev.oid.benchmarks.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** What the key benchmarks record about the machine: the load average before each run and the CPU. */
public final class Machine {

    private Machine() {
    }

    /**
     * The one-minute load average, from {@code /proc/loadavg}.
     *
     * @return e.g. {@code 1.78}, or the empty string where the system does not tell
     */
    public static String loadAverage() {
        return loadAverage(Path.of("/proc/loadavg"));
    }

    static String loadAverage(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII).trim().split("\\s+")[0];
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /**
     * One line on the machine and the JVM.
     *
     * @return e.g. {@code AMD EPYC 7B13, 2 cores, Linux 6.8, Java 17.0.15 (OpenJDK 64-Bit Server VM)}
     */
    public static String describe() {
        return String.format(Locale.ROOT, "%s, %d cores, %s %s, Java %s (%s)", cpuModel(),
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("java.version"),
                System.getProperty("java.vm.name"));
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8).stream()
                    .filter(line -> line.startsWith("model name")).findFirst()
                    .map(line -> line.substring(line.indexOf(':') + 1).trim()).orElse("unknown CPU");
        } catch (IOException | RuntimeException e) {
            return "unknown CPU";
        }
    }
}
