package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The warm-up curve the reports draw for one server on one workload: second by second, the median
 * over the rounds that were still warming up at that second (rounds end their warm-ups at different
 * times), of the slice's end time, its 2xx/s and the compiler's share of a core.
 */
final class WarmupCurve {

    private WarmupCurve() {}

    static List<SteadyRule.Slice> median(List<Sample> rounds) {
        List<List<SteadyRule.Slice>> curves = rounds.stream()
                .map(Sample::warmup)
                .filter(Objects::nonNull)
                .map(WarmupRecord::curve)
                .toList();
        int longest = curves.stream().mapToInt(List::size).max().orElse(0);
        List<SteadyRule.Slice> median = new ArrayList<>();
        for (int i = 0; i < longest; i++) {
            int at = i;
            List<SteadyRule.Slice> these = curves.stream()
                    .filter(c -> c.size() > at)
                    .map(c -> c.get(at))
                    .toList();
            median.add(new SteadyRule.Slice(
                    Median.median(these.stream()
                            .mapToDouble(SteadyRule.Slice::endSecond)
                            .toArray()),
                    Median.median(these.stream()
                            .mapToDouble(SteadyRule.Slice::requestsPerSecond)
                            .toArray()),
                    Median.median(these.stream()
                            .mapToDouble(SteadyRule.Slice::compilerShare)
                            .toArray())));
        }
        return median;
    }
}
