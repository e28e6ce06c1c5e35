package dev.oid.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks that the Java snippets of a README section are code that a test compiles and runs, so that they cannot
 * rot.
 *
 * <p>A README section is the text between {@code <!-- BEGIN name -->} and {@code <!-- END name -->}; its
 * snippets are its {@code ```java} blocks. In the test sources, the copy of those snippets is the code between
 * the comment lines {@code // BEGIN README name} and {@code // END README name}; a section's copy may be split
 * into several such regions (and files), for example to run one statement inside an
 * {@code assertThrows} lambda. The snippets, read in order, must equal the regions, read in order, line for line:
 * each region and each snippet loses its common indentation and every line its trailing white space, nothing
 * else is forgiven.
 *
 * <pre>{@code
 * @Test
 * void theReadmeSnippetsAreCodeOfThisTest() {
 *     ReadmeSnippets.assertSectionIsCodeOf(Path.of("..", "README.md"), "jpa",
 *             Path.of("src/test/java/dev/oid/jpa/ReadmeExampleTest.java"));
 * }
 * }</pre>
 *
 * Maven runs tests with the module directory as the working directory, so {@code ../README.md} is the
 * repository's README and relative source paths start at the module.
 */
public final class ReadmeSnippets {

    private static final String JAVA = "java";

    private ReadmeSnippets() {
    }

    /**
     * Returns the bodies of the {@code ```java} blocks of a README section, in order, as written.
     *
     * @param readme the README file (UTF-8)
     * @param section the section name of its {@code <!-- BEGIN name -->} and {@code <!-- END name -->} markers
     * @return the snippet bodies, each ending with a line break; empty if the section has no Java block
     * @throws AssertionError if either marker is missing, appears twice, or END comes before BEGIN
     * @throws UncheckedIOException if the file cannot be read
     */
    public static List<String> javaSnippets(Path readme, String section) {
        return snippets(readme, section, JAVA);
    }

    /**
     * Returns the bodies of the code blocks of one language of a README section (```` ```kotlin ````, say), in
     * order, as written.
     *
     * @param readme the README file (UTF-8)
     * @param section the section name of its {@code <!-- BEGIN name -->} and {@code <!-- END name -->} markers
     * @param language the language named after the opening fence, e.g. {@code java} or {@code kotlin}
     * @return the snippet bodies, each ending with a line break; empty if the section has no such block
     * @throws AssertionError if either marker is missing, appears twice, or END comes before BEGIN
     * @throws UncheckedIOException if the file cannot be read
     */
    public static List<String> snippets(Path readme, String section, String language) {
        Pattern block = Pattern.compile("^```" + Pattern.quote(language) + "\\n(.*?)^```",
                Pattern.DOTALL | Pattern.MULTILINE);
        String text = read(readme);
        String begin = "<!-- BEGIN " + section + " -->";
        String end = "<!-- END " + section + " -->";
        int from = uniqueIndex(text, begin, readme);
        int to = uniqueIndex(text, end, readme);
        if (to < from) {
            throw new AssertionError(readme + ": " + end + " comes before " + begin);
        }
        Matcher blocks = block.matcher(text.substring(from, to));
        List<String> snippets = new ArrayList<>();
        while (blocks.find()) {
            snippets.add(blocks.group(1));
        }
        return snippets;
    }

    /**
     * Returns the code regions of a source file that copy a README section: the lines between
     * {@code // BEGIN README section} and {@code // END README section}, each region without its common
     * indentation.
     *
     * @param source a source file (UTF-8)
     * @param section the README section name
     * @return the regions in order; empty if the file has none for this section
     * @throws AssertionError if a BEGIN has no END or an END no BEGIN, or regions of the section nest
     * @throws UncheckedIOException if the file cannot be read
     */
    public static List<String> markedCode(Path source, String section) {
        String begin = "// BEGIN README " + section;
        String end = "// END README " + section;
        List<String> regions = new ArrayList<>();
        List<String> current = null;
        int lineNumber = 0;
        for (String line : read(source).lines().toList()) {
            lineNumber++;
            String marker = line.strip();
            if (marker.equals(begin)) {
                if (current != null) {
                    throw new AssertionError(source + ":" + lineNumber + ": " + begin + " inside another one");
                }
                current = new ArrayList<>();
            } else if (marker.equals(end)) {
                if (current == null) {
                    throw new AssertionError(source + ":" + lineNumber + ": " + end + " without " + begin);
                }
                regions.add(String.join("\n", current) + "\n");
                current = null;
            } else if (current != null) {
                current.add(line);
            }
        }
        if (current != null) {
            throw new AssertionError(source + ": " + begin + " without " + end);
        }
        return regions;
    }

    /**
     * Asserts that the Java snippets of a README section, read in order, equal the code the given sources mark
     * for that section (see {@link #markedCode}), read in order, with a diff in the failure message.
     *
     * @param readme the README file
     * @param section the README section name
     * @param sources the test sources holding the copy, in the order of the snippets
     * @throws AssertionError if the section has no Java snippet, if the sources mark no code for it, or if the
     *     two differ; the message shows the differing lines ({@code -} README, {@code +} test sources)
     * @throws UncheckedIOException if a file cannot be read
     */
    public static void assertSectionIsCodeOf(Path readme, String section, Path... sources) {
        assertSectionIsCodeOf(readme, section, JAVA, sources);
    }

    /**
     * Asserts that the snippets of one language of a README section (its ```` ```kotlin ```` blocks, say), read
     * in order, equal the code the given sources mark for that section, as
     * {@link #assertSectionIsCodeOf(Path, String, Path...)} does for Java.
     *
     * @param readme the README file
     * @param section the README section name
     * @param language the language named after the opening fence, e.g. {@code kotlin}
     * @param sources the test sources holding the copy, in the order of the snippets
     * @throws AssertionError if the section has no block of that language, if the sources mark no code for it,
     *     or if the two differ; the message shows the differing lines ({@code -} README, {@code +} test sources)
     * @throws UncheckedIOException if a file cannot be read
     */
    public static void assertSectionIsCodeOf(Path readme, String section, String language, Path... sources) {
        List<String> snippets = snippets(readme, section, language);
        if (snippets.isEmpty()) {
            throw new AssertionError(readme + " section '" + section + "' has no ```" + language + " block");
        }
        List<String> regions = new ArrayList<>();
        for (Path source : sources) {
            regions.addAll(markedCode(source, section));
        }
        String sourceNames = Arrays.stream(sources).map(Path::toString).collect(Collectors.joining(", "));
        if (regions.isEmpty()) {
            throw new AssertionError("no code marked '// BEGIN README " + section + "' in " + sourceNames);
        }
        List<String> expected = normalizedLines(snippets);
        List<String> actual = normalizedLines(regions);
        if (!expected.equals(actual)) {
            throw new AssertionError("The ```" + language + " blocks of " + readme + " section '" + section
                    + "' differ from the code marked '// BEGIN README " + section + "' in " + sourceNames
                    + " (- README, + test code); make them the same:\n"
                    + String.join("\n", LineDiff.diff(expected, actual)));
        }
    }

    /** The lines of the given texts, each text without its common indentation, lines without trailing space. */
    static List<String> normalizedLines(List<String> texts) {
        List<String> lines = new ArrayList<>();
        for (String text : texts) {
            List<String> textLines = text.lines().map(String::stripTrailing).toList();
            int indent = textLines.stream().filter(line -> !line.isEmpty())
                    .mapToInt(line -> line.length() - line.stripLeading().length()).min().orElse(0);
            textLines.forEach(line -> lines.add(line.isEmpty() ? line : line.substring(indent)));
        }
        return lines;
    }

    private static int uniqueIndex(String text, String marker, Path file) {
        int index = text.indexOf(marker);
        if (index < 0) {
            throw new AssertionError(file + " has no " + marker);
        }
        if (text.indexOf(marker, index + 1) >= 0) {
            throw new AssertionError(file + " has " + marker + " more than once");
        }
        return index;
    }

    private static String read(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.toAbsolutePath().normalize(), e);
        }
    }
}
