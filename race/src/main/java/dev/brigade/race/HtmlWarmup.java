package dev.brigade.race;

import java.util.List;
import java.util.Locale;

/**
 * The warm-up as a result of its own in report.html: per workload, the curves (2xx/s and the compiler's
 * share of a core, second by second from the fresh process's first request, a line per server), then
 * how long each took, when it reached 90% of its steady rate, and what the compiler spent until steady.
 */
final class HtmlWarmup {

    private HtmlWarmup() {}

    static void sections(StringBuilder h, RaceResults r, int width) {
        for (Workload w : r.workloads()) {
            List<Median> rows = r.mediansFor(w).stream()
                    .filter(Median::counted)
                    .filter(m -> m.warmupSeconds() > 0)
                    .toList();
            if (rows.isEmpty()) {
                continue;
            }
            List<SvgCurves.Series> rates = rows.stream()
                    .map(m -> series(r, m, SteadyRule.Slice::requestsPerSecond))
                    .toList();
            List<SvgCurves.Series> compiler = rows.stream()
                    .map(m -> series(r, m, s -> s.compilerShare() * 100))
                    .toList();
            h.append("<section class=\"card\"><h2>Warm-up: ")
                    .append(HtmlReport.esc(w.title()))
                    .append("</h2><p class=\"path\">")
                    .append(HtmlReport.esc(MarkdownReport.warmupSentence(r)))
                    .append("</p><div class=\"pair\">")
                    .append(SvgCurves.chart(
                            width / 2,
                            300,
                            "requests/s (2xx), each second",
                            "seconds from the first request",
                            Format::rate,
                            rates))
                    .append(SvgCurves.chart(
                            width / 2,
                            300,
                            "compiler threads, % of a core",
                            "seconds from the first request",
                            v -> String.format(Locale.ROOT, "%.0f%%", v),
                            compiler))
                    .append(
                            "</div><table><tr><th>server</th><th>warm-up taken</th><th>time to 90% of steady requests/s</th>"
                                    + "<th>compiler CPU until steady</th><th>of it before the first request</th><th>steady requests/s</th></tr>");
            for (Median m : rows) {
                List<Sample> rounds = r.roundsOf(m.competitor(), w.name());
                double before = Median.median(rounds.stream()
                        .filter(s -> s.warmup() != null)
                        .mapToDouble(s -> s.warmup().compilerMillisBeforeLoad())
                        .toArray());
                h.append("<tr><td><span class=\"swatch\" style=\"background:")
                        .append(HtmlReport.color(r, m.competitor()))
                        .append("\"></span> ")
                        .append(HtmlReport.esc(m.competitor()))
                        .append("</td><td class=\"num")
                        .append(m.allSteady() ? "" : " unsteady")
                        .append("\">")
                        .append(HtmlReport.esc(Format.warmup(m)))
                        .append("</td>")
                        .append(HtmlReport.td(
                                m.secondsTo90PercentOfSteady() == null
                                        ? "not within the warm-up"
                                        : String.format(Locale.ROOT, "%.0f s", m.secondsTo90PercentOfSteady())))
                        .append(HtmlReport.td(Format.cpuMillis(m.compilerMillisUntilSteady())))
                        .append(HtmlReport.td(Format.cpuMillis(before)))
                        .append(HtmlReport.td(Format.rate(m.requestsPerSecond())))
                        .append("</tr>");
            }
            h.append("</table></section>\n");
        }
    }

    private static SvgCurves.Series series(
            RaceResults r, Median m, java.util.function.ToDoubleFunction<SteadyRule.Slice> y) {
        return new SvgCurves.Series(
                m.competitor(),
                HtmlReport.color(r, m.competitor()),
                WarmupCurve.median(r.roundsOf(m.competitor(), m.workload())).stream()
                        .map(s -> new SvgCurves.Point(s.endSecond(), y.applyAsDouble(s)))
                        .toList());
    }
}
