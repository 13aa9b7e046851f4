package dev.brigade.race;

import java.util.Comparator;
import java.util.List;

/**
 * summary.md: the tables the root README's Results copy, drawn from results.json so that they are never
 * typed. Per method the race ran: each framework against raw-nio beside issue 37's targets
 * ({@link Targets}), on HTTP/1.1 and on HTTP/2 and TLS, then our five against the race's Go competitor.
 */
final class MarkdownSummary {

    static final String INTRO =
            "This race's requests per CPU-second against issue 37's targets and against the race's Go"
                    + " competitor, drawn from `results.json` (every run behind them: [`report.md`](report.md)); the root README's"
                    + " Results copy these tables as they are. Each cell is a server's requests per CPU-second over another's (the"
                    + " other's CPU per request over the server's), taken within each round, then the median of those per-round"
                    + " ratios and its 95% interval: a percentile bootstrap over the rounds ("
                    + String.format(java.util.Locale.ROOT, "%,d", Interval.RESAMPLES) + " resamples, seed "
                    + Interval.SEED
                    + "). Against a target: met where the interval is at or above it, missed where it is below, not resolved"
                    + " where it contains it. Against the Go competitor (`" + Targets.GO
                    + "`), over 1 means ours spends less CPU per request:"
                    + " less CPU or more CPU where the interval is entirely above or below 1, not resolved where it contains 1."
                    + " One round has no interval, and so no verdict.";
    static final String STEADY = "steady state";
    static final String RACE = "race's method";
    static final String ONE_ROUND = "One round: each cell is that round's ratio, with no interval and no verdict.";

    private MarkdownSummary() {}

    static String render(RaceResults r) {
        StringBuilder md = new StringBuilder("# brigade race ")
                .append(r.stamp())
                .append(": the summary\n\n")
                .append(INTRO)
                .append("\n\n");
        if (!r.rounds().isEmpty()) {
            md.append("## Steady state\n\n").append(Format.rounds(r)).append(", a fresh process a run.");
            method(md, r.rounds(), STEADY);
        }
        if (!r.raceRounds().isEmpty()) {
            md.append("## The race's method\n\n")
                    .append(raceRounds(r))
                    .append(" Issue 37 sets its targets on the steady state; they stand here for comparison.");
            method(md, r.raceSamples(), RACE);
        }
        if (r.rounds().isEmpty() && r.raceRounds().isEmpty()) {
            md.append("No closed-loop rounds in these results: nothing to pair.\n");
        }
        return md.toString();
    }

    /**
     * Each table's first header cell names its method, so that a table copied into the README matches the
     * one method's table it came from, never the other's (their other headers are the same).
     */
    private static void method(StringBuilder md, List<Sample> samples, String method) {
        SummaryCells cells = new SummaryCells(samples);
        md.append(cells.oneRound() ? " " + ONE_ROUND : "")
                .append("\n\n### HTTP/1.1 against raw-nio, issue 37's targets\n\n")
                .append(header("framework, " + method, Targets.HTTP1_WORKLOADS, "targets"));
        for (String f : Targets.FRAMEWORKS) {
            md.append("| ").append(f);
            for (String w : Targets.HTTP1_WORKLOADS) {
                md.append(" | ").append(cells.target(w, f, Targets.BASELINE, Targets.http1(f, w)));
            }
            md.append(" | ").append(Targets.http1Text(f)).append(" |\n");
        }
        md.append("\n### HTTP/2 and TLS against raw-nio, target ")
                .append(Targets.H2_TLS)
                .append("\n\n")
                .append(header("framework, " + method, Targets.H2_TLS_WORKLOADS, null));
        for (String f : Targets.FRAMEWORKS) {
            md.append("| ").append(f);
            for (String w : Targets.H2_TLS_WORKLOADS) {
                md.append(" | ").append(cells.target(w, f, Targets.BASELINE, Targets.H2_TLS));
            }
            md.append(" |\n");
        }
        md.append("\n### Against the race's Go competitor, on every workload it ran\n\n");
        // the race's sections' order: HTTP/1.1, then h2c, then HTTPS, each in the race's order
        List<String> raceOrder = MarkdownReport.sectioned(Workload.ALL).stream()
                .map(Workload::name)
                .toList();
        List<String> goRan = samples.stream()
                .filter(s -> s.competitor().equals(Targets.GO))
                .map(Sample::workload)
                .distinct()
                .sorted(Comparator.comparingInt(raceOrder::indexOf))
                .toList();
        if (goRan.isEmpty()) {
            md.append("No competitor named `").append(Targets.GO).append("` raced by this method.\n\n");
            return;
        }
        md.append(header("workload, " + method, Targets.OURS, null));
        for (String w : goRan) {
            md.append("| ").append(w);
            for (String server : Targets.OURS) {
                md.append(" | ").append(cells.againstGo(w, server));
            }
            md.append(" |\n");
        }
        md.append("\n");
    }

    private static String header(String first, List<String> columns, String last) {
        StringBuilder h = new StringBuilder("| ").append(first);
        StringBuilder line = new StringBuilder("|---");
        for (String c : columns) {
            h.append(" | ").append(c);
            line.append("|---:");
        }
        if (last != null) {
            h.append(" | ").append(last);
            line.append("|---");
        }
        return h.append(" |\n").append(line).append("|\n").toString();
    }

    /** "3 rounds of the race's method: each workload 5 s of warm-up then 20 s measured, CPU from /proc/stat." */
    private static String raceRounds(RaceResults r) {
        Object rounds = r.options().get("rounds");
        return rounds + (Integer.valueOf(1).equals(rounds) ? " round" : " rounds")
                + " of the race's method: each server started once per mode a round, each workload "
                + r.options().getOrDefault("raceWarmupSeconds", RaceMethodRun.WARMUP_SECONDS)
                + " s of warm-up then " + r.options().getOrDefault("raceSeconds", RaceMethodRun.SECONDS)
                + " s measured; CPU is the server CPUs' busy time from /proc/stat.";
    }
}
