package dev.oid.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.ReadmeSnippets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Quarkus READMEs cannot rot: their Java snippets are code of this application (compiled, and run by its
 * tests), and the configuration table names exactly the properties the extension declares, as Quarkus's
 * annotation processor recorded them in the configuration models of the deployment modules, where the extension's
 * build-time configuration lives, and of the runtime module (the lease's run-time settings).
 */
class ReadmeExampleTest {

    private static final Path ROOT = Path.of("..", "..", "..").toAbsolutePath().normalize();
    private static final Path MODULE = ROOT.resolve("oid-quarkus");
    private static final Path MAIN = Path.of("src", "main", "java", "dev", "oid", "quarkus", "it");
    private static final Path TEST = Path.of("src", "test", "java", "dev", "oid", "quarkus", "it");

    @Test
    void theModuleReadmeSnippetsAreCodeOfTheApplication() {
        ReadmeSnippets.assertSectionIsCodeOf(MODULE.resolve("README.md"), "quarkus",
                MAIN.resolve("NoteResource.java"), MAIN.resolve("Article.java"), TEST.resolve("PanacheTest.java"),
                MAIN.resolve("Purchase.java"));
    }

    @Test
    void theGeneratorSnippetIsTheTestedReplacement() {
        ReadmeSnippets.assertSectionIsCodeOf(MODULE.resolve("README.md"), "quarkus-generator",
                TEST.resolve("FixedObjectIdGenerator.java"));
    }

    @Test
    void theConfigurationTableNamesExactlyTheDeclaredProperties() throws IOException {
        Pattern property = Pattern.compile("quarkus\\.oid\\.[a-z.-]+");
        Set<String> declared = new TreeSet<>();
        for (Path model : new Path[] {
                MODULE.resolve(Path.of("oid-quarkus", "target", "classes", "META-INF",
                        "quarkus-config-doc", "quarkus-config-model.json")),
                MODULE.resolve(Path.of("oid-quarkus-deployment", "target", "classes", "META-INF",
                        "quarkus-config-doc", "quarkus-config-model.json")),
                MODULE.resolve(Path.of("oid-quarkus-hibernate-orm-deployment", "target", "classes", "META-INF",
                        "quarkus-config-doc", "quarkus-config-model.json"))}) {
            Matcher names = Pattern.compile("\"property\"\\s*:\\s*\"(quarkus\\.oid\\.[a-z.-]+)\"")
                    .matcher(Files.readString(model));
            while (names.find()) {
                declared.add(names.group(1));
            }
        }
        String readme = Files.readString(MODULE.resolve("README.md"));
        String table = readme.substring(readme.indexOf("<!-- BEGIN quarkus-config -->"),
                readme.indexOf("<!-- END quarkus-config -->"));
        Set<String> shown = new TreeSet<>();
        Matcher names = property.matcher(table);
        while (names.find()) {
            shown.add(names.group());
        }

        assertThat(declared).as("the properties the extension declares").hasSize(13);
        assertThat(shown).as("the properties README's table shows").isEqualTo(declared);
    }
}
