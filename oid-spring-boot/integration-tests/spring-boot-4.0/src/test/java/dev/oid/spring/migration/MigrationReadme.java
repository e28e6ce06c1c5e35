package dev.oid.spring.migration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.SqlTestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The SQL of the starter README's migration recipe (section {@code migration}), run as written: each {@code ```sql}
 * block opens with a line {@code -- <script>, <databases>} that says what it is and where it runs.
 */
final class MigrationReadme {

    /** The starter's README, found from the working directory (this module's) upwards. */
    static final Path README = root().resolve(Path.of("oid-spring-boot", "README.md"));

    /** The section of the recipe. */
    static final String SECTION = "migration";

    private MigrationReadme() {
    }

    private static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(dir.resolve("README.md")) || !Files.isDirectory(dir.resolve("oid-core"))) {
            dir = dir.getParent();
        }
        return dir;
    }

    /** The name the README gives a database in its blocks' first lines. */
    static String nameOf(SqlTestDatabase database) {
        return switch (database) {
            case H2 -> "H2";
            case POSTGRESQL -> "PostgreSQL";
            case MARIADB -> "MariaDB";
        };
    }

    /**
     * The SQL block for a script and a database.
     *
     * @param script what the block's first line names first, e.g. {@code schema.sql}
     * @param database the database it must name
     * @return the block, first line included
     * @throws AssertionError unless exactly one block is that script's for that database
     */
    static String sql(String script, SqlTestDatabase database) {
        List<String> blocks = ReadmeSnippets.snippets(README, SECTION, "sql").stream()
                .filter(block -> block.startsWith("-- " + script + ", "))
                .filter(block -> List.of(firstLine(block).substring(("-- " + script + ", ").length()).split(" and "))
                        .contains(nameOf(database)))
                .toList();
        assertThat(blocks).as("the README's %s block for %s", script, database).hasSize(1);
        return blocks.get(0);
    }

    static String firstLine(String block) {
        return block.substring(0, block.indexOf('\n'));
    }
}
