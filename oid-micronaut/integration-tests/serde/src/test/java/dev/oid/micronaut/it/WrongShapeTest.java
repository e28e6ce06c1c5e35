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
import java.util.Map;
import java.util.stream.Stream;
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

    static Stream<BadIdJson.Case> cases() {
        return BadIdJson.cases().stream();
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
}
