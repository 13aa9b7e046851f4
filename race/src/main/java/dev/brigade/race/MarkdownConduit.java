package dev.brigade.race;

import java.util.List;

/** report.md's Conduit climbs: per workload, where each server's climb ended, then every step with its parts. */
final class MarkdownConduit {

    private MarkdownConduit() {}

    /** What a climb is, and whether its steps are the race's own length. */
    static String sentence(RaceResults r) {
        Object seconds = r.options().get("climbSeconds");
        Object warmup = r.options().get("climbWarmupSeconds");
        boolean races = Integer.valueOf(ConduitClimb.SECONDS).equals(seconds)
                && Integer.valueOf(ConduitClimb.WARMUP_SECONDS).equals(warmup);
        return "The race's climb (race.json's `mixed`): the same total rates for every server, "
                + String.join(
                        ", ", ConduitClimb.RATES.stream().map(Format::rate).toList())
                + " requests/s, each offered as list 50%,"
                + " article 30%, comment 15%, favorite 5%, one Hyperfoil loader a part, all at once, with max(8, ceil(share x "
                + "connections)) connections each; the race's paths (`offset=[0-9]{2}0`, `article-0[0-9]{3}`). Each step "
                + warmup + " s of warm-up, then " + seconds + " s measured"
                + (races
                        ? " (the race's own)."
                        : " (**shorter than the race's 3 s and 60 s**: not the race's figures).")
                + " A climb stops at the first step answered under 90% of its rate, or with any error. Mean over every request;"
                + " p50, p99 and p99.9 are the worst part's.";
    }

    static void render(StringBuilder md, RaceResults r) {
        for (Workload w : r.workloads()) {
            List<ConduitStep> steps = r.conduitFor(w.name());
            if (steps.isEmpty()) {
                continue;
            }
            md.append("## Conduit climb: ")
                    .append(w.title())
                    .append("\n\n")
                    .append(sentence(r))
                    .append("\n\n");
            md.append(
                    "| server | highest rate held | mean there | p99 there | where it ended |\n|---|---:|---:|---:|---|\n");
            for (String name :
                    steps.stream().map(ConduitStep::competitor).distinct().toList()) {
                List<ConduitStep> own =
                        steps.stream().filter(s -> s.competitor().equals(name)).toList();
                var best = own.stream().filter(ConduitStep::held).reduce((a, b) -> b);
                ConduitStep last = own.getLast();
                md.append("| ")
                        .append(name)
                        .append(" | ")
                        .append(best.map(s -> Format.rate(s.offered())).orElse("none"))
                        .append(" | ")
                        .append(best.map(s -> Format.millis(s.meanMillis())).orElse(""))
                        .append(" | ")
                        .append(best.map(s -> Format.millis(s.p99Millis())).orElse(""))
                        .append(" | ")
                        .append(
                                last.held()
                                        ? "held the top rate"
                                        : last.verdict().replace("|", "/")
                                                + (last.error() == null
                                                        ? " at " + Format.rate(last.offered()) + "/s; "
                                                                + Limits.limitedBy(
                                                                        last.serverBusy(),
                                                                        last.loaderBusy(),
                                                                        last.loaderBound(),
                                                                        "loader")
                                                        : ""))
                        .append(" |\n");
            }
            md.append(
                            "\n| server | offered/s | answered/s | mean | p50 | p99 | p99.9 | errors | parts: answered/s, mean, p99 | verdict |\n")
                    .append("|---|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
            for (ConduitStep s : steps) {
                if (s.error() != null) {
                    md.append("| ")
                            .append(s.competitor())
                            .append(" | ")
                            .append(Format.rate(s.offered()))
                            .append(" | failed: ")
                            .append(s.error().replace("|", "/"))
                            .append(" ||||||||\n");
                    continue;
                }
                md.append("| ")
                        .append(s.competitor())
                        .append(" | ")
                        .append(Format.rate(s.offered()))
                        .append(" | ")
                        .append(Format.rate(s.achieved()))
                        .append(" | ")
                        .append(Format.millis(s.meanMillis()))
                        .append(" | ")
                        .append(Format.millis(s.p50Millis()))
                        .append(" | ")
                        .append(Format.millis(s.p99Millis()))
                        .append(" | ")
                        .append(Format.millis(s.p999Millis()))
                        .append(" | ")
                        .append(s.errors())
                        .append(" | ")
                        .append(String.join(
                                "; ",
                                s.parts().stream()
                                        .map(p -> p.name() + " " + Format.rate(p.achieved()) + ", "
                                                + Format.millis(p.meanMillis()) + ", " + Format.millis(p.p99Millis()))
                                        .toList()))
                        .append(" | ")
                        .append(s.verdict().replace("|", "/"))
                        .append(" |\n");
            }
            md.append("\n");
        }
    }
}
