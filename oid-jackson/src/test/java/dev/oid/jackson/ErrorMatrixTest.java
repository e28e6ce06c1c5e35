package dev.oid.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of bad input, for both id types, fails with Jackson's own exception type, a message naming the
 * bad value and what was expected, and the path of the property.
 */
class ErrorMatrixTest extends ModuleTestBase {

    record Item(ObjectId id) {}

    record Order(List<Item> items) {}

    record BsonItem(org.bson.types.ObjectId id) {}

    record BsonOrder(List<BsonItem> items) {}

    /** oid-core's message for a value of the wrong shape, up to what was found. */
    private static final String WRONG_SHAPE = "Invalid ObjectId: expected a string of 24 hexadecimal digits or Extended "
            + "JSON {\"$oid\": \"<24 hexadecimal digits>\"}, found ";

    /** Bad JSON value, the exception type, and fragments the message must contain. */
    static Stream<Arguments> badValues() {
        return Stream.of(
                Arguments.of("bad hex", "'5a17b9d9ab102555b9c3887g'", InvalidFormatException.class,
                        List.of("\"5a17b9d9ab102555b9c3887g\"", "'g' (U+0067) at index 23", "24 hexadecimal digits")),
                Arguments.of("too short", "'5a17b9d9'", InvalidFormatException.class,
                        List.of("\"5a17b9d9\"", "found 8 characters", "24 hexadecimal digits")),
                Arguments.of("too long", "'5a17b9d9ab102555b9c3887400'", InvalidFormatException.class,
                        List.of("\"5a17b9d9ab102555b9c3887400\"", "found 26 characters")),
                Arguments.of("empty string", "''", InvalidFormatException.class,
                        List.of("\"\"", "found 0 characters")),
                Arguments.of("leading whitespace", "' 5a17b9d9ab102555b9c3887'", InvalidFormatException.class,
                        List.of("\" 5a17b9d9ab102555b9c3887\"", "U+0020 (whitespace) at index 0")),
                Arguments.of("trailing whitespace", "'5a17b9d9ab102555b9c38874 '", InvalidFormatException.class,
                        List.of("found 25 characters")),
                Arguments.of("number", "42", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "a number \"42\"")),
                Arguments.of("boolean", "true", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "a boolean \"true\"")),
                Arguments.of("array", "['5a17b9d9ab102555b9c38874']", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "an array")),
                Arguments.of("object without $oid", "{'id':'5a17b9d9ab102555b9c38874'}",
                        MismatchedInputException.class, List.of(WRONG_SHAPE + "an object with property \"id\"")),
                Arguments.of("empty object", "{}", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "an empty object")),
                Arguments.of("$oid number", "{'$oid':42}", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "an object whose \"$oid\" is a number \"42\"")),
                Arguments.of("$oid null", "{'$oid':null}", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "an object whose \"$oid\" is null")),
                Arguments.of("$oid object", "{'$oid':{'$oid':'5a17b9d9ab102555b9c38874'}}",
                        MismatchedInputException.class, List.of(WRONG_SHAPE + "an object whose \"$oid\" is an object")),
                Arguments.of("$oid with extra field", "{'$oid':'5a17b9d9ab102555b9c38874','x':1}",
                        MismatchedInputException.class, List.of(WRONG_SHAPE + "an object with property \"x\"")),
                Arguments.of("extra field first", "{'x':1,'$oid':'5a17b9d9ab102555b9c38874'}",
                        MismatchedInputException.class, List.of(WRONG_SHAPE + "an object with property \"x\"")),
                Arguments.of("property name with a line break", "{'line\\nbreak':1}",
                        MismatchedInputException.class, List.of(WRONG_SHAPE + "an object with property \"line\\u000abreak\"")),
                Arguments.of("long property name", "{'" + "k".repeat(100) + "':1}", MismatchedInputException.class,
                        List.of(WRONG_SHAPE + "an object with property \"" + "k".repeat(64) + "\"... (100 characters in all)")),
                Arguments.of("$oid bad hex", "{'$oid':'not-an-id'}", InvalidFormatException.class,
                        List.of("\"not-an-id\"", "found 9 characters")));
    }

    private static String orderJson(String badValue) {
        return a2q("{'items':[{'id':'5a17b9d9ab102555b9c38874'},{'id':{'$oid':'4df2dcec2cdcd20936a8b817'}},"
                + "{'id':" + badValue + "}]}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badValues")
    void rejectsBadValueWithTypedErrorMessageAndPath(String label, String badValue,
            Class<? extends MismatchedInputException> type, List<String> fragments) {
        MismatchedInputException e = catchThrowableOfType(type,
                () -> newMapper().readValue(orderJson(badValue), Order.class));
        assertThat(e).as(label).isNotNull();
        assertThat(e.getClass()).isEqualTo(type);
        assertThat(e.getOriginalMessage()).contains(fragments).contains("dev.oid.ObjectId");
        assertThat(e.getTargetType()).isEqualTo(ObjectId.class);
        assertThat(pathOf(e)).isEqualTo("items[2].id");
        assertThat(e.getMessage()).contains("Order[\"items\"]->java.util.ArrayList[2]->");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badValues")
    void rejectsBadValueForBsonObjectIdTheSameWay(String label, String badValue,
            Class<? extends MismatchedInputException> type, List<String> fragments) {
        MismatchedInputException e = catchThrowableOfType(type,
                () -> newMapper().readValue(orderJson(badValue), BsonOrder.class));
        assertThat(e).as(label).isNotNull();
        assertThat(e.getClass()).isEqualTo(type);
        assertThat(e.getOriginalMessage()).contains(fragments).contains("org.bson.types.ObjectId");
        assertThat(e.getTargetType()).isEqualTo(org.bson.types.ObjectId.class);
        assertThat(pathOf(e)).isEqualTo("items[2].id");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badValues")
    void rejectsBadValueAlsoInExtendedJsonMode(String label, String badValue,
            Class<? extends MismatchedInputException> type, List<String> fragments) {
        MismatchedInputException e = catchThrowableOfType(type,
                () -> newExtendedJsonMapper().readValue(orderJson(badValue), Order.class));
        assertThat(e).as(label).isNotNull();
        assertThat(e.getOriginalMessage()).contains(fragments);
        assertThat(pathOf(e)).isEqualTo("items[2].id");
    }

    @org.junit.jupiter.api.Test
    void invalidFormatExceptionCarriesTheBadValue() {
        InvalidFormatException e = catchThrowableOfType(InvalidFormatException.class,
                () -> newMapper().readValue(orderJson("'xyz'"), Order.class));
        assertThat(e.getValue()).isEqualTo("xyz");
        assertThat(e.getOriginalMessage()).startsWith(
                "Cannot deserialize value of type `dev.oid.ObjectId` from String \"xyz\": Invalid ObjectId \"xyz\": "
                        + "expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 3 characters");
    }

    @org.junit.jupiter.api.Test
    void wrongShapeIsOidCoresMessageAfterJacksonsTypeDescription() {
        MismatchedInputException e = catchThrowableOfType(MismatchedInputException.class,
                () -> newMapper().readValue(orderJson("42"), Order.class));
        assertThat(e.getOriginalMessage()).isEqualTo("Cannot deserialize value of type `dev.oid.ObjectId`: " + WRONG_SHAPE
                + "a number \"42\"");
        assertThat(e.getOriginalMessage()).endsWith(ErrorMessages.wrongShape("a number", "42"));
    }

    @org.junit.jupiter.api.Test
    void rejectsBadMapKeyWithInvalidFormatAndPath() {
        InvalidFormatException e = catchThrowableOfType(InvalidFormatException.class,
                () -> newMapper().readValue(a2q("{'byId':{'5a17b9d9ab102555b9c38874':1,'oops':2}}"),
                        new TypeReference<Map<String, Map<ObjectId, Integer>>>() { }));
        assertThat(e.getOriginalMessage())
                .contains("Map key of type `dev.oid.ObjectId`", "\"oops\"", "found 4 characters");
        assertThat(e.getValue()).isEqualTo("oops");
        // Jackson's MapDeserializer reports key errors at the map itself.
        assertThat(pathOf(e)).isEqualTo("byId");
    }
}
