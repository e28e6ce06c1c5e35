package dev.oid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.oid.ObjectId;
import dev.oid.internal.ErrorMessages;
import dev.oid.kotlinx.ObjectIdSerializer;
import dev.oid.testsupport.BadIdJson;
import java.util.stream.Stream;
import kotlinx.serialization.SerializationException;
import kotlinx.serialization.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One bad input reads the same in every JSON adapter: each bad value of {@link BadIdJson} goes through oid-jackson
 * (Jackson 2), oid-jackson3 and oid-kotlinx-serialization, and each reports oid-core's message for it, after its
 * framework's own words (Jackson names the target type first). oid-micronaut's serde runs the same values in its
 * serde application (it needs a Micronaut context).
 */
class WrongShapeMessagesTest {

    private static final com.fasterxml.jackson.databind.json.JsonMapper JACKSON2 =
            com.fasterxml.jackson.databind.json.JsonMapper.builder()
                    .addModule(new dev.oid.jackson.ObjectIdModule()).build();

    private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
            tools.jackson.databind.json.JsonMapper.builder()
                    .addModule(new dev.oid.jackson3.ObjectIdModule()).build();

    static Stream<BadIdJson.Case> cases() {
        return BadIdJson.cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyAdapterGivesOidCoresMessage(BadIdJson.Case bad) {
        MismatchedInputException jackson2 = catchThrowableOfType(MismatchedInputException.class,
                () -> JACKSON2.readValue(bad.json(), ObjectId.class));
        tools.jackson.databind.exc.MismatchedInputException jackson3 = catchThrowableOfType(
                tools.jackson.databind.exc.MismatchedInputException.class,
                () -> JACKSON3.readValue(bad.json(), ObjectId.class));
        SerializationException kotlinx = catchThrowableOfType(SerializationException.class,
                () -> Json.Default.decodeFromString(ObjectIdSerializer.INSTANCE, bad.json()));

        assertThat(jackson2.getOriginalMessage()).as("Jackson 2")
                .startsWith("Cannot deserialize value of type `dev.oid.ObjectId`")
                .endsWith(": " + bad.message());
        assertThat(jackson3.getOriginalMessage()).as("Jackson 3")
                .startsWith("Cannot deserialize value of type `dev.oid.ObjectId`")
                .endsWith(": " + bad.message());
        assertThat(kotlinx.getMessage()).as("kotlinx.serialization").isEqualTo(bad.message());
    }

    @Test
    void theWrittenOutMessagesAreOidCoresRule() {
        assertThat(BadIdJson.cases()).extracting(BadIdJson.Case::message).startsWith(
                ErrorMessages.wrongShape("a number", "42"),
                ErrorMessages.wrongShape("a boolean", "true"),
                ErrorMessages.wrongShape("an array", null),
                ErrorMessages.wrongShape("an empty object", null),
                ErrorMessages.wrongShape("an object with property", "id"),
                ErrorMessages.wrongShape("an object whose \"$oid\" is a number", "42"),
                ErrorMessages.wrongShape("an object whose \"$oid\" is an array", null),
                ErrorMessages.wrongShape("an object with property", "x"));
    }
}
