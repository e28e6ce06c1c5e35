package dev.oid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.oid.ObjectId;
import dev.oid.testsupport.BadIdJson;
import io.micronaut.json.JsonMapper;
import io.micronaut.serde.exceptions.SerdeException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bad values every oid JSON adapter is tested with ({@link BadIdJson}; the plain adapters in the root
 * integration tests), read by this application's Micronaut Serialization JSON mapper: its message is oid-core's
 * message for each, as theirs is, followed by the location in the input.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WrongShapeTest implements TestPropertyProvider {

    @Inject
    JsonMapper mapper;

    @Override
    public Map<String, String> getProperties() {
        return TestApplication.properties();
    }

    /** Every shared case but the array of one id, which Micronaut reads as its value (below). */
    static Stream<BadIdJson.Case> cases() {
        return BadIdJson.cases().stream().filter(bad -> !bad.label().equals("an array"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void givesOidCoresMessage(BadIdJson.Case bad) {
        SerdeException e = catchThrowableOfType(SerdeException.class,
                () -> mapper.readValue(bad.json(), ObjectId.class));

        assertThat(e).as(bad.label()).isNotNull();
        // oid-core's message, then where the JSON parser was.
        assertThat(e.getMessage()).startsWith(bad.message() + " \n at [Source: ");
    }

    /**
     * Micronaut's own decoders read a scalar from an array of one value (a {@code UUID} from {@code ["..."]}, which
     * is how a form field bound to a bean arrives), and so does the serde; an array of two values or of none is no
     * id.
     */
    @Test
    void anArrayOfOneValueIsReadAsMicronautReadsAUuidFromIt() throws IOException {
        UUID uuid = UUID.fromString("0b5f4f3e-7a2c-4d1b-9e8f-123456789abc");
        assertThat(mapper.readValue("[\"" + uuid + "\"]", UUID.class)).isEqualTo(uuid);

        assertThat(mapper.readValue("[\"5A17B9D9AB102555B9C38874\"]", ObjectId.class))
                .isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        assertThat(mapper.readValue("[{\"$oid\":\"5a17b9d9ab102555b9c38874\"}]", ObjectId.class))
                .isEqualTo(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        SerdeException two = catchThrowableOfType(SerdeException.class, () -> mapper.readValue(
                "[\"5a17b9d9ab102555b9c38874\",\"4df2dcec2cdcd20936a8b817\"]", ObjectId.class));
        assertThat(two).isNotNull();
        assertThat(two.getMessage()).startsWith(BadIdJson.WRONG_SHAPE + "an array \n at [Source: ");
        SerdeException none = catchThrowableOfType(SerdeException.class, () -> mapper.readValue("[]", ObjectId.class));
        assertThat(none).isNotNull();
        assertThat(none.getMessage()).startsWith(BadIdJson.WRONG_SHAPE + "an array \n at [Source: ");
    }
}
