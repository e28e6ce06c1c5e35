package dev.oid.jackson3;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.testsupport.LineDiff;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guards the twins: oid-jackson (Jackson 2) and this module (Jackson 3) keep the same sources, file for file and
 * line for line, except for the differences listed in {@value #ALLOW_LIST}.
 *
 * <p>Before comparing, the Jackson 2 sources get the Jackson 3 names of what was only renamed: the packages
 * {@code com.fasterxml.jackson.core} and {@code .databind} become {@code tools.jackson.core} and {@code .databind}
 * ({@code com.fasterxml.jackson.annotation} stays, as in Jackson 3 itself), {@code dev.oid.jackson} becomes
 * {@code dev.oid.jackson3} and {@code oid-jackson} becomes {@code oid-jackson3}. Lines are compared without
 * leading and trailing white space. Every other differing line must be in the allow-list, and every line of the
 * allow-list must still differ, so that a fix made in one twin but not the other fails here.
 *
 * <p>To change the twins on purpose (a Jackson 3 API that differs, a comment that must say "3.x"), make the
 * change and replace the allow-list with the text that the failure message prints below its "----" line.
 */
class JacksonTwinsTest {

    static final String ALLOW_LIST = "src/test/resources/jackson2-twin-differences.txt";

    private static final Path JACKSON2 = Path.of("..", "oid-jackson", "src", "main", "java");
    private static final Path JACKSON3 = Path.of("src", "main", "java");

    private static final List<Map.Entry<Pattern, String>> RENAMES = List.of(
            Map.entry(Pattern.compile("\\bcom\\.fasterxml\\.jackson\\.(core|databind)\\b"), "tools.jackson.$1"),
            Map.entry(Pattern.compile("\\bdev\\.oid\\.jackson\\b(?!3)"), "dev.oid.jackson3"),
            Map.entry(Pattern.compile("\\boid-jackson\\b(?!3)"), "oid-jackson3"));

    @Test
    void theJackson2AndJackson3SourcesDifferOnlyByTheAllowedLines() throws IOException {
        assertNoDriftBeyondAllowList(JACKSON2, JACKSON3, Files.readString(Path.of(ALLOW_LIST)));
    }

    @Test
    void aChangeInOnlyOneTwinFails(@TempDir Path dir) throws IOException {
        Path jackson2 = copy(JACKSON2, dir.resolve("jackson2"));
        Path serializer = jackson2.resolve("dev/oid/jackson/internal/HexSerializer.java");
        String source = Files.readString(serializer);
        Files.writeString(serializer, source.replaceFirst("\n}\\s*$", "\n    // fixed only here\n}\n"));
        String allowList = Files.readString(Path.of(ALLOW_LIST));

        assertThatThrownBy(() -> assertNoDriftBeyondAllowList(jackson2, JACKSON3, allowList))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("internal/HexSerializer.java")
                .hasMessageContaining("- // fixed only here")
                .hasMessageContaining(ALLOW_LIST);
    }

    @Test
    void anAllowedDifferenceThatIsGoneFailsAndAMissingTwinFails(@TempDir Path dir) throws IOException {
        String allowList = Files.readString(Path.of(ALLOW_LIST));
        String stale = allowList + "== internal/HexSerializer.java\n- // an old difference\n";
        Path jackson2 = copy(JACKSON2, dir.resolve("jackson2"));
        Files.delete(jackson2.resolve("dev/oid/jackson/internal/HexKeySerializer.java"));

        assertThatThrownBy(() -> assertNoDriftBeyondAllowList(JACKSON2, JACKSON3, stale))
                .isInstanceOf(AssertionError.class).hasMessageContaining("- // an old difference");
        assertThatThrownBy(() -> assertNoDriftBeyondAllowList(jackson2, JACKSON3, allowList))
                .isInstanceOf(AssertionError.class).hasMessageContaining("internal/HexKeySerializer.java");
        assertThatCode(() -> assertNoDriftBeyondAllowList(JACKSON2, JACKSON3, allowList))
                .doesNotThrowAnyException();
    }

    /** Fails, printing the unexpected and stale lines and the up-to-date allow-list, unless they match. */
    static void assertNoDriftBeyondAllowList(Path jackson2, Path jackson3, String allowList) {
        String actual = differences(jackson2, jackson3);
        List<String> expected = entries(allowList);
        List<String> found = entries(actual);
        if (!expected.equals(found)) {
            throw new AssertionError("oid-jackson and oid-jackson3 differ in other lines than " + ALLOW_LIST
                    + " (of oid-jackson3) allows. Make the same change in both twins; only for a difference"
                    + " that must exist, replace " + ALLOW_LIST + " with the text below the ---- line.\n"
                    + "Changes to the allow-list (- allowed but no longer found, + found but not allowed):\n"
                    + String.join("\n", LineDiff.changes(expected, found))
                    + "\n----\n" + actual);
        }
    }

    /** The allow-list's entries: its lines without comments and blank lines. */
    private static List<String> entries(String allowList) {
        return allowList.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
    }

    /** The allow-list that the given trees need: per twin file, the diff lines of the two versions. */
    static String differences(Path jackson2, Path jackson3) {
        Map<String, Path> twos = javaFiles(jackson2.resolve("dev/oid/jackson"));
        Map<String, Path> threes = javaFiles(jackson3.resolve("dev/oid/jackson3"));
        twos.put("module-info.java", jackson2.resolve("module-info.java"));
        threes.put("module-info.java", jackson3.resolve("module-info.java"));
        StringBuilder text = new StringBuilder("""
                # The lines by which oid-jackson3's sources differ from oid-jackson's, after the renames that
                # dev.oid.jackson3.JacksonTwinsTest applies; "-" is the Jackson 2 line, "+" the Jackson 3 line.
                # Update it from that test's failure message (see its Javadoc), never to hide a fix made in one twin only.
                """);
        TreeMap<String, Boolean> names = new TreeMap<>();
        twos.keySet().forEach(name -> names.put(name, true));
        threes.keySet().forEach(name -> names.put(name, true));
        for (String name : names.keySet()) {
            List<String> two = twos.containsKey(name)
                    ? renamedLines(twos.get(name)) : List.of("(no such file)");
            List<String> three = threes.containsKey(name) ? lines(threes.get(name)) : List.of("(no such file)");
            List<String> changes = LineDiff.changes(two, three);
            if (!changes.isEmpty()) {
                text.append("== ").append(name).append('\n');
                changes.forEach(line -> text.append(line).append('\n'));
            }
        }
        return text.toString();
    }

    private static Map<String, Path> javaFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            Map<String, Path> byName = new TreeMap<>();
            files.filter(file -> file.toString().endsWith(".java"))
                    .forEach(file -> byName.put(root.relativize(file).toString().replace('\\', '/'), file));
            return byName;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> renamedLines(Path file) {
        List<String> renamed = new ArrayList<>();
        for (String line : lines(file)) {
            for (Map.Entry<Pattern, String> rename : RENAMES) {
                line = rename.getKey().matcher(line).replaceAll(rename.getValue());
            }
            renamed.add(line);
        }
        return renamed;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readString(file).lines().map(String::strip).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        return to;
    }
}
