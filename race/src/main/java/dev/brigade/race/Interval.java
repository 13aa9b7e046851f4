package dev.brigade.race;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A 95% interval for the median of per-round values: a percentile bootstrap, {@value #RESAMPLES}
 * resamples of the rounds with replacement from a fixed seed ({@value #SEED}), so drawing a report twice
 * prints the same interval. Over few rounds it is no wider than their range and says little: a verdict
 * waits for {@link Ratio#VERDICT_ROUNDS}.
 */
record Interval(double low, double high) {

    static final long SEED = 37;
    static final int RESAMPLES = 10_000;

    /** Empty for fewer than two values: one round has no spread to resample. */
    static Optional<Interval> ofMedian(List<Double> values) {
        if (values.size() < 2) {
            return Optional.empty();
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        SplittableRandom random = new SplittableRandom(SEED);
        double[] medians = new double[RESAMPLES];
        double[] sample = new double[v.length];
        for (int i = 0; i < RESAMPLES; i++) {
            for (int j = 0; j < v.length; j++) {
                sample[j] = v[random.nextInt(v.length)];
            }
            medians[i] = Median.median(sample);
        }
        Arrays.sort(medians);
        return Optional.of(new Interval(
                medians[(int) Math.floor(0.025 * RESAMPLES)], medians[(int) Math.ceil(0.975 * RESAMPLES) - 1]));
    }

    /** Whether {@code x} is inside: for a ratio, 1 inside means the rounds cannot tell the two apart. */
    boolean contains(double x) {
        return low <= x && x <= high;
    }
}
