package dev.brigade.race.release;

import dev.brigade.race.Median;
import java.util.List;
import java.util.Locale;

/** Time to the first 200 with and without the AOT cache, over the same number of alternating starts. */
record StartupComparison(List<Double> withoutMillis, List<Double> withMillis, boolean kept) {

    /** Kept only when the median start is at least 10% faster with the cache: smaller cuts are noise here. */
    static StartupComparison judge(List<Double> without, List<Double> with) {
        double before =
                Median.median(without.stream().mapToDouble(Double::doubleValue).toArray());
        double after =
                Median.median(with.stream().mapToDouble(Double::doubleValue).toArray());
        return new StartupComparison(List.copyOf(without), List.copyOf(with), after > 0 && after <= before * 0.9);
    }

    double beforeMillis() {
        return Median.median(
                withoutMillis.stream().mapToDouble(Double::doubleValue).toArray());
    }

    double afterMillis() {
        return Median.median(
                withMillis.stream().mapToDouble(Double::doubleValue).toArray());
    }

    String sentence() {
        return String.format(
                Locale.ROOT,
                "Time to the first 200, median of %d alternating starts each: %.0f ms without the cache, %.0f ms with it (%+.0f%%): %s.",
                withMillis.size(),
                beforeMillis(),
                afterMillis(),
                (afterMillis() / beforeMillis() - 1) * 100,
                kept ? "kept" : "not kept (it has to cut startup by 10% or more)");
    }
}
