package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code min}/{@code max}: the range-query boundaries of a second, only for instants an id can hold. */
class TimeRangeTest {

    @Test
    void minIsTheTimestampFollowedByZeros() {
        assertThat(ObjectId.min(Instant.parse("2017-11-24T06:19:05.999Z")).toHexString())
                .isEqualTo("5a17b9d90000000000000000");
    }

    @Test
    void maxIsTheTimestampFollowedByOnes() {
        assertThat(ObjectId.max(Instant.parse("2017-11-24T06:19:05Z")).toHexString())
                .isEqualTo("5a17b9d9ffffffffffffffff");
    }

    @Test
    void boundsIncludeThePublishedIdOfThatSecond() {
        ObjectId id = ObjectId.parse("5a17b9d9ab102555b9c38874");
        Instant second = Instant.parse("2017-11-24T06:19:05Z");

        assertThat(id).isBetween(ObjectId.min(second), ObjectId.max(second));
        assertThat(id).isLessThan(ObjectId.min(second.plusSeconds(1)));
        assertThat(id).isGreaterThan(ObjectId.max(second.minusSeconds(1)));
    }

    @Test
    void acceptsTheFirstAndLastInstantOfTheRange() {
        assertThat(ObjectId.min(Instant.EPOCH).toHexString()).isEqualTo("000000000000000000000000");
        assertThat(ObjectId.max(Instant.parse("2106-02-07T06:28:15.999999999Z")).toHexString())
                .isEqualTo("ffffffffffffffffffffffff");
    }

    @ParameterizedTest(name = "rejects {0}")
    @ValueSource(strings = {"1969-12-31T23:59:59.999999999Z", "1969-12-31T23:59:59Z", "1900-01-01T00:00:00Z",
            "2106-02-07T06:28:16Z", "2262-04-11T23:47:16Z", "-1000000000-01-01T00:00:00Z",
            "+1000000000-12-31T23:59:59.999999999Z"})
    void rejectsInstantsOutsideTheUnsigned32BitRangeInsteadOfTruncating(String text) {
        Instant instant = Instant.parse(text);
        String message = "Instant " + instant + " is outside the ObjectId timestamp range: expected "
                + "1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z (unsigned 32-bit seconds since the epoch)";

        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.min(instant)).withMessage(message);
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectId.max(instant)).withMessage(message);
    }

    @Test
    void rejectsNull() {
        assertThatNullPointerException().isThrownBy(() -> ObjectId.min(null)).withMessage("instant");
        assertThatNullPointerException().isThrownBy(() -> ObjectId.max(null)).withMessage("instant");
    }
}
