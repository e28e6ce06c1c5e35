package dev.oid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InspectCommandTest {

    private static final String TABLE_5A17 = """
            5a17b9d9ab102555b9c38874
              timestamp         1511504345 (0x5a17b9d9)
              instant           2017-11-24T06:19:05Z
              current layout
                process-unique  ab102555b9
                counter         12814452 (0xc38874)
              legacy layout
                machine         ab1025
                pid             21945 (0x55b9)
                counter         12814452 (0xc38874)
              boundary          no
            """;

    private static final String TABLE_4DF2 = """
            4df2dcec2cdcd20936a8b817
              timestamp         1307761900 (0x4df2dcec)
              instant           2011-06-11T03:11:40Z
              current layout
                process-unique  2cdcd20936
                counter         11057175 (0xa8b817)
              legacy layout
                machine         2cdcd2
                pid             2358 (0x0936)
                counter         11057175 (0xa8b817)
              boundary          no
            """;

    private static final String JSON_5A17 = "{\"id\":\"5a17b9d9ab102555b9c38874\",\"timestamp\":1511504345,"
            + "\"instant\":\"2017-11-24T06:19:05Z\",\"processUnique\":\"ab102555b9\",\"counter\":12814452,"
            + "\"legacy\":{\"machine\":\"ab1025\",\"pid\":21945,\"counter\":12814452},\"boundary\":null}";

    private static final String JSON_4DF2 = "{\"id\":\"4df2dcec2cdcd20936a8b817\",\"timestamp\":1307761900,"
            + "\"instant\":\"2011-06-11T03:11:40Z\",\"processUnique\":\"2cdcd20936\",\"counter\":11057175,"
            + "\"legacy\":{\"machine\":\"2cdcd2\",\"pid\":2358,\"counter\":11057175},\"boundary\":null}";

    @Test
    void explainsThePublishedIdsAsTablesSeparatedByABlankLine() {
        Cli.Result result = Cli.run("inspect", "5a17b9d9ab102555b9c38874", "4df2dcec2cdcd20936a8b817");

        assertThat(result.out()).isEqualTo(TABLE_5A17 + "\n" + TABLE_4DF2);
        assertThat(result.outLines()).contains(
                "  instant           2017-11-24T06:19:05Z",
                "    machine         ab1025",
                "    pid             21945 (0x55b9)",
                "    counter         12814452 (0xc38874)",
                "  instant           2011-06-11T03:11:40Z",
                "    machine         2cdcd2",
                "    pid             2358 (0x0936)",
                "    counter         11057175 (0xa8b817)");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void printsOneJsonObjectPerLine() {
        Cli.Result result = Cli.run("inspect", "--json", "5a17b9d9ab102555b9c38874", "4df2dcec2cdcd20936a8b817");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n" + JSON_4DF2 + "\n");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void readsIdsFromStandardInputWhenNoneAreGivenSkippingBlankLines() {
        Cli.Result result = Cli.runWithInput(
                "\n5a17b9d9ab102555b9c38874\r\n   \n\t\n4df2dcec2cdcd20936a8b817", "inspect", "--json");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n" + JSON_4DF2 + "\n");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void readsStandardInputAsTablesToo() {
        Cli.Result result = Cli.runWithInput("5a17b9d9ab102555b9c38874\n4df2dcec2cdcd20936a8b817\n", "inspect");

        assertThat(result.out()).isEqualTo(TABLE_5A17 + "\n" + TABLE_4DF2);
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void ignoresStandardInputWhenIdsAreGivenAsArguments() {
        Cli.Result result = Cli.runWithInput("4df2dcec2cdcd20936a8b817\n", "inspect", "--json",
                "5a17b9d9ab102555b9c38874");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n");
    }

    @Test
    void reportsAnInvalidIdOnStandardErrorAndStillExplainsTheOthers() {
        Cli.Result result = Cli.run("inspect", "--json", "5a17b9d9ab102555b9c38874", "5a17b9d9ab102555b9c3887",
                "4df2dcec2cdcd20936a8b817");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n" + JSON_4DF2 + "\n");
        assertThat(result.err()).isEqualTo("oid inspect: Invalid ObjectId \"5a17b9d9ab102555b9c3887\": expected "
                + "exactly 24 hexadecimal digits (0-9, a-f, A-F), found 23 characters\n");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void tableModeAlsoKeepsGoingAfterAnInvalidId() {
        Cli.Result result = Cli.run("inspect", "not-an-id", "5a17b9d9ab102555b9c38874", "4df2dcec2cdcd20936a8b817");

        assertThat(result.out()).isEqualTo(TABLE_5A17 + "\n" + TABLE_4DF2);
        assertThat(result.err()).startsWith("oid inspect: Invalid ObjectId \"not-an-id\": expected exactly 24 ");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void namesTheLineOfAnInvalidIdOnStandardInputAndDoesNotTrimIt() {
        Cli.Result result = Cli.runWithInput("5a17b9d9ab102555b9c38874\n\n 4df2dcec2cdcd20936a8b817\n"
                + "5a17b9d9ab102555b9c3887g\n", "inspect", "--json");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n");
        assertThat(result.err()).isEqualTo(
                "oid inspect: line 3: Invalid ObjectId \" 4df2dcec2cdcd20936a8b817\": expected exactly 24 "
                        + "hexadecimal digits (0-9, a-f, A-F), found 25 characters\n"
                        + "oid inspect: line 4: Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 "
                        + "hexadecimal digits (0-9, a-f, A-F), found 'g' (U+0067) at index 23\n");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void acceptsUpperCaseAndPrintsCanonicalLowerCase() {
        Cli.Result result = Cli.run("inspect", "--json", "5A17B9D9AB102555B9C38874");

        assertThat(result.out()).isEqualTo(JSON_5A17 + "\n");
    }

    @Test
    void marksTheSmallestIdOfASecondAsMinBoundary() {
        Cli.Result json = Cli.run("inspect", "--json", "000000000000000000000000");
        Cli.Result table = Cli.run("inspect", "000000000000000000000000");

        assertThat(json.out()).isEqualTo("{\"id\":\"000000000000000000000000\",\"timestamp\":0,"
                + "\"instant\":\"1970-01-01T00:00:00Z\",\"processUnique\":\"0000000000\",\"counter\":0,"
                + "\"legacy\":{\"machine\":\"000000\",\"pid\":0,\"counter\":0},\"boundary\":\"min\"}\n");
        assertThat(table.outLines()).contains("  boundary          yes: min, the smallest id of its second "
                + "(for range queries, never minted)");
    }

    @Test
    void marksTheLargestIdOfASecondAsMaxBoundaryAndReadsTheTimestampUnsigned() {
        Cli.Result json = Cli.run("inspect", "--json", "ffffffffffffffffffffffff");
        Cli.Result table = Cli.run("inspect", "ffffffffffffffffffffffff");

        assertThat(json.out()).isEqualTo("{\"id\":\"ffffffffffffffffffffffff\",\"timestamp\":4294967295,"
                + "\"instant\":\"2106-02-07T06:28:15Z\",\"processUnique\":\"ffffffffff\",\"counter\":16777215,"
                + "\"legacy\":{\"machine\":\"ffffff\",\"pid\":65535,\"counter\":16777215},\"boundary\":\"max\"}\n");
        assertThat(table.outLines()).contains(
                "  timestamp         4294967295 (0xffffffff)",
                "    pid             65535 (0xffff)",
                "  boundary          yes: max, the largest id of its second (for range queries, never minted)");
    }

    @Test
    void readsTimestampsPast2038AsUnsigned() {
        Cli.Result result = Cli.run("inspect", "--json", "800000000000000000000001");

        assertThat(result.out()).startsWith("{\"id\":\"800000000000000000000001\",\"timestamp\":2147483648,"
                + "\"instant\":\"2038-01-19T03:14:08Z\",");
        assertThat(result.out()).endsWith("\"counter\":1,\"legacy\":{\"machine\":\"000000\",\"pid\":0,"
                + "\"counter\":1},\"boundary\":null}\n");
    }

    @Test
    void emptyStandardInputPrintsNothingAndSucceeds() {
        Cli.Result result = Cli.runWithInput("\n\n", "inspect");

        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }
}
