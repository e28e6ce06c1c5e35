package dev.oid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import dev.oid.testsupport.ReadmeSnippets;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Spring Boot README ({@code oid-spring-boot/README.md}) cannot rot: the Java snippets of its {@code spring}
 * section are the code between the {@code README spring} markers of the scenario tests (compiled and run on both
 * Boot lines; the R2DBC scenario in the Spring Boot applications only), and the {@code oid.*} properties it shows
 * are exactly those the starter declares in its metadata.
 * Paths start at the repository root, so the test runs the same from this module and from the Spring Boot 4.0
 * application ({@code integration-tests/spring-boot-4.0}).
 */
class ReadmeExampleTest {

    private static final Path ROOT = root();
    private static final Path MODULE = ROOT.resolve(Path.of("oid-spring-boot", "oid-spring-boot-starter"));
    private static final Path README = ROOT.resolve(Path.of("oid-spring-boot", "README.md"));
    private static final Path TESTS = MODULE.resolve(Path.of("src", "test", "java", "dev", "oid", "spring"));
    private static final List<Path> SOURCES = List.of(
            TESTS.resolve(Path.of("testapp", "IdController.java")),
            TESTS.resolve(Path.of("testapp", "OrderRepository.java")),
            TESTS.resolve("MongoScenarioTest.java"),
            ROOT.resolve(Path.of("oid-spring-boot", "integration-tests", "shared", "r2dbc", "java", "dev", "oid",
                    "spring", "r2dbcapp", "R2dbcScenarioTest.java")));

    /** The repository root: the nearest directory above the working directory that holds README.md. */
    private static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(dir.resolve("README.md")) || !Files.isDirectory(dir.resolve("oid-core"))) {
            dir = dir.getParent();
        }
        return dir;
    }

    @Test
    void theReadmeSnippetsAreCodeOfTheScenarioTests() {
        ReadmeSnippets.assertSectionIsCodeOf(README, "spring", SOURCES.toArray(Path[]::new));
    }

    @Test
    void everyOidPropertyShownIsDeclaredInTheMetadata() throws IOException {
        // The metadata that Spring Boot's configuration processor wrote from OidProperties into the starter's jar.
        List<String> declared = new ArrayList<>();
        for (URL url : Collections.list(getClass().getClassLoader()
                .getResources("META-INF/spring-configuration-metadata.json"))) {
            try (InputStream in = url.openStream()) {
                List<String> names = JsonPath.read(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                        "$.properties[*].name");
                names.stream().filter(name -> name.startsWith("oid.")).forEach(declared::add);
            }
        }
        assertThat(declared).contains("oid.jackson.shape", "oid.mongodb.generate-ids");
        String section = section();
        Matcher names = Pattern.compile("`(oid\\.[a-z0-9.-]+)(=[a-z]+)?`").matcher(section);
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
        String readme = Files.readString(README);
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
