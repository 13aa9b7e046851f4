package dev.brigade.race;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One cell of summary.md: a server's requests per CPU-second over another's on one workload by one method,
 * paired within rounds ({@link Ratio}), as {@code median [95% interval]} with its verdict. A cell says why it
 * has no ratio: a side that never ran the workload ("not raced", "go not raced"), or runs that never counted in the same
 * round ("failed: no round paired").
 */
final class SummaryCell {

    private SummaryCell() {}

    /** Against a target: met (the interval at or above it), missed (below it), not resolved (it contains it). */
    static String target(List<Sample> samples, String workload, String server, String baseline, double target) {
        return ratio(samples, workload, server, baseline)
                .map(r -> text(r, samples) + verdict(r, target))
                .orElseGet(() -> missing(samples, workload, server, baseline));
    }

    /** Our server against the race's Go competitor: over 1, ours spends less CPU per request. */
    static String againstGo(List<Sample> samples, String workload, String server) {
        return ratio(samples, workload, server, Targets.GO)
                .map(r -> text(r, samples) + goVerdict(r))
                .orElseGet(() -> missing(samples, workload, server, Targets.GO));
    }

    /**
     * Whether the method ran one round only: then no cell has an interval, the method's sentence says so once,
     * and each cell is that round's ratio alone.
     */
    static boolean oneRound(List<Sample> samples) {
        return samples.stream().mapToInt(Sample::round).max().orElse(0) <= 1;
    }

    /** "0.82 [0.78–0.85]"; over a one-round method "0.82"; a ratio of one round among more says it has no interval. */
    private static String text(Ratio r, List<Sample> samples) {
        return oneRound(samples) ? String.format(Locale.ROOT, "%.2f", r.median()) : Format.ratio(r);
    }

    static String verdict(Ratio r, double target) {
        if (r.intervalLow() == null || r.intervalHigh() == null) {
            return ""; // Format.ratio says "one round: no interval" already
        }
        return r.intervalLow() >= target ? ": met" : r.intervalHigh() < target ? ": missed" : ": not resolved";
    }

    static String goVerdict(Ratio r) {
        if (r.intervalLow() == null || r.intervalHigh() == null) {
            return "";
        }
        return !r.resolved() ? ": not resolved" : r.intervalHigh() < 1 ? ": more CPU" : ": less CPU";
    }

    /** Whether anyone ran the workload by this method: a go table's rows are the workloads go ran. */
    static boolean ran(List<Sample> samples, String workload, String competitor) {
        return samples.stream()
                .anyMatch(s -> s.workload().equals(workload) && s.competitor().equals(competitor));
    }

    private static Optional<Ratio> ratio(List<Sample> samples, String workload, String server, String baseline) {
        return Ratio.of(workload, server, baseline, null, samples);
    }

    private static String missing(List<Sample> samples, String workload, String server, String baseline) {
        if (!ran(samples, workload, server)) {
            return "not raced";
        }
        return ran(samples, workload, baseline) ? "failed: no round paired" : baseline + " not raced";
    }
}
