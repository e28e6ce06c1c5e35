package dev.oid.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadmeSnippetsTest {

    private static final String README = """
            # x

            <!-- BEGIN core -->
            ## Core

            ```java
            ObjectId id = ObjectId.generate();
            ObjectId.parse("nope");
            ```

            ```text
            not java
            ```

            ```java
            Foo foo = new Foo(
                    1);
            ```
            <!-- END core -->

            <!-- BEGIN other -->
            ```java
            other();
            ```
            <!-- END other -->
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void javaSnippetsAreTheJavaBlocksOfTheNamedSectionOnly() throws IOException {
        Path readme = write("README.md", README);

        assertThat(ReadmeSnippets.javaSnippets(readme, "core")).containsExactly(
                "ObjectId id = ObjectId.generate();\nObjectId.parse(\"nope\");\n",
                "Foo foo = new Foo(\n        1);\n");
        assertThat(ReadmeSnippets.javaSnippets(readme, "other")).containsExactly("other();\n");
    }

    @Test
    void kotlinSnippetsAreCheckedLikeJavaOnes() throws IOException {
        Path readme = write("README.md", """
                <!-- BEGIN kotlin -->
                ```kotlin
                val id = "5a17b9d9ab102555b9c38874".toObjectId()
                ```

                ```java
                ObjectId id = ObjectId.generate();
                ```
                <!-- END kotlin -->
                """);
        Path source = write("ReadmeTest.kt", """
                fun test() {
                    // BEGIN README kotlin
                    val id = "5a17b9d9ab102555b9c38874".toObjectId()
                    // END README kotlin
                }
                """);

        assertThat(ReadmeSnippets.snippets(readme, "kotlin", "kotlin"))
                .containsExactly("val id = \"5a17b9d9ab102555b9c38874\".toObjectId()\n");
        assertThatCode(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "kotlin", "kotlin", source))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "kotlin", source))
                .isInstanceOf(AssertionError.class).hasMessageContaining("```java blocks");
        Path other = write("Other.kt", "// BEGIN README kotlin\nval id = 1\n// END README kotlin\n");
        assertThatThrownBy(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "kotlin", "kotlin", other))
                .isInstanceOf(AssertionError.class).hasMessageContaining("```kotlin blocks");
    }

    @Test
    void aMissingOrRepeatedMarkerIsAnError() throws IOException {
        Path readme = write("README.md", README + "<!-- END other -->\n");

        assertThatThrownBy(() -> ReadmeSnippets.javaSnippets(readme, "jpa"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("has no <!-- BEGIN jpa -->");
        assertThatThrownBy(() -> ReadmeSnippets.javaSnippets(readme, "other"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("<!-- END other --> more than once");
    }

    @Test
    void regionsSplitOverAFileAndIndentedDifferentlyMatchTheSnippets() throws IOException {
        Path readme = write("README.md", README);
        Path source = write("CoreTest.java", """
                class CoreTest {
                    void test() {
                        // BEGIN README core
                        ObjectId id = ObjectId.generate();
                        // END README core
                        assertThrows(() -> {
                            // BEGIN README core
                            ObjectId.parse("nope");   \s
                            // END README core
                        });
                        // BEGIN README core
                        Foo foo = new Foo(
                                1);
                        // END README core
                    }
                }
                """);

        assertThatCode(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "core", source)).doesNotThrowAnyException();
    }

    @Test
    void aDifferenceFailsWithADiffNamingBothSides() throws IOException {
        Path readme = write("README.md", README);
        Path source = write("CoreTest.java", """
                // BEGIN README core
                ObjectId id = ObjectId.generate();
                ObjectId.parse("nope!");
                Foo foo = new Foo(
                        1);
                // END README core
                """);

        assertThatThrownBy(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "core", source))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("section 'core'")
                .hasMessageContaining(source.toString())
                .hasMessageContaining("""
                          ObjectId id = ObjectId.generate();
                        - ObjectId.parse("nope");
                        + ObjectId.parse("nope!");
                          Foo foo = new Foo(
                        """);
    }

    @Test
    void indentationInsideASnippetCounts() throws IOException {
        Path readme = write("README.md", README);
        Path source = write("CoreTest.java", """
                // BEGIN README core
                ObjectId id = ObjectId.generate();
                ObjectId.parse("nope");
                Foo foo = new Foo(
                    1);
                // END README core
                """);

        assertThatThrownBy(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "core", source))
                .isInstanceOf(AssertionError.class).hasMessageContaining("-         1);\n+     1);");
    }

    @Test
    void noMarkedCodeOrAnUnclosedRegionIsAnError() throws IOException {
        Path readme = write("README.md", README);
        Path none = write("None.java", "class None {}\n");
        Path unclosed = write("Unclosed.java", "// BEGIN README core\nx();\n");

        assertThatThrownBy(() -> ReadmeSnippets.assertSectionIsCodeOf(readme, "core", none))
                .isInstanceOf(AssertionError.class).hasMessageContaining("no code marked '// BEGIN README core'");
        assertThatThrownBy(() -> ReadmeSnippets.markedCode(unclosed, "core"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("without // END README core");
    }
}
