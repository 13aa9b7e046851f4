package dev.brigade.race;

import java.util.List;

/** report.md's section on the public race's method: each server's two numbers, and the race's method's paired ratios. */
final class MarkdownMethods {

    private MarkdownMethods() {}

    static void render(StringBuilder md, RaceResults r) {
        List<MethodComparison.Row> rows = MethodComparison.rows(r);
        if (rows.isEmpty()) {
            return;
        }
        md.append("## The race's method beside the steady state\n\n")
                .append(MethodComparison.SENTENCE)
                .append("\n\n")
                .append(MethodComparison.coverage(r))
                .append("\n\n")
                .append(
                        "| workload | server | requests/s, steady | requests/s, race | requests per CPU-second, steady"
                                + " | requests per CPU-second, race | race over steady | peak RSS, race |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (MethodComparison.Row row : rows) {
            md.append("| ")
                    .append(row.workload())
                    .append(" | ")
                    .append(row.competitor())
                    .append(" | ")
                    .append(MethodComparison.rate(row.steady()))
                    .append(" | ")
                    .append(MethodComparison.rate(row.race()))
                    .append(" | ")
                    .append(MethodComparison.perCpuSecond(row.steady()))
                    .append(" | ")
                    .append(MethodComparison.perCpuSecond(row.race()))
                    .append(" | ")
                    .append(MethodComparison.raceOverSteady(row))
                    .append(" | ")
                    .append(row.race()
                            .filter(Median::counted)
                            .map(m -> Format.mebibytes(m.peakRssKib()))
                            .orElse(""))
                    .append(" |\n");
        }
        md.append("\n");
        List<Ratio> ratios = r.raceRatios();
        if (ratios.isEmpty()) {
            return;
        }
        md.append("### Requests per CPU-second against the baseline, by the race's method\n\n")
                .append(MarkdownReport.RATIO_SENTENCE)
                .append(
                        "\n\n| workload | server | against | median [95% interval] | rounds paired | resolved |\n|---|---|---|---:|---:|---|\n");
        for (Ratio x : ratios) {
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
                    .append(" |\n");
        }
        md.append("\n");
    }
}
