package dev.oid.benchmarks.keys;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The statistics of the key benchmarks: median, minimum and maximum of the runs of one figure, and a bootstrap
 * interval of the ratio of two medians. The bootstrap draws from a fixed seed, so the same runs always give the
 * same interval (and the docs written from them stay the same).
 */
public final class Stats {

    /** The bootstrap's seed: the interval of the same runs never changes. */
    public static final long SEED = 20_261_126L;
    /** Bootstrap resamples per interval. */
    public static final int RESAMPLES = 10_000;

    private Stats() {
    }

    /**
     * The median: the middle value, or the mean of the two middle values of an even count.
     *
     * @param values one or more values, not changed
     * @return the median
     * @throws IllegalArgumentException if there is no value
     */
    public static double median(double... values) {
        requireValues(values);
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /**
     * The smallest value.
     *
     * @param values one or more values
     * @return the minimum
     * @throws IllegalArgumentException if there is no value
     */
    public static double min(double... values) {
        requireValues(values);
        return Arrays.stream(values).min().getAsDouble();
    }

    /**
     * The largest value.
     *
     * @param values one or more values
     * @return the maximum
     * @throws IllegalArgumentException if there is no value
     */
    public static double max(double... values) {
        requireValues(values);
        return Arrays.stream(values).max().getAsDouble();
    }

    /**
     * A closed interval {@code [low, high]}.
     *
     * @param low the lower end
     * @param high the upper end
     */
    public record Interval(double low, double high) {

        /**
         * Whether the interval lies wholly above or wholly below 1: a ratio that differs from 1 beyond the spread.
         *
         * @return true if {@code 1} is outside {@code [low, high]}
         */
        public boolean excludesOne() {
            return low > 1 || high < 1;
        }
    }

    /**
     * The spread of the ratio {@code a / b} that the runs' ranges allow: {@code [min(a) / max(b), max(a) / min(b)]}.
     * It excludes 1 exactly when the two ranges do not overlap.
     *
     * @param a the runs of the numerator, positive
     * @param b the runs of the denominator, positive
     * @return the interval
     */
    public static Interval rangeRatio(double[] a, double[] b) {
        return new Interval(min(a) / max(b), max(a) / min(b));
    }

    /**
     * The percentile bootstrap 95% interval of {@code median(a) / median(b)}: {@value #RESAMPLES} times, resample
     * each side with replacement (same size), take the ratio of the two medians; the interval runs from the 2.5th
     * to the 97.5th percentile of those ratios (nearest rank). Draws come from {@link #SEED}.
     *
     * @param a the runs of the numerator, positive
     * @param b the runs of the denominator, positive
     * @return the interval
     * @throws IllegalArgumentException if a side has no value
     */
    public static Interval bootstrapRatioOfMedians(double[] a, double[] b) {
        requireValues(a);
        requireValues(b);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] ratios = new double[RESAMPLES];
        double[] sampleA = new double[a.length];
        double[] sampleB = new double[b.length];
        for (int r = 0; r < RESAMPLES; r++) {
            for (int i = 0; i < a.length; i++) {
                sampleA[i] = a[random.nextInt(a.length)];
            }
            for (int i = 0; i < b.length; i++) {
                sampleB[i] = b[random.nextInt(b.length)];
            }
            ratios[r] = median(sampleA) / median(sampleB);
        }
        Arrays.sort(ratios);
        return new Interval(percentile(ratios, 2.5), percentile(ratios, 97.5));
    }

    /**
     * The nearest-rank percentile of sorted values: the smallest value with at least {@code p} % of the values at
     * or below it.
     *
     * @param sorted values in ascending order, at least one
     * @param p the percentile, {@code 0 < p <= 100}
     * @return the value
     * @throws IllegalArgumentException if {@code p} is out of range or there is no value
     */
    public static double percentile(double[] sorted, double p) {
        requireValues(sorted);
        if (!(p > 0 && p <= 100)) {
            throw new IllegalArgumentException("percentile must be in (0, 100], got " + p);
        }
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }

    private static void requireValues(double[] values) {
        if (values == null || values.length == 0) {
            throw new IllegalArgumentException("no values: a statistic needs at least one run");
        }
    }
}
