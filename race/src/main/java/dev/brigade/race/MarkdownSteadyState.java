package dev.brigade.race;

import java.util.List;
import java.util.Locale;

/** report.md's tables of the steady-state rules: the warm-up per workload, CPU by thread group, and the paired ratios. */
final class MarkdownSteadyState {

    private MarkdownSteadyState() {}

    static void warmup(StringBuilder md, RaceResults r) {
        boolean any = false;
        for (Workload w : r.workloads()) {
            List<Median> rows = r.mediansFor(w).stream()
                    .filter(Median::counted)
                    .filter(m -> m.warmupSeconds() > 0)
                    .toList();
            if (rows.isEmpty()) {
                continue;
            }
            if (!any) {
                md.append("## Warm-up\n\n")
                        .append(MarkdownReport.warmupSentence(r))
                        .append("\n\n")
                        .append(
                                "| workload | server | warm-up taken | time to 90% of steady requests/s | compiler CPU until steady | steady requests/s |\n")
                        .append("|---|---|---:|---:|---:|---:|\n");
                any = true;
            }
            for (Median m : rows) {
                md.append("| ")
                        .append(w.name())
                        .append(" | ")
                        .append(m.competitor())
                        .append(" | ")
                        .append(Format.warmup(m))
                        .append(" | ")
                        .append(
                                m.secondsTo90PercentOfSteady() == null
                                        ? "not within the warm-up"
                                        : String.format(Locale.ROOT, "%.0f s", m.secondsTo90PercentOfSteady()))
                        .append(" | ")
                        .append(Format.cpuMillis(m.compilerMillisUntilSteady()))
                        .append(" | ")
                        .append(Format.rate(m.requestsPerSecond()))
                        .append(" |\n");
            }
        }
        if (any) {
            md.append("\n");
        }
    }

    static void cpu(StringBuilder md, RaceResults r) {
        List<Median> rows = r.medians().stream()
                .filter(Median::counted)
                .filter(m -> m.cpuByGroup().total() > 0)
                .toList();
        if (rows.isEmpty()) {
            return;
        }
        md.append("## CPU per request by thread group\n\n")
                .append(MarkdownReport.CPU_SENTENCE)
                .append("\n\n")
                .append(
                        "| workload | server | CPU/request | request threads | GC | other | compiler (not counted) |\n|---|---|---:|---:|---:|---:|---:|\n");
        for (Median m : rows) {
            CpuByGroup c = m.cpuByGroup();
            md.append("| ")
                    .append(m.workload())
                    .append(" | ")
                    .append(m.competitor())
                    .append(" | ")
                    .append(Format.micros(m.cpuMicrosPerRequest()))
                    .append(" | ")
                    .append(Format.micros(c.request()))
                    .append(" | ")
                    .append(Format.micros(c.gc()))
                    .append(" | ")
                    .append(Format.micros(c.other()))
                    .append(" | ")
                    .append(Format.micros(c.compiler()))
                    .append(" |\n");
        }
        md.append("\n");
    }

    static void ratios(StringBuilder md, RaceResults r) {
        if (r.ratios().isEmpty()) {
            return;
        }
        boolean lever = r.leverBaseline() != null;
        md.append("## Requests per CPU-second against the baseline\n\n")
                .append(MarkdownReport.RATIO_SENTENCE)
                .append("\n\n")
                .append(lever ? MarkdownReport.VERDICT_SENTENCE + "\n\n" : "")
                .append("| workload | server | against | median [95% interval] | rounds paired | resolved |")
                .append(lever ? " verdict |" : "")
                .append("\n|---|---|---|---:|---:|---|")
                .append(lever ? "---|" : "")
                .append("\n");
        for (Ratio x : r.ratios()) {
            md.append("| ")
                    .append(x.workload())
                    .append(" | ")
                    .append(x.competitor())
                    .append(" | ")
                    .append(x.against())
                    .append(" | ")
                    .append(Format.ratio(x))
                    .append(" | ")
                    .append(x.perRound().size())
                    .append(" | ")
                    .append(Format.resolved(x))
                    .append(" |")
                    .append(lever ? " " + x.verdictCell() + " |" : "")
                    .append("\n");
        }
        List<String> unresolved = r.ratios().stream()
                .filter(x -> !x.resolved())
                .map(x -> x.workload() + ": " + x.competitor() + " against " + x.against())
                .toList();
        md.append("\n")
                .append(
                        unresolved.isEmpty()
                                ? "Every difference above is resolved.\n\n"
                                : "Not resolved (the interval contains 1, or one round): "
                                        + String.join("; ", unresolved) + ".\n\n");
    }
}
