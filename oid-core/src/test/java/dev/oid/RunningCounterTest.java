package dev.oid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The counter runs on across seconds, as the MongoDB ObjectId specification prescribes, so two processes that drew
 * the same process-unique value mint the same id only where their counters meet, not in every common second.
 */
class RunningCounterTest {

    private static final Instant T = Instant.parse("2026-01-01T00:00:00Z");
    private static final long SHARED_VALUE = 0x0102030405L;

    private static ObjectIdGenerator generator(TestClock clock, int counterStart) {
        return ObjectIdGenerator.builder().clock(clock).random(new FixedRandom(SHARED_VALUE, counterStart)).build();
    }

    @Test
    void twoProcessesWithTheSameValueAtThreeIdsASecondRepeatNothing() {
        TestClock clockA = new TestClock(T);
        TestClock clockB = new TestClock(T);
        ObjectIdGenerator a = generator(clockA, 5);
        ObjectIdGenerator b = generator(clockB, 9_000_000);
        List<String> idsA = new ArrayList<>();
        List<String> idsB = new ArrayList<>();
        for (int second = 0; second < 5; second++) {
            for (int i = 0; i < 3; i++) {
                idsA.add(a.generate().toHexString());
                idsB.add(b.generate().toHexString());
            }
            clockA.advanceMillis(1000);
            clockB.advanceMillis(1000);
        }

        // Each counter runs on from its start (5, 6, 7 in the first second, 8, 9, a in the next, ...; a thread
        // skips the few values of its block that a second did not use), never starting again at 0.
        assertThat(idsA).startsWith("6955b9000102030405000005", "6955b9000102030405000006",
                "6955b9000102030405000007", "6955b9010102030405000008");
        // 9,000,000 = 0x895440.
        assertThat(idsB).startsWith("6955b9000102030405895440", "6955b9000102030405895441");
        assertThat(counters(idsA)).isSorted().allMatch(counter -> counter >= 5 && counter < 5 + 30);
        assertThat(counters(idsB)).isSorted().allMatch(counter -> counter >= 9_000_000 && counter < 9_000_000 + 30);
        Set<String> all = new HashSet<>(idsA);
        all.addAll(idsB);
        // 0 duplicates of 30; a counter that started again at 0 in every second made 12 of the 30 ids repeats.
        assertThat(all).hasSize(30);
    }

    private static List<Integer> counters(List<String> ids) {
        return ids.stream().map(id -> Integer.parseInt(id.substring(18), 16)).toList();
    }

    @Test
    void twoProcessesWithTheSameValueAtAThousandIdsASecondForAMinuteRepeatNothing() {
        TestClock clockA = new TestClock(T);
        TestClock clockB = new TestClock(T);
        ObjectIdGenerator a = generator(clockA, 0);
        ObjectIdGenerator b = generator(clockB, 1 << 23); // half the counter space apart
        Set<ObjectId> all = new HashSet<>();
        int minted = 0;
        for (int second = 0; second < 60; second++) {
            for (int i = 0; i < 1000; i++) {
                all.add(a.generate());
                all.add(b.generate());
                minted += 2;
                clockA.advanceMillis(1);
                clockB.advanceMillis(1);
            }
        }

        assertThat(minted).isEqualTo(120_000);
        // A counter starting again at 0 every second repeated 59,000 of these ids (all of B's from the second on).
        assertThat(all).hasSize(120_000);
    }

    @Test
    void aCounterWrapWithinASecondKeepsIdsDistinctIncreasingAndInThatSecond() {
        TestClock clock = new TestClock(T);
        ObjectIdGenerator generator = generator(clock, 0xfffc00);
        generator.generate(); // T: counter fffc00
        clock.advanceMillis(1000);

        ObjectId previous = null;
        for (int i = 0; i < 5000; i++) {
            ObjectId id = i % 7 == 0 ? generator.generate(2)[1] : generator.generate();
            assertThat(id.instant()).isEqualTo(T.plusSeconds(1));
            if (previous != null) {
                assertThat(id).isGreaterThan(previous);
            }
            previous = id;
        }
        // The counter wrapped after 1,023 values of the second: the rest carry the next process-unique value.
        ObjectIdLayout last = ObjectIdLayout.of(previous);
        assertThat(last.processUnique()).isEqualTo("0102030406");
        assertThat(last.counter()).isBetween(5000 - 1023, 5000 - 1023 + 5000 / 7 + 1);
    }
}
