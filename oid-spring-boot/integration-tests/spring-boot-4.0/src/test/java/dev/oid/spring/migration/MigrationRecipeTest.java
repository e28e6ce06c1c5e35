package dev.oid.spring.migration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.oid.ObjectId;
import dev.oid.spring.scenario.ScenarioDatabase;
import dev.oid.testsupport.ReadmeSnippets;
import dev.oid.testsupport.SqlTestDatabase;
import dev.oid.testsupport.UsesDatabase;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.data.domain.Sort;
import org.springframework.jdbc.datasource.init.ScriptUtils;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/**
 * The starter README's migration recipe, followed by an application: its entities, repository and controller as the
 * README shows them, its {@code schema.sql} and {@code data.sql} the README's blocks for this run's database (H2, or
 * PostgreSQL and MariaDB in CI), run by Spring Boot's SQL initialization; then the application's own tests as the
 * README has them after the switch (id literals, {@code jsonPath} values) and its form.
 */
@SpringBootTest(classes = MigrationApplication.class, properties = {
        "spring.jpa.hibernate.ddl-auto=none", "spring.sql.init.mode=always", "spring.jpa.open-in-view=false"})
@AutoConfigureMockMvc
@UsesDatabase
class MigrationRecipeTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    OwnerRepository owners;

    @Autowired
    PetRepository pets;

    @Autowired
    DataSource dataSource;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) throws IOException {
        SqlTestDatabase database = ScenarioDatabase.register(registry,
                "jdbc:h2:mem:oid-spring-migration;DB_CLOSE_DELAY=-1");
        Path dir = Files.createTempDirectory("oid-migration");
        // The test's own first script: the database of a run in CI keeps its tables from the run before.
        Path reset = Files.writeString(dir.resolve("reset.sql"), "DROP TABLE IF EXISTS pets;\n"
                + "DROP TABLE IF EXISTS owners;\n");
        Path schema = Files.writeString(dir.resolve("schema.sql"), MigrationReadme.sql("schema.sql", database));
        Path data = Files.writeString(dir.resolve("data.sql"), MigrationReadme.sql("data.sql", database));
        for (Path file : List.of(reset, schema, data, dir)) {
            file.toFile().deleteOnExit();
        }
        registry.add("spring.sql.init.schema-locations", () -> "file:" + reset + ",file:" + schema);
        registry.add("spring.sql.init.data-locations", () -> "file:" + data);
    }

    @Test
    void theSeedRowsAreReadByTheirIds() throws Exception {
        // BEGIN README migration
        mvc.perform(get("/owners/{ownerId}", "6955b9000100000000000001"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.id").value("6955b9000100000000000001"))
                .andExpect(jsonPath("$.name").value("George Franklin"));
        // END README migration
    }

    @Test
    void foreignKeysAreTheOwnersIds() {
        ObjectId george = ObjectId.parse("6955b9000100000000000001");

        List<Pet> hers = pets.findByOwnerId(george);

        assertThat(hers).extracting(Pet::getName).containsExactly("Leo");
        assertThat(hers.get(0).getId()).isEqualTo(MigratedIds.migratedId(2, 1));
        assertThat(hers.get(0).getOwner().getId()).isEqualTo(MigratedIds.migratedId(1, 1));
    }

    @Test
    void aFormWithAnEmptyHiddenIdCreatesAnOwnerWithAMintedId() throws Exception {
        Instant before = Instant.now().minusSeconds(1);

        MvcResult result = mvc.perform(post("/owners").param("id", "").param("name", "Ada Lovelace"))
                .andExpect(status().isFound()).andReturn();

        ObjectId created = redirectedTo(result);
        assertThat(created.instant()).isAfter(before).isBefore(Instant.now().plusSeconds(1));
        // Minted after the migration: it sorts after every id the old rows were given.
        assertThat(created).isGreaterThan(MigratedIds.migratedId(127, (1L << 56) - 1));
        assertThat(owners.findById(created)).get().extracting(Owner::getName).isEqualTo("Ada Lovelace");
    }

    @Test
    void aFormWithAnOwnersIdUpdatesThatOwner() throws Exception {
        long count = owners.count();

        MvcResult result = mvc.perform(post("/owners").param("id", MigratedIds.migratedId(1, 2).toString())
                .param("name", "Betty Davis-Sanchez")).andExpect(status().isFound()).andReturn();

        assertThat(redirectedTo(result)).isEqualTo(ObjectId.parse("6955b9000100000000000002"));
        assertThat(owners.findById(MigratedIds.migratedId(1, 2))).get().extracting(Owner::getName)
                .isEqualTo("Betty Davis-Sanchez");
        assertThat(owners.count()).isEqualTo(count);
    }

    @Test
    void aBadIdIsA400AndAnUnknownOneA404() throws Exception {
        MvcResult bad = mvc.perform(get("/owners/{ownerId}", "6955b900010000000000000"))
                .andExpect(status().isBadRequest()).andReturn();
        assertThat(bad.getResolvedException()).rootCause().hasMessageContaining("\"6955b900010000000000000\"");

        mvc.perform(get("/owners/{ownerId}", "6955b9000100000000000063")).andExpect(status().isNotFound());
    }

    @Test
    void theScriptsRunAgainAtTheNextStartKeepEveryRow() throws Exception {
        SqlTestDatabase database = SqlTestDatabase.current();
        assumeTrue(database != SqlTestDatabase.H2, "scripts that run at every start: PostgreSQL and MariaDB");
        mvc.perform(post("/owners").param("id", "").param("name", "Grace Hopper")).andExpect(status().isFound());
        mvc.perform(post("/owners").param("id", "6955b9000100000000000002").param("name", "Betty Davis (renamed)"))
                .andExpect(status().isFound());
        List<String> before = owners.findAll(Sort.by("id")).stream().map(Owner::getName).toList();

        try (Connection connection = dataSource.getConnection()) {
            for (String script : List.of("schema.sql", "data.sql")) {
                ScriptUtils.executeSqlScript(connection, new ByteArrayResource(
                        MigrationReadme.sql(script, database).getBytes(StandardCharsets.UTF_8)));
            }
        }

        assertThat(owners.findAll(Sort.by("id"))).extracting(Owner::getName).containsExactlyElementsOf(before)
                .contains("Grace Hopper", "Betty Davis (renamed)");
        assertThat(pets.count()).isEqualTo(1);
    }

    @Test
    void theSeedIdsAreTheMigratedIdsOfTheOldRows() {
        assertThat(MigratedIds.migratedId(1, 1)).hasToString("6955b9000100000000000001");
        assertThat(MigratedIds.migratedId(2, 1)).hasToString("6955b9000200000000000001");
        assertThat(MigratedIds.migratedId(1, 70_000)).hasToString("6955b9000100000000011170");
        assertThat(MigratedIds.migratedId(1, 1).instant()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
        assertThatIllegalArgumentException().isThrownBy(() -> MigratedIds.migratedId(1, 1L << 56))
                .withMessageContaining("id 72057594037927936");
        assertThatIllegalArgumentException().isThrownBy(() -> MigratedIds.migratedId(0, 1))
                .withMessageContaining("table 0");
        assertThatIllegalArgumentException().isThrownBy(() -> MigratedIds.migratedId(1, -1));
    }

    @Test
    void theReadmeJavaIsCodeOfThisApplication() {
        ReadmeSnippets.assertSectionIsCodeOf(MigrationReadme.README, MigrationReadme.SECTION,
                source("BaseEntity.java"), source("OwnerRepository.java"), source("OwnerController.java"),
                source("MigratedIds.java"), source("MigrationRecipeTest.java"));
    }

    @Test
    void everyReadmeSqlBlockNamesItsScriptAndItsDatabases() {
        List<String> blocks = ReadmeSnippets.snippets(MigrationReadme.README, MigrationReadme.SECTION, "sql");
        assertThat(blocks).hasSize(7);
        for (String block : blocks) {
            // Each block is the one its first line names, for each database named there.
            String label = MigrationReadme.firstLine(block).substring(3);
            String script = label.substring(0, label.indexOf(", "));
            for (SqlTestDatabase database : SqlTestDatabase.values()) {
                if (label.contains(MigrationReadme.nameOf(database))) {
                    assertThat(MigrationReadme.sql(script, database)).isEqualTo(block);
                }
            }
        }
    }

    private static Path source(String name) {
        return MigrationReadme.README.resolveSibling(Path.of("integration-tests", "spring-boot-4.0", "src", "test",
                "java", "dev", "oid", "spring", "migration", name));
    }

    private static ObjectId redirectedTo(MvcResult result) {
        String location = result.getResponse().getRedirectedUrl();
        assertThat(location).startsWith("/owners/");
        return ObjectId.parse(location.substring("/owners/".length()));
    }
}
