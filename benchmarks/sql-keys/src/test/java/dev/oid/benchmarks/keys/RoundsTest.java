package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RoundsTest {

    /** The eight keys of a PostgreSQL campaign, in catalogue order. */
    private static final List<String> KEYS = Arrays.stream(KeyType.values()).filter(KeyType::jdbc)
            .map(KeyType::key).toList();

    @Test
    void everyKeyTakesEveryPlaceAboutEquallyOften() {
        int rounds = 8000;
        List<List<String>> orders = new Rounds(Rounds.DEFAULT_SEED, 0).orders(KEYS, rounds);
        assertThat(KEYS).hasSize(8);
        long[][] counts = new long[KEYS.size()][KEYS.size()];
        for (List<String> order : orders) {
            assertThat(order).containsExactlyInAnyOrderElementsOf(KEYS);
            for (int place = 0; place < order.size(); place++) {
                counts[KEYS.indexOf(order.get(place))][place]++;
            }
        }
        double expected = (double) rounds / KEYS.size();
        double chiSquare = 0;
        for (long[] key : counts) {
            for (long count : key) {
                // 1000 expected; the standard deviation is 30, so 15% is five of them
                assertThat((double) count).isBetween(expected * 0.85, expected * 1.15);
                chiSquare += (count - expected) * (count - expected) / expected;
            }
        }
        // 49 degrees of freedom ((8 - 1) x (8 - 1)): the 99.9th percentile of chi-square is 85.4
        assertThat(chiSquare).isLessThan(85.4);
    }

    @Test
    void theSameSeedGivesTheSameOrders() {
        assertThat(new Rounds(7, 0).orders(KEYS, 50)).isEqualTo(new Rounds(7, 5000).orders(KEYS, 50));
        assertThat(new Rounds(7, 0).orders(KEYS, 50)).isNotEqualTo(new Rounds(8, 0).orders(KEYS, 50));
        // a longer campaign starts with the same rounds
        assertThat(new Rounds(7, 0).orders(KEYS, 80).subList(0, 50)).isEqualTo(new Rounds(7, 0).orders(KEYS, 50));
        // a known answer: a change to the shuffle would no longer reproduce the orders recorded in the runs files
        assertThat(new Rounds(41, 0).orders(List.of("a", "b", "c", "d", "e"), 1).get(0))
                .containsExactly("c", "a", "e", "d", "b");
    }

    @Test
    void placesVaryAcrossTheFirstFiveRoundsOfTheDefaultSeed() {
        List<List<String>> orders = new Rounds(Rounds.DEFAULT_SEED, 0).orders(KEYS, 5);
        assertThat(orders).doesNotHaveDuplicates();
        for (int place = 0; place < KEYS.size(); place++) {
            int p = place;
            Set<String> keys = new HashSet<>(orders.stream().map(order -> order.get(p)).toList());
            assertThat(keys).as("keys at place %d of the first five rounds", place + 1).hasSizeGreaterThan(1);
        }
    }

    @Test
    void consecutiveSeedsOfThePreviousMethodPutTheSameKeyLastInEveryRound() {
        // What the committed runs were measured with: Collections.shuffle with java.util.Random(--seed + round).
        // Its first draw, nextInt(8), takes the top bits of the first output, nearly the same for nearby seeds.
        Set<String> last = new HashSet<>();
        IntStream.rangeClosed(1, 5).forEach(round -> {
            List<String> order = new ArrayList<>(KEYS);
            Collections.shuffle(order, new Random(Rounds.DEFAULT_SEED + round));
            last.add(order.get(order.size() - 1));
        });
        assertThat(last).containsExactly("objectid");
    }

    @Test
    void theMethodNamesTheOrderAndThePause() {
        assertThat(new Rounds(1, 5000).method()).isEqualTo("split-shuffled+settle+pause5s");
        assertThat(Rounds.format(List.of("uuidv7", "bigint"))).isEqualTo("uuidv7 bigint");
    }
}
