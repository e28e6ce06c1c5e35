package dev.oid.testsupport;

import java.util.List;

/**
 * JSON values that are not ids, where an id belongs, and the message oid-core gives for each: the same message in
 * every oid adapter that reads JSON (Jackson 2 and 3, kotlinx.serialization, Micronaut Serialization), inside the
 * framework's own exception. The messages are written out here, not computed, so a test that compares an adapter's
 * message with them fails when oid-core's wording changes unnoticed.
 */
public final class BadIdJson {

    /** oid-core's message for a value of the wrong shape, up to what was found. */
    public static final String WRONG_SHAPE = "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended "
            + "JSON {\"$oid\": \"<24 hexadecimal digits>\"}, found ";

    /**
     * One bad value.
     *
     * @param label what it is, for test names
     * @param json the value, as JSON text
     * @param message the message oid-core gives for it
     */
    public record Case(String label, String json, String message) {

        @Override
        public String toString() {
            return label;
        }
    }

    private BadIdJson() {
    }

    /**
     * The bad values: a number, a boolean, an array, objects that are not Extended JSON {@code {"$oid": "..."}}, and
     * strings that are not 24 hex digits (bare and in {@code $oid}), whose message is {@code ObjectId.parse}'s.
     * {@code null} is left out: Jackson and Micronaut read it as no id without asking the adapter.
     *
     * @return the cases, in a fixed order
     */
    public static List<Case> cases() {
        return List.of(
                new Case("a number", "42", WRONG_SHAPE + "a number \"42\""),
                new Case("a boolean", "true", WRONG_SHAPE + "a boolean \"true\""),
                new Case("an array", "[\"5a17b9d9ab102555b9c38874\"]", WRONG_SHAPE + "an array"),
                new Case("an empty object", "{}", WRONG_SHAPE + "an empty object"),
                new Case("an object without $oid", "{\"id\":\"5a17b9d9ab102555b9c38874\"}",
                        WRONG_SHAPE + "an object with property \"id\""),
                new Case("$oid a number", "{\"$oid\":42}", WRONG_SHAPE + "an object whose \"$oid\" is a number \"42\""),
                new Case("$oid an array", "{\"$oid\":[]}", WRONG_SHAPE + "an object whose \"$oid\" is an array"),
                new Case("$oid and another property", "{\"$oid\":\"5a17b9d9ab102555b9c38874\",\"x\":1}",
                        WRONG_SHAPE + "an object with property \"x\""),
                new Case("a bad string", "\"xyz\"", "Invalid ObjectId \"xyz\": expected exactly 24 hexadecimal digits "
                        + "(0-9, a-f, A-F), found 3 characters"),
                new Case("a bad string in $oid", "{\"$oid\":\"5a17b9d9ab102555b9c3887g\"}",
                        "Invalid ObjectId \"5a17b9d9ab102555b9c3887g\": expected exactly 24 hexadecimal digits "
                                + "(0-9, a-f, A-F), found 'g' (U+0067) at index 23"));
    }
}
