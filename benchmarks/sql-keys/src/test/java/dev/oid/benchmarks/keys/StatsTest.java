package dev.oid.benchmarks.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class StatsTest {

    @Test
    void medianOfAnOddCountIsTheMiddleValue() {
        assertThat(Stats.median(5, 1, 3)).isEqualTo(3);
        assertThat(Stats.median(7)).isEqualTo(7);
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
        assertThat(Stats.median(4, 1, 3, 2)).isEqualTo(2.5);
    }

    @Test
    void medianLeavesItsInputAlone() {
        double[] values = {3, 1, 2};
        Stats.median(values);
        assertThat(values).containsExactly(3, 1, 2);
    }

    @Test
    void minAndMax() {
        assertThat(Stats.min(4, -1, 9)).isEqualTo(-1);
        assertThat(Stats.max(4, -1, 9)).isEqualTo(9);
    }

    @Test
    void refusesNoValues() {
        assertThatThrownBy(Stats::median).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no values: a statistic needs at least one run");
    }

    @Test
    void nearestRankPercentiles() {
        double[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertThat(Stats.percentile(sorted, 2.5)).isEqualTo(1);
        assertThat(Stats.percentile(sorted, 50)).isEqualTo(5);
        assertThat(Stats.percentile(sorted, 97.5)).isEqualTo(10);
        assertThat(Stats.percentile(sorted, 100)).isEqualTo(10);
        assertThatThrownBy(() -> Stats.percentile(sorted, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("percentile must be in (0, 100], got 0.0");
    }

    @Test
    void rangeRatioExcludesOneExactlyWhenTheRangesAreApart() {
        Stats.Interval apart = Stats.rangeRatio(new double[] {120, 130, 125}, new double[] {100, 110, 105});
        assertThat(apart.low()).isCloseTo(120.0 / 110, within(1e-12));
        assertThat(apart.high()).isCloseTo(130.0 / 100, within(1e-12));
        assertThat(apart.excludesOne()).isTrue();
        Stats.Interval overlapping = Stats.rangeRatio(new double[] {100, 130}, new double[] {110, 120});
        assertThat(overlapping.excludesOne()).isFalse();
    }

    @Test
    void bootstrapOfConstantRunsIsTheRatioItself() {
        Stats.Interval interval = Stats.bootstrapRatioOfMedians(new double[] {2, 2, 2}, new double[] {1, 1, 1});
        assertThat(interval).isEqualTo(new Stats.Interval(2, 2));
        assertThat(interval.excludesOne()).isTrue();
    }

    @Test
    void bootstrapOfSingleRunsIsTheirRatio() {
        assertThat(Stats.bootstrapRatioOfMedians(new double[] {3}, new double[] {4}))
                .isEqualTo(new Stats.Interval(0.75, 0.75));
    }

    @Test
    void bootstrapOfThreeRunsEachSpansTheRatiosOfTheirExtremes() {
        // With 3 runs a resampled median is the minimum with probability 7/27 (at least two of three draws are
        // the minimum), so both 2.5% tails reach the extremes: the interval is min(a)/max(b) .. max(a)/min(b).
        double[] a = {10, 11, 12};
        double[] b = {5, 6, 7};
        Stats.Interval interval = Stats.bootstrapRatioOfMedians(a, b);
        assertThat(interval.low()).isCloseTo(10.0 / 7, within(1e-12));
        assertThat(interval.high()).isCloseTo(12.0 / 5, within(1e-12));
        assertThat(interval).isEqualTo(Stats.rangeRatio(a, b));
    }

    @Test
    void bootstrapIsTheSameEveryTimeAndNarrowerThanTheRangeWithMoreRuns() {
        double[] a = {100, 101, 102, 103, 104, 105, 106, 107, 108, 150};
        double[] b = {100, 100, 100, 100, 100, 100, 100, 100, 100, 100};
        Stats.Interval first = Stats.bootstrapRatioOfMedians(a, b);
        assertThat(Stats.bootstrapRatioOfMedians(a, b)).isEqualTo(first);
        // the outlier run (150) moves the median of a resample by one rank at most: far below max/min
        assertThat(first.high()).isLessThanOrEqualTo(1.08);
        assertThat(first.low()).isGreaterThanOrEqualTo(1.01);
        assertThat(first.excludesOne()).isTrue();
    }
}
