package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.oid.testsupport.ReadmeSnippets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README.md's "Spring Boot" section cannot rot: its Java snippets are the code between the {@code README spring}
 * markers of the scenario tests (compiled and run on both Boot lines), and the {@code oid.*} properties it shows
 * are exactly those the starter declares in its metadata. Paths start at the repository root, so the test runs
 * the same from this module and from oid-spring-boot4-tests.
 */
class ReadmeExampleTest {

    private static final Path ROOT = Path.of("..");
    private static final Path TESTS = ROOT.resolve(Path.of("oid-spring-boot-starter", "src", "test", "java", "dev",
            "oid", "spring"));
    private static final List<Path> SOURCES = List.of(
            TESTS.resolve(Path.of("testapp", "IdController.java")),
            TESTS.resolve(Path.of("testapp", "OrderRepository.java")),
            TESTS.resolve("MongoScenarioTest.java"));

    @Test
    void theReadmeSnippetsAreCodeOfTheScenarioTests() {
        ReadmeSnippets.assertSectionIsCodeOf(ROOT.resolve("README.md"), "spring", SOURCES.toArray(Path[]::new));
    }

    @Test
    void everyOidPropertyShownIsDeclaredInTheMetadata() throws IOException {
        String metadata = Files.readString(ROOT.resolve(Path.of("oid-spring-boot-starter", "src", "main", "resources",
                "META-INF", "additional-spring-configuration-metadata.json")));
        List<String> declared = JsonPath.read(metadata, "$.properties[*].name");
        String section = section();
        Matcher names = Pattern.compile("`(oid\\.[a-z.-]+)(=[a-z]+)?`").matcher(section);
        List<String> shown = new ArrayList<>();
        while (names.find()) {
            shown.add(names.group(1));
        }
        for (String line : snippets("properties").get(0).lines().toList()) {
            if (line.startsWith("oid.")) {
                shown.add(line.substring(0, line.indexOf('=')));
            }
        }
        assertThat(declared).containsAll(shown);
        assertThat(shown).containsAll(declared);
    }

    private static String section() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int begin = readme.indexOf("<!-- BEGIN spring -->");
        int end = readme.indexOf("<!-- END spring -->");
        assertThat(begin).as("README section spring").isNotNegative().isLessThan(end);
        return readme.substring(begin, end);
    }

    /** The bodies of the fenced blocks of {@code language} in the section. */
    private static List<String> snippets(String language) throws IOException {
        Matcher blocks = Pattern.compile("```" + language + "\\n(.*?)```", Pattern.DOTALL).matcher(section());
        List<String> snippets = new ArrayList<>();
        while (blocks.find()) {
            snippets.add(blocks.group(1));
        }
        return snippets;
    }
}
