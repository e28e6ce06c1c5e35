package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.oid.testsupport.RealObjectIds;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs {@code oid inspect} over the real {@code _id}s of MongoDB's sample datasets in
 * {@link RealObjectIds}, and checks each JSON line against fields cut
 * directly out of the hex text (an oracle independent of {@code ObjectIdLayout}).
 */
class RealIdsTest {

    private static List<String> ids;

    @BeforeAll
    static void readRealIds() {
        ids = RealObjectIds.hex();
        assertThat(ids).as("ids in %s", RealObjectIds.RESOURCE).hasSize(3996).allMatch(id -> id.matches("[0-9a-f]{24}"));
    }

    @Test
    void explainsEveryRealIdFromStandardInputAsJson() {
        Cli.Result result = Cli.runWithInput(String.join("\n", ids) + "\n", "inspect", "--json");

        List<String> expected = new ArrayList<>();
        for (String id : ids) {
            expected.add(expectedJson(id));
        }
        assertThat(result.outLines()).containsExactlyElementsOf(expected);
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void explainsEveryRealIdGivenAsArgumentsAsTables() {
        List<String> args = new ArrayList<>(List.of("inspect"));
        args.addAll(ids);

        Cli.Result result = Cli.run(args.toArray(String[]::new));

        List<String> lines = result.outLines();
        assertThat(lines).hasSize(ids.size() * 11 + ids.size() - 1);
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            int first = i * 12;
            assertThat(lines.get(first)).isEqualTo(id);
            assertThat(lines.get(first + 2)).isEqualTo("  instant           " + instantOf(id));
            assertThat(lines.get(first + 7)).isEqualTo("    machine         " + id.substring(8, 14));
            assertThat(lines.get(first + 8)).startsWith("    pid             " + Integer.parseInt(id.substring(14, 18), 16)
                    + " (0x");
        }
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    private static String expectedJson(String id) {
        int counter = Integer.parseInt(id.substring(18, 24), 16);
        String tail = id.substring(8);
        String boundary = tail.equals("0".repeat(16)) ? "\"min\"" : tail.equals("f".repeat(16)) ? "\"max\"" : "null";
        return "{\"id\":\"" + id + "\",\"timestamp\":" + Long.parseLong(id.substring(0, 8), 16)
                + ",\"instant\":\"" + instantOf(id) + "\",\"processUnique\":\"" + id.substring(8, 18)
                + "\",\"counter\":" + counter + ",\"legacy\":{\"machine\":\"" + id.substring(8, 14)
                + "\",\"pid\":" + Integer.parseInt(id.substring(14, 18), 16) + ",\"counter\":" + counter
                + "},\"boundary\":" + boundary + "}";
    }

    private static Instant instantOf(String id) {
        return Instant.ofEpochSecond(Long.parseLong(id.substring(0, 8), 16));
    }
}
