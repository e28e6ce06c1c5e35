package dev.oid.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.ObjectId;
import dev.oid.ObjectIdGenerator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class DemoCommandTest {

    private static final Instant T = Instant.parse("2024-03-01T12:00:00Z");

    /** What one run of the demo command printed and returned; line separators normalised to {@code \n}. */
    record Result(int exitCode, String out, String err) {

        List<String> outLines() {
            return out.lines().toList();
        }
    }

    private static Result run(Supplier<ObjectIdGenerator> generator, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new DemoCommand(generator));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new Result(exitCode, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }

    private static ObjectIdGenerator seeded() {
        return ObjectIdGenerator.builder().clock(InstantSource.fixed(T)).random(new Random(42)).build();
    }

    @Test
    void embeddedPipelinePrintsEveryHopWithTheSameIdAndExitsZero() {
        String hex = seeded().generate().toHexString(); // the id the demo will mint with the same seed

        Result result = run(DemoCommandTest::seeded);

        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
        assertThat(hex).startsWith("65e1c340"); // 2024-03-01T12:00:00Z = 1709294400 s = 0x65e1c340
        assertThat(result.outLines()).contains(
                "1. minted       " + hex,
                "   decoded time 2024-03-01T12:00:00Z (1709294400 s since the epoch)",
                "2. MongoDB      stored {\"_id\": {\"$oid\": \"" + hex + "\"}, \"name\": \"demo item\"}"
                        + "  (BSON type of _id: OBJECT_ID)",
                "                read   " + hex + "  (find by _id through ObjectIdCodecProvider)",
                "3. SQL          row    oid_demo_item(id = X'" + hex + "' BINARY, 12 bytes; name = 'demo item')",
                "                read   " + hex
                        + "  (JPA find; @ObjectIdGenerated(assignable = true) kept the assigned id)",
                "4. REST         GET /items/" + hex + " -> 200 {\"id\":\"" + hex
                        + "\",\"name\":\"demo item\",\"created\":\"2024-03-01T12:00:00Z\"}",
                "                read   " + hex + "  (JSON parsed by ObjectIdModule)",
                "                GET /items/not-an-id -> 400 {\"status\":400,\"error\":\"Bad Request\","
                        + "\"value\":\"not-an-id\",\"message\":\"id must be an ObjectId: 24 hexadecimal characters\"}");
        assertThat(result.outLines()).last()
                .isEqualTo("all stages agree: " + hex + " (minted = MongoDB = SQL = JSON)");
    }

    @Test
    void everyIdPrintedIsTheMintedOne() {
        Result result = run(ObjectIdGenerator::defaultGenerator);

        assertThat(result.exitCode()).isZero();
        Matcher ids = Pattern.compile("(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])").matcher(result.out());
        String minted = result.outLines().stream().filter(l -> l.startsWith("1. minted")).findFirst().orElseThrow()
                .substring("1. minted       ".length());
        int count = 0;
        while (ids.find()) {
            assertThat(ids.group()).isEqualTo(minted);
            count++;
        }
        // minted, stored BSON, Mongo read, SQL row, SQL read, GET path, JSON body, JSON read, final line
        assertThat(count).isEqualTo(9);
        assertThat(ObjectId.isValid(minted)).isTrue();
    }

    @Test
    void unreachableDatabaseExitsOneAndSaysWhy() {
        Result result = run(ObjectIdGenerator::defaultGenerator, "--jdbc-url", "jdbc:postgresql://127.0.0.1:1/test", "--jdbc-user", "x");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).startsWith("oid demo: ").contains("127.0.0.1:1").contains("refused");
        assertThat(result.out()).doesNotContain("all stages agree");
    }

    @Test
    void helpNamesTheOptionsForRealServers() {
        Result result = run(ObjectIdGenerator::defaultGenerator, "--help");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("--mongodb-uri=URI", "--jdbc-url=URL", "--jdbc-user=USER",
                "--jdbc-password=PASSWORD", "0   all stages agree");
    }
}
