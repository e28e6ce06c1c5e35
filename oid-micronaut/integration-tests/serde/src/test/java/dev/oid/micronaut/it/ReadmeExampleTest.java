package dev.oid.micronaut.it;

import dev.oid.testsupport.ReadmeSnippets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The Micronaut READMEs cannot rot: their Java snippets are code of this application, compiled and run by its
 * tests.
 */
class ReadmeExampleTest {

    private static final Path README = Path.of("..", "..", "README.md");
    private static final Path MAIN = Path.of("src", "main", "java", "dev", "oid", "micronaut", "it");
    private static final Path WEB = Path.of("..", "shared", "web", "java", "dev", "oid", "micronaut", "it", "web");
    private static final Path SUPPORT = Path.of("..", "shared", "support", "java", "dev", "oid", "micronaut", "it");

    @Test
    void theModuleReadmeSnippetsAreCodeOfTheApplication() {
        ReadmeSnippets.assertSectionIsCodeOf(README, "micronaut",
                WEB.resolve("Note.java"), WEB.resolve("NoteController.java"),
                MAIN.resolve("mongo/Article.java"), MAIN.resolve("mongo/ArticleRepository.java"),
                MAIN.resolve("jdbc/Ticket.java"), WEB.resolve("Draft.java"),
                SUPPORT.resolve("TestGenerator.java"));
    }
}
