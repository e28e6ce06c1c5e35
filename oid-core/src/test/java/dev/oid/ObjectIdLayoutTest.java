package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.oid.ObjectIdLayout.Boundary;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Both readings of an id, and boundary detection. */
class ObjectIdLayoutTest {

    @Test
    void minBoundaryHasAllFieldsZero() {
        ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.min(Instant.parse("2026-03-01T00:00:00Z")));

        assertThat(layout.boundary()).isEqualTo(Boundary.MIN);
        assertThat(layout.instant()).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
        assertThat(layout.processUnique()).isEqualTo("0000000000");
        assertThat(layout.counter()).isZero();
        assertThat(layout.legacyMachine()).isEqualTo("000000");
        assertThat(layout.legacyPid()).isZero();
    }

    @Test
    void maxBoundaryHasAllFieldsAtTheirLargest() {
        ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.max(Instant.parse("2026-03-01T00:00:00Z")));

        assertThat(layout.boundary()).isEqualTo(Boundary.MAX);
        assertThat(layout.processUnique()).isEqualTo("ffffffffff");
        assertThat(layout.counter()).isEqualTo(16_777_215);
        assertThat(layout.legacyMachine()).isEqualTo("ffffff");
        assertThat(layout.legacyPid()).isEqualTo(65_535);
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
        "000000000000000000000000, MIN",
        "ffffffff0000000000000000, MIN",
        "00000000ffffffffffffffff, MAX",
        "ffffffffffffffffffffffff, MAX",
        "5a17b9d90000000000000001, NONE",
        "5a17b9d98000000000000000, NONE",
        "5a17b9d9fffffffffffffffe, NONE",
        "5a17b9d97fffffffffffffff, NONE",
        "5a17b9d9ab102555b9c38874, NONE",
    })
    void detectsBoundariesFromTheEightBytesAfterTheTimestamp(String hex, Boundary expected) {
        assertThat(ObjectIdLayout.of(ObjectId.parse(hex)).boundary()).isEqualTo(expected);
    }

    @Test
    void explainsEachFieldAtItsPosition() {
        ObjectIdLayout layout = ObjectIdLayout.of(ObjectId.parse("80000000" + "0102030405" + "0a0b0c"));

        assertThat(layout.timestamp()).isEqualTo(0x8000_0000L);
        assertThat(layout.instant()).isEqualTo(Instant.parse("2038-01-19T03:14:08Z"));
        assertThat(layout.processUnique()).isEqualTo("0102030405");
        assertThat(layout.legacyMachine()).isEqualTo("010203");
        assertThat(layout.legacyPid()).isEqualTo(0x0405);
        assertThat(layout.counter()).isEqualTo(0x0a0b0c);
        assertThat(layout.id().toHexString()).isEqualTo("8000000001020304050a0b0c");
    }

    @Test
    void toStringListsEveryField() {
        assertThat(ObjectIdLayout.of(ObjectId.parse("5a17b9d9ab102555b9c38874"))).hasToString(
                "ObjectIdLayout[id=5a17b9d9ab102555b9c38874, timestamp=1511504345, instant=2017-11-24T06:19:05Z, "
                        + "processUnique=ab102555b9, counter=12814452, legacyMachine=ab1025, legacyPid=21945, "
                        + "boundary=NONE]");
    }

    @Test
    void equalWhenTheIdsAreEqual() {
        ObjectIdLayout a = ObjectIdLayout.of(ObjectId.parse("5a17b9d9ab102555b9c38874"));
        ObjectIdLayout b = ObjectIdLayout.of(ObjectId.parse("5A17B9D9AB102555B9C38874"));
        ObjectIdLayout c = ObjectIdLayout.of(ObjectId.parse("4df2dcec2cdcd20936a8b817"));

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).isNotEqualTo(c);
    }

    @Test
    void rejectsNull() {
        assertThatNullPointerException().isThrownBy(() -> ObjectIdLayout.of(null)).withMessage("id");
    }
}
