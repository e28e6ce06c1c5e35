package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.oid.testsupport.ReadmeSnippets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The oid-core snippets of the documentation, run here with the results their comments show, so they cannot rot:
 * the code between the {@code README first-use} markers is the "First use" section of the repository's README,
 * the code between the {@code README core} markers the "API" section of this module's README, and the code
 * between the {@code README generator} markers the "Your own generator" section of {@code docs/generator.md}.
 */
class ReadmeExamplesTest {

    private static final Path THIS_FILE = Path.of("src", "test", "java", "dev", "oid", "ReadmeExamplesTest.java");

    @Test
    void theRootReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("..", "README.md"), "first-use", THIS_FILE);
    }

    @Test
    void theRootReadmeStaysAnIntroduction() throws java.io.IOException {
        // Details belong in the module READMEs and docs/: the root README introduces each module in one paragraph.
        assertThat(java.nio.file.Files.readAllLines(Path.of("..", "README.md"))).as("lines of README.md")
                .hasSizeLessThanOrEqualTo(280);
    }

    @Test
    void theModuleReadmeSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("README.md"), "core", THIS_FILE);
    }

    @Test
    void theGeneratorPageSnippetIsCodeOfThisTest() {
        ReadmeSnippets.assertSectionIsCodeOf(Path.of("..", "docs", "generator.md"), "generator", THIS_FILE);
    }

    @Test
    void theFirstUseSnippetRunsWithTheResultsItShows() {
        // BEGIN README first-use
        ObjectId id = ObjectId.generate();                              // a new id; never the same twice
        String hex = id.toHexString();                                  // 24 lowercase hex chars; toString() is the same
        ObjectId parsed = ObjectId.parse("5a17b9d9ab102555b9c38874");  // strict: exactly 24 ASCII hex digits, any case
        parsed.instant();                                               // 2017-11-24T06:19:05Z (unsigned seconds, to 2106)
        ObjectId.isValid(" 5a17b9d9ab102555b9c38874");                  // false; never throws, false for null
        byte[] bytes = parsed.toByteArray();                            // the 12 bytes; ObjectId.fromBytes(bytes) reads them

        // The ids created in March 2026 are exactly min(from) <= id < min(to): _id range queries need no date field.
        ObjectId from = ObjectId.min(Instant.parse("2026-03-01T00:00:00Z"));  // 69a381800000000000000000
        ObjectId to = ObjectId.min(Instant.parse("2026-04-01T00:00:00Z"));    // 69cc60000000000000000000
        // END README first-use
        assertThat(ObjectId.generate()).isNotEqualTo(id).isGreaterThan(id);
        assertThat(hex).hasSize(24).isEqualTo(id.toString()).isLowerCase();
        assertThat(parsed.instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(ObjectId.isValid(" 5a17b9d9ab102555b9c38874")).isFalse();
        assertThat(ObjectId.isValid(null)).isFalse();
        assertThat(bytes).hasSize(12).startsWith(0x5a, 0x17, 0xb9, 0xd9);
        assertThat(ObjectId.fromBytes(bytes)).isEqualTo(parsed);
        assertThat(from).hasToString("69a381800000000000000000");
        assertThat(to).hasToString("69cc60000000000000000000");
        assertThat(ObjectId.max(Instant.parse("2026-03-31T23:59:59Z"))).isGreaterThan(from).isLessThan(to);
        assertThat(ObjectId.min(Instant.parse("2026-02-28T23:59:59Z"))).isLessThan(from);
    }

    @Test
    void theGeneratorPageSnippetBuildsAGeneratorWithTheGivenClockAndRandomSource() {
        // BEGIN README generator
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z")))   // a test clock
                .random(new SplittableRandom(42))                                    // reproducible ids
                .clockStepTolerance(Duration.ofSeconds(10))                          // the default
                .build();
        // END README generator
        assertThat(generator.generate()).hasToString("6955b900262feb6e953444a9");
        assertThat(generator.generate().instant()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
    }

    @Test
    void theReadmeSnippetRunsWithTheResultsItShows() {
        // BEGIN README core
        ObjectId id = ObjectId.generate();                              // default generator, created on first use
        String hex = id.toHexString();                                  // 24 lowercase hex chars; toString() is the same
        ObjectId parsed = ObjectId.parse("5a17b9d9ab102555b9c38874");  // strict: exactly 24 ASCII hex digits, any case
        parsed.instant();                                               // 2017-11-24T06:19:05Z (unsigned seconds, to 2106)
        ObjectId.isValid(" 5a17b9d9ab102555b9c38874");                  // false; never throws, false for null
        // END README core
        assertThatIllegalArgumentException().isThrownBy(() -> {
            // BEGIN README core
            ObjectId.parse("5a17b9d9ab102555b9c3887");
            // IllegalArgumentException: Invalid ObjectId "5a17b9d9ab102555b9c3887": expected exactly 24 hexadecimal
            //                           digits (0-9, a-f, A-F), found 23 characters
            // END README core
        }).withMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected exactly 24 hexadecimal digits"
                + " (0-9, a-f, A-F), found 23 characters");
        assertThat(hex).hasSize(24).isEqualTo(id.toString()).isLowerCase();
        assertThat(parsed.instant()).isEqualTo(Instant.parse("2017-11-24T06:19:05Z"));
        assertThat(ObjectId.isValid(" 5a17b9d9ab102555b9c38874")).isFalse();
        assertThat(ObjectId.isValid(null)).isFalse();

        // BEGIN README core

        byte[] bytes = parsed.toByteArray();                            // the 12 bytes, big-endian
        ObjectId same = ObjectId.fromBytes(bytes);                      // exactly 12 bytes; writeTo(array, offset) too
        // END README core
        assertThat(bytes).hasSize(12).startsWith(0x5a, 0x17, 0xb9, 0xd9);
        assertThat(same).isEqualTo(parsed);

        // BEGIN README core

        // Creation-time range queries on _id: the ids created in [from, to) are exactly min(from) <= id < min(to).
        ObjectId from = ObjectId.min(Instant.parse("2026-03-01T00:00:00Z"));  // 69a381800000000000000000
        ObjectId to = ObjectId.min(Instant.parse("2026-04-01T00:00:00Z"));    // 69cc60000000000000000000
        // max(t) is the largest id of t's second. Instants outside 1970-01-01T00:00:00Z..2106-02-07T06:28:15Z are
        // rejected with IllegalArgumentException, never truncated. Boundary ids are for queries, never for storing.

        // Own generator: injectable clock and random source, e.g. reproducible ids in tests.
        ObjectIdGenerator generator = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z")))
                .random(new SplittableRandom(42))
                .build();
        // END README core
        assertThat(from).hasToString("69a381800000000000000000");
        assertThat(to).hasToString("69cc60000000000000000000");
        assertThat(ObjectId.max(Instant.parse("2026-03-31T23:59:59Z"))).isLessThan(to);
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.min(Instant.parse("1969-12-31T23:59:59Z")));
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.max(Instant.parse("2106-02-07T06:28:16Z")));
        // BEGIN README core
        generator.generate();                                           // 6955b900262feb6e953444a9
        generator.generate(1000);                                       // 1000 increasing ids, one clock read
        // END README core
        ObjectIdGenerator sameSeed = ObjectIdGenerator.builder()
                .clock(InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z")))
                .random(new SplittableRandom(42))
                .build();
        assertThat(sameSeed.generate()).hasToString("6955b900262feb6e953444a9");
        assertThat(sameSeed.generate(1000)).hasSize(1000).isSorted();

        // BEGIN README core

        ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.parse("4df2dcec2cdcd20936a8b817"));
        layout.instant();         // 2011-06-11T03:11:40Z
        layout.processUnique();   // "2cdcd20936"  (current layout: 5 random bytes)
        layout.legacyMachine();   // "2cdcd2"      (legacy layout: machine, pid, counter)
        layout.legacyPid();       // 2358
        layout.counter();         // 11057175 (0xa8b817)
        layout.boundary();        // NONE; MIN or MAX for ids made by min()/max()
        // END README core
        assertThat(layout.instant()).isEqualTo(Instant.parse("2011-06-11T03:11:40Z"));
        assertThat(layout.processUnique()).isEqualTo("2cdcd20936");
        assertThat(layout.legacyMachine()).isEqualTo("2cdcd2");
        assertThat(layout.legacyPid()).isEqualTo(2358);
        assertThat(layout.counter()).isEqualTo(11_057_175);
        assertThat(layout.boundary()).isEqualTo(ObjectIdLayout.Boundary.NONE);
    }
}
