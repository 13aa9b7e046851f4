package dev.brigade.race;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The cells of one method's summary.md tables: a server's requests per CPU-second over another's on one
 * workload, paired within rounds ({@link Ratio}), as {@code median [95% interval]} with its verdict. A cell says
 * why it has no ratio: a side that never ran the workload ("not raced", "go not raced"), or runs that never
 * counted in the same round ("failed: no round paired"). Whether the method ran one round only is decided once
 * here, for all its cells.
 */
final class SummaryCells {

    private final List<Sample> samples;
    private final boolean oneRound;

    SummaryCells(List<Sample> samples) {
        this.samples = samples;
        this.oneRound = samples.stream().mapToInt(Sample::round).max().orElse(0) <= 1;
    }

    /**
     * Whether the method ran one round only: then no cell has an interval, the method's sentence says so once,
     * and each cell is that round's ratio alone.
     */
    boolean oneRound() {
        return oneRound;
    }

    /** Against a target: met (the interval at or above it), missed (below it), not resolved (it contains it). */
    String target(String workload, String server, String baseline, double target) {
        return ratio(workload, server, baseline)
                .map(r -> text(r) + verdict(r, target))
                .orElseGet(() -> missing(workload, server, baseline));
    }

    /** Our server against the race's Go competitor: over 1, ours spends less CPU per request. */
    String againstGo(String workload, String server) {
        return ratio(workload, server, Targets.GO)
                .map(r -> text(r) + goVerdict(r))
                .orElseGet(() -> missing(workload, server, Targets.GO));
    }

    /** "0.82 [0.78–0.85]"; over a one-round method "0.82"; a ratio of one round among more says it has no interval. */
    private String text(Ratio r) {
        return oneRound ? String.format(Locale.ROOT, "%.2f", r.median()) : Format.ratio(r);
    }

    private static String verdict(Ratio r, double target) {
        if (r.intervalLow() == null || r.intervalHigh() == null) {
            return ""; // Format.ratio says "one round: no interval" already
        }
        return r.intervalLow() >= target ? ": met" : r.intervalHigh() < target ? ": missed" : ": not resolved";
    }

    private static String goVerdict(Ratio r) {
        if (r.intervalLow() == null || r.intervalHigh() == null) {
            return "";
        }
        return !r.resolved() ? ": not resolved" : r.intervalHigh() < 1 ? ": more CPU" : ": less CPU";
    }

    /** Whether the competitor ran the workload by this method at all, counted or not. */
    private boolean ran(String workload, String competitor) {
        return samples.stream()
                .anyMatch(s -> s.workload().equals(workload) && s.competitor().equals(competitor));
    }

    private Optional<Ratio> ratio(String workload, String server, String baseline) {
        return Ratio.of(workload, server, baseline, null, samples);
    }

    private String missing(String workload, String server, String baseline) {
        if (!ran(workload, server)) {
            return "not raced";
        }
        return ran(workload, baseline) ? "failed: no round paired" : baseline + " not raced";
    }
}
