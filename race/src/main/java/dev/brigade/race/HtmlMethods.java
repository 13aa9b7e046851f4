package dev.brigade.race;

import static dev.brigade.race.HtmlReport.esc;
import static dev.brigade.race.HtmlReport.td;

import java.util.List;

/** report.html's card on the public race's method: each server's two numbers, and the race's method's paired ratios. */
final class HtmlMethods {

    private HtmlMethods() {}

    static void render(StringBuilder h, RaceResults r) {
        List<MethodComparison.Row> rows = MethodComparison.rows(r);
        if (rows.isEmpty()) {
            return;
        }
        h.append("<section class=\"card\"><h2>The race's method beside the steady state</h2><p class=\"path\">")
                .append(esc(MethodComparison.SENTENCE))
                .append("</p><p class=\"path\">")
                .append(esc(MethodComparison.coverage(r)))
                .append("</p><table><tr><th>workload</th><th>server</th><th>req/s, steady</th><th>req/s, race</th>"
                        + "<th>requests per CPU-second, steady</th><th>requests per CPU-second, race</th><th>race over steady</th>"
                        + "<th>peak RSS, race</th></tr>");
        for (MethodComparison.Row row : rows) {
            h.append("<tr><td>")
                    .append(esc(row.workload()))
                    .append("</td><td>")
                    .append(esc(row.competitor()))
                    .append("</td>")
                    .append(td(MethodComparison.rate(row.steady())))
                    .append(td(MethodComparison.rate(row.race())))
                    .append(td(MethodComparison.perCpuSecond(row.steady())))
                    .append(td(MethodComparison.perCpuSecond(row.race())))
                    .append(td(MethodComparison.raceOverSteady(row)))
                    .append(td(row.race()
                            .filter(Median::counted)
                            .map(m -> Format.mebibytes(m.peakRssKib()))
                            .orElse("")))
                    .append("</tr>");
        }
        h.append("</table>");
        List<Ratio> ratios = r.raceRatios();
        if (!ratios.isEmpty()) {
            h.append("<h3>Requests per CPU-second against the baseline, by the race's method</h3><p class=\"path\">")
                    .append(esc(MarkdownReport.RATIO_SENTENCE))
                    .append("</p><table><tr><th>workload</th><th>server</th><th>against</th>"
                            + "<th>median [95% interval]</th><th>rounds paired</th><th>resolved</th></tr>");
            for (Ratio x : ratios) {
                h.append("<tr><td>")
                        .append(esc(x.workload()))
                        .append("</td><td>")
                        .append(esc(x.competitor()))
                        .append("</td><td>")
                        .append(esc(x.against()))
                        .append("</td>")
                        .append(td(Format.ratio(x)))
                        .append(td(String.valueOf(x.perRound().size())))
                        .append("<td>")
                        .append(esc(Format.resolved(x)))
                        .append("</td></tr>");
            }
            h.append("</table>");
        }
        h.append("</section>\n");
    }
}
