package dev.oid.bson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.oid.ObjectId;
import java.time.Instant;
import java.util.Date;
import org.junit.jupiter.api.Test;

/**
 * The driver's {@code org.bson.types.ObjectId} column of README's "Why not org.bson.types.ObjectId" table, pinned
 * against the bson version of this build next to what {@code dev.oid.ObjectId} does with the same input.
 */
class DriverObjectIdDifferencesTest {

    private static final String AFTER_2038 = "800000000000000000000000";

    @Test
    void theDriversTimestampIsSignedFrom2038WhereOursIsUnsigned() {
        assertThat(new org.bson.types.ObjectId(AFTER_2038).getTimestamp()).isEqualTo(Integer.MIN_VALUE);
        assertThat(ObjectId.parse(AFTER_2038).instant()).isEqualTo(Instant.parse("2038-01-19T03:14:08Z"));
    }

    @Test
    void theDriverWrapsADateAfter2106SilentlyWhereOursRejectsIt() {
        Instant year2200 = Instant.parse("2200-01-01T00:00:00Z");
        org.bson.types.ObjectId driver = new org.bson.types.ObjectId(Date.from(year2200), 0);

        assertThat(ObjectIdConversions.fromDriver(driver).instant()).isEqualTo(Instant.parse("2063-11-24T17:31:44Z"));
        assertThatThrownBy(() -> ObjectId.min(year2200)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theDriversIsValidThrowsOnNullWhereOursIsFalse() {
        assertThatThrownBy(() -> org.bson.types.ObjectId.isValid(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(ObjectId.isValid(null)).isFalse();
    }

    @Test
    void theDriversMessageNeitherQuotesTheInputNorSaysWhatWasFound() {
        String bad = "5a17b9d9ab102555b9c3887";

        assertThatThrownBy(() -> new org.bson.types.ObjectId(bad))
                .hasMessage("state should be: hexString has 24 characters");
        assertThatThrownBy(() -> ObjectId.parse(bad)).hasMessage("Invalid ObjectId \"5a17b9d9ab102555b9c3887\": "
                + "expected exactly 24 hexadecimal digits (0-9, a-f, A-F), found 23 characters");
    }
}
