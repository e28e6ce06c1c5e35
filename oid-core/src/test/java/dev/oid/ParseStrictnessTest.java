package dev.oid;

import dev.oid.internal.ErrorMessages;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bad-input matrix: {@code parse} accepts exactly 24 ASCII hex digits and nothing else, with a message
 * that quotes the input and says what was expected; {@code isValid} says {@code false} without throwing.
 */
class ParseStrictnessTest {

    private static final String EXPECTED = "expected exactly 24 hexadecimal digits (0-9, a-f, A-F)";
    private static final String VALID = "5a17b9d9ab102555b9c38874";

    /** Input, how it is quoted in the message, and what the message says was found. */
    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("empty", "", "\"\"", "found 0 characters"),
                Arguments.of("23 characters", VALID.substring(1), "\"" + VALID.substring(1) + "\"", "found 23 characters"),
                Arguments.of("25 characters", VALID + "0", "\"" + VALID + "0\"", "found 25 characters"),
                Arguments.of("12-character string", "abcdefghijkl", "\"abcdefghijkl\"", "found 12 characters"),
                Arguments.of("leading space", " " + VALID, "\" " + VALID + "\"", "found 25 characters"),
                Arguments.of("trailing space", VALID + " ", "\"" + VALID + " \"", "found 25 characters"),
                Arguments.of("trailing newline", VALID + "\n", "\"" + VALID + "\\u000a\"", "found 25 characters"),
                Arguments.of("leading space, 24 characters", " a17b9d9ab102555b9c38874",
                        "\" a17b9d9ab102555b9c38874\"", "found U+0020 (whitespace) at index 0"),
                Arguments.of("trailing space, 24 characters", "5a17b9d9ab102555b9c3887 ",
                        "\"5a17b9d9ab102555b9c3887 \"", "found U+0020 (whitespace) at index 23"),
                Arguments.of("inner space", "5a17b9d9 ab102555b9c3887",
                        "\"5a17b9d9 ab102555b9c3887\"", "found U+0020 (whitespace) at index 8"),
                Arguments.of("inner tab", "5a17b9d9\tab102555b9c3887",
                        "\"5a17b9d9\\u0009ab102555b9c3887\"", "found U+0009 (whitespace) at index 8"),
                Arguments.of("no-break space", "5a17b9d9\u00a0ab102555b9c3887",
                        "\"5a17b9d9\\u00a0ab102555b9c3887\"", "found U+00A0 at index 8"),
                Arguments.of("C1 control NEL", "5a17b9d9\u0085ab102555b9c3887",
                        "\"5a17b9d9\\u0085ab102555b9c3887\"", "found U+0085 at index 8"),
                Arguments.of("line separator", "5a17b9d9ab102555b9c3887\u2028",
                        "\"5a17b9d9ab102555b9c3887\\u2028\"", "found U+2028 (whitespace) at index 23"),
                Arguments.of("paragraph separator", "\u20295a17b9d9ab102555b9c38874",
                        "\"\\u20295a17b9d9ab102555b9c38874\"", "found 25 characters"),
                Arguments.of("right-to-left override", "5a17b9d9ab10\u202e555b9c38874",
                        "\"5a17b9d9ab10\\u202e555b9c38874\"", "found U+202E at index 12"),
                Arguments.of("byte order mark", "\ufeff5a17b9d9ab102555b9c38874",
                        "\"\\ufeff5a17b9d9ab102555b9c38874\"", "found 25 characters"),
                Arguments.of("zero-width space", "5a17b9d9ab1025\u200b5b9c38874",
                        "\"5a17b9d9ab1025\\u200b5b9c38874\"", "found U+200B at index 14"),
                Arguments.of("plus sign", "+a17b9d9ab102555b9c38874",
                        "\"+a17b9d9ab102555b9c38874\"", "found '+' (U+002B) at index 0"),
                Arguments.of("minus sign", "-a17b9d9ab102555b9c38874",
                        "\"-a17b9d9ab102555b9c38874\"", "found '-' (U+002D) at index 0"),
                Arguments.of("0x prefix", "0x17b9d9ab102555b9c38874",
                        "\"0x17b9d9ab102555b9c38874\"", "found 'x' (U+0078) at index 1"),
                Arguments.of("Arabic-Indic digit", "\u0665a17b9d9ab102555b9c38874",
                        "\"\u0665a17b9d9ab102555b9c38874\"", "found '\u0665' (U+0665) at index 0"),
                Arguments.of("full-width digit", "5a17b9d9ab102555b9c3887\uff14",
                        "\"5a17b9d9ab102555b9c3887\uff14\"", "found '\uff14' (U+FF14) at index 23"),
                Arguments.of("full-width letter", "5a17b9d9\uff41b102555b9c38874",
                        "\"5a17b9d9\uff41b102555b9c38874\"", "found '\uff41' (U+FF41) at index 8"),
                Arguments.of("surrogate pair", "5a17b9d9ab102555b9c388\ud83d\ude00",
                        "\"5a17b9d9ab102555b9c388\ud83d\ude00\"", "found '\ud83d\ude00' (U+1F600) at index 22"),
                Arguments.of("lone high surrogate", "\ud83da17b9d9ab102555b9c38874",
                        "\"\\ud83da17b9d9ab102555b9c38874\"", "found U+D83D at index 0"),
                Arguments.of("lone low surrogate", "5a17b9d9ab102555b9c3887\ude00",
                        "\"5a17b9d9ab102555b9c3887\\ude00\"", "found U+DE00 at index 23"),
                Arguments.of("cut before a surrogate pair at the 64-character limit",
                        "0".repeat(63) + "\ud83d\ude00" + "0",
                        "\"" + "0".repeat(63) + "\"... (66 characters in all)", "found 66 characters"),
                Arguments.of("cut after a surrogate pair that ends at the limit",
                        "0".repeat(62) + "\ud83d\ude00" + "0",
                        "\"" + "0".repeat(62) + "\ud83d\ude00\"... (65 characters in all)", "found 65 characters"),
                Arguments.of("non-hex letter g", "5a17b9d9ab102555b9c3887g",
                        "\"5a17b9d9ab102555b9c3887g\"", "found 'g' (U+0067) at index 23"),
                Arguments.of("non-hex letter G", "G" + VALID.substring(1),
                        "\"G" + VALID.substring(1) + "\"", "found 'G' (U+0047) at index 0"),
                Arguments.of("letter beyond f", "5a17b9d9ab102555b9c3887z",
                        "\"5a17b9d9ab102555b9c3887z\"", "found 'z' (U+007A) at index 23"),
                Arguments.of("quote", "5a17b9d9ab102555b9c3887\"",
                        "\"5a17b9d9ab102555b9c3887\\\"\"", "found '\"' (U+0022) at index 23"),
                Arguments.of("NUL", "5a17b9d9ab102555b9c3887\0",
                        "\"5a17b9d9ab102555b9c3887\\u0000\"", "found U+0000 at index 23"),
                Arguments.of("Latin-1 digit lookalike", "5a17b9d9ab102555b9c3887\u00b9",
                        "\"5a17b9d9ab102555b9c3887\u00b9\"", "found '\u00b9' (U+00B9) at index 23"));
    }

    @ParameterizedTest(name = "rejects {0}")
    @MethodSource("badInputs")
    void parseRejectsWithMessageQuotingTheInput(String description, String input, String quoted, String found) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse(input))
                .withMessage("Invalid ObjectId " + quoted + ": " + EXPECTED + ", " + found);
    }

    @ParameterizedTest(name = "isValid is false for {0}")
    @MethodSource("badInputs")
    void isValidIsFalseWithoutThrowing(String description, String input, String quoted, String found) {
        assertThat(ObjectId.isValid(input)).isFalse();
        assertThat(ObjectId.isValid(new StringBuilder(input))).isFalse();
    }

    @ParameterizedTest(name = "ErrorMessages.quote quotes {0} as parse does")
    @MethodSource("badInputs")
    void quoteQuotesAsTheParseMessageDoes(String description, String input, String quoted, String found) {
        assertThat(ErrorMessages.quote(input)).isEqualTo(quoted);
        assertThat(ErrorMessages.quote(new StringBuilder(input))).isEqualTo(quoted);
    }

    @Test
    void quoteEscapesQuotesAndBackslashesAndCutsLongText() {
        assertThat(ErrorMessages.quote("not-an-id")).isEqualTo("\"not-an-id\"");
        assertThat(ErrorMessages.quote("say \"hi\" \\ bye")).isEqualTo("\"say \\\"hi\\\" \\\\ bye\"");
        assertThat(ErrorMessages.quote("a\tb\r\nc")).isEqualTo("\"a\\u0009b\\u000d\\u000ac\"");
        assertThat(ErrorMessages.quote("x".repeat(100)))
                .isEqualTo("\"" + "x".repeat(64) + "\"... (100 characters in all)");
        assertThat(ErrorMessages.quote("x".repeat(64))).isEqualTo("\"" + "x".repeat(64) + "\"");
    }

    @Test
    void wrongShapeSaysWhatWasExpectedAndQuotesWhatWasFound() {
        String expected = "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended JSON "
                + "{\"$oid\": \"<24 hexadecimal digits>\"}, found ";
        assertThat(ErrorMessages.wrongShape("a number", "42")).isEqualTo(expected + "a number \"42\"");
        assertThat(ErrorMessages.wrongShape("an array", null)).isEqualTo(expected + "an array");
        assertThat(ErrorMessages.wrongShape("an object with property", "line\nbreak"))
                .isEqualTo(expected + "an object with property \"line\\u000abreak\"");
        assertThat(ErrorMessages.wrongShape("a number", "9".repeat(100)))
                .isEqualTo(expected + "a number \"" + "9".repeat(64) + "\"... (100 characters in all)");
    }

    @Test
    void wrongShapeRejectsNullKindNamingTheParameter() {
        assertThatNullPointerException().isThrownBy(() -> ErrorMessages.wrongShape(null, "42")).withMessage("kind");
    }

    @Test
    void quoteRejectsNullNamingTheParameter() {
        assertThatNullPointerException().isThrownBy(() -> ErrorMessages.quote(null)).withMessage("text");
    }

    @Test
    void parseRejectsNullNamingTheParameter() {
        assertThatNullPointerException().isThrownBy(() -> ObjectId.parse(null)).withMessage("hex");
    }

    @Test
    void isValidIsFalseForNull() {
        assertThat(ObjectId.isValid(null)).isFalse();
    }

    @Test
    void rejectsEveryNonHexAsciiCharacterInEveryPosition() {
        for (char c = 0; c < 256; c++) {
            boolean hex = c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
            for (int position : new int[] {0, 7, 8, 15, 23}) {
                String input = VALID.substring(0, position) + c + VALID.substring(position + 1);
                assertThat(ObjectId.isValid(input)).as("U+%04X at %d", (int) c, position).isEqualTo(hex);
                if (!hex) {
                    assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.parse(input))
                            .withMessageContaining(" at index " + position);
                }
            }
        }
    }

    @Test
    void acceptsOnlyAsciiHexDigitsAmongAllUtf16CodeUnits() {
        for (int c = 0; c <= 0xFFFF; c++) {
            boolean hex = c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
            for (int position : new int[] {0, 13, 23}) {
                String input = VALID.substring(0, position) + (char) c + VALID.substring(position + 1);
                // The String fast path and the general CharSequence path must agree on every code unit.
                for (CharSequence text : new CharSequence[] {input, new StringBuilder(input)}) {
                    if (ObjectId.isValid(text) != hex) {
                        throw new AssertionError(String.format("isValid(%s) is %s for U+%04X at %d",
                                text.getClass().getSimpleName(), !hex, c, position));
                    }
                    if (hex) {
                        assertThat(ObjectId.parse(text).toHexString()).isEqualToIgnoringCase(input);
                    } else {
                        try {
                            ObjectId.parse(text);
                            throw new AssertionError(String.format("parse(%s) accepted U+%04X at %d",
                                    text.getClass().getSimpleName(), c, position));
                        } catch (IllegalArgumentException expected) {
                            // rejected, as it must be
                        }
                    }
                }
            }
        }
    }

    @Test
    void cutsLongInputInTheMessage() {
        String longInput = "x".repeat(100_000);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectId.parse(longInput))
                .withMessage("Invalid ObjectId \"" + "x".repeat(64) + "\"... (100000 characters in all): "
                        + EXPECTED + ", found 100000 characters");
        assertThat(ObjectId.isValid(longInput)).isFalse();
    }

    @Test
    void parsesAnyCharSequence() {
        assertThat(ObjectId.parse(new StringBuilder(VALID)).toHexString()).isEqualTo(VALID);
        assertThat(ObjectId.isValid(new StringBuilder(VALID))).isTrue();
        assertThat(ObjectId.parse(java.nio.CharBuffer.wrap(VALID.toCharArray())).toHexString()).isEqualTo(VALID);
    }
}
