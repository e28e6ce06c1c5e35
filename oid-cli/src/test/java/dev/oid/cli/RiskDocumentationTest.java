package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The figures the documentation publishes about fleet uniqueness come from {@link CollisionModel} and
 * {@code oid risk}, so they cannot drift: the README's table is recomputed, and every {@code oid risk} example in
 * a {@code console} block is run and its output compared line for line.
 */
class RiskDocumentationTest {

    private static final Path README = Path.of("..", "README.md");

    private static final long TEN_YEARS = 3650L * 86400;

    private static final Pattern CONSOLE_BLOCK = Pattern.compile("^```console\\n(.*?)^```",
            Pattern.DOTALL | Pattern.MULTILINE);

    private static final String ECHO_EXIT = "; echo \"exit $?\"";

    /**
     * Each row of the README's table: processes, rate, then the probability over ten years without restarts (for
     * any loads, then equal loads), the same with daily restarts, and the expected duplicates, each as the
     * model's figure rounded to the digits shown.
     */
    @Test
    void readmeTableIsTheModelsFigures() throws IOException {
        String text = Files.readString(README);
        String section = text.substring(text.indexOf("<!-- BEGIN fleet-uniqueness -->"),
                text.indexOf("<!-- END fleet-uniqueness -->"));
        List<String[]> rows = new ArrayList<>();
        for (String line : section.lines().toList()) {
            if (line.matches("\\| [0-9,]+ \\|.*")) {
                rows.add(Arrays.stream(line.split("\\|")).skip(1).map(String::strip).toArray(String[]::new));
            }
        }

        assertThat(rows).hasSize(4);
        for (String[] row : rows) {
            long processes = Long.parseLong(row[0].replace(",", ""));
            long rate = Long.parseLong(row[1].replace(",", ""));
            CollisionModel.Estimate never = CollisionModel.estimate(processes, rate, CollisionModel.NO_RESTART,
                    TEN_YEARS);
            CollisionModel.Estimate daily = CollisionModel.estimate(processes, rate, 86_400, TEN_YEARS);
            String what = String.join(" | ", row);
            assertThat(row).as(what).hasSize(7);
            assertShown(row[2], never.probability(), what);
            assertShown(row[3], never.probabilityEqualLoads(), what);
            assertShown(row[4], daily.probability(), what);
            assertShown(row[5], daily.probabilityEqualLoads(), what);
            assertShown(row[6], never.expectedDuplicates(), what);
            assertShown(row[6], daily.expectedDuplicates(), what);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"../docs/fleet-uniqueness.md", "README.md"})
    void riskExamplesShowWhatTheCommandPrints(String file) throws IOException {
        Matcher blocks = CONSOLE_BLOCK.matcher(Files.readString(Path.of(file)));
        int examples = 0;
        while (blocks.find()) {
            List<String> lines = blocks.group(1).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (!line.startsWith("$ oid risk ") && !line.startsWith("$ ./oid risk ")) {
                    continue;
                }
                List<String> shown = new ArrayList<>();
                for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("$ "); j++) {
                    shown.add(lines.get(j));
                }
                while (!shown.isEmpty() && shown.get(shown.size() - 1).isEmpty()) {
                    shown.remove(shown.size() - 1);
                }
                String command = line.substring(line.indexOf("risk "));
                boolean echoExit = command.endsWith(ECHO_EXIT);
                if (echoExit) {
                    command = command.substring(0, command.length() - ECHO_EXIT.length());
                }

                Cli.Result result = Cli.run(command.split(" "));

                List<String> printed = new ArrayList<>(result.outLines());
                printed.addAll(result.err().lines().toList());
                if (echoExit) {
                    printed.add("exit " + result.exitCode());
                } else {
                    assertThat(result.exitCode()).as(line).isZero();
                }
                assertThat(printed).as("%s: %s", file, line).containsExactlyElementsOf(shown);
                examples++;
            }
        }
        assertThat(examples).as("oid risk examples in %s", file).isGreaterThanOrEqualTo(2);
    }

    /** Asserts that {@code shown} (e.g. {@code 4.5e-5}, {@code 14,200}, {@code 0.28}) is {@code value} rounded. */
    private static void assertShown(String shown, double value, String row) {
        BigDecimal number = new BigDecimal(shown.replace(",", ""));
        int digits = number.stripTrailingZeros().precision();
        assertThat(new BigDecimal(value).round(new MathContext(digits)).compareTo(number))
                .as("%s: %s is %s rounded to %d digits", row, shown, value, digits).isZero();
    }
}
