package dev.brigade.race;

import java.util.List;

/** report.html's Conduit climbs: the mean latency against the offered rate, one line per server, then every step. */
final class HtmlConduit {

    private HtmlConduit() {}

    static void render(StringBuilder h, RaceResults r, int width) {
        for (Workload w : r.workloads()) {
            List<ConduitStep> steps = r.conduitFor(w.name());
            if (steps.isEmpty()) {
                continue;
            }
            List<String> names =
                    steps.stream().map(ConduitStep::competitor).distinct().toList();
            List<SvgLines.Line> lines = names.stream()
                    .map(n -> new SvgLines.Line(
                            n,
                            HtmlReport.color(r, n),
                            steps.stream()
                                    .filter(s -> s.competitor().equals(n) && s.error() == null)
                                    .map(s -> new SvgLines.Point(
                                            s.offered(),
                                            s.meanMillis(),
                                            s.held(),
                                            s.loaderBound(),
                                            Format.rate(s.offered()) + "/s offered, mean "
                                                    + Format.millis(s.meanMillis()) + ", " + s.verdict()))
                                    .toList()))
                    .toList();
            h.append("<section class=\"card ladder\"><h2>Conduit climb: ")
                    .append(HtmlReport.esc(w.title()))
                    .append("</h2><p class=\"path\">")
                    .append(HtmlReport.esc(MarkdownConduit.sentence(r)))
                    .append("</p>")
                    .append(SvgLines.chart(width, 360, "offered requests/s", "mean latency (log)", lines))
                    .append(
                            "<p class=\"path\">a dot per step held; a cross where the server answered under 90% of the offered rate or erred;"
                                    + " a hollow dot where the loader was 85% busy or more</p>");
            h.append(
                    "<table><tr><th>server</th><th>offered/s</th><th>answered/s</th><th>mean</th><th>p50</th><th>p99</th><th>p99.9</th>"
                            + "<th>errors</th><th>parts: answered/s, mean, p99</th><th>what limited it</th><th>verdict</th></tr>");
            for (ConduitStep s : steps) {
                h.append("<tr><td>").append(HtmlReport.esc(s.competitor())).append("</td>");
                if (s.error() != null) {
                    h.append(HtmlReport.td(Format.rate(s.offered())))
                            .append("<td colspan=\"9\" class=\"error\">")
                            .append(HtmlReport.esc(s.error()))
                            .append("</td></tr>");
                    continue;
                }
                h.append(HtmlReport.td(Format.rate(s.offered())))
                        .append(HtmlReport.td(Format.rate(s.achieved())))
                        .append(HtmlReport.td(Format.millis(s.meanMillis())))
                        .append(HtmlReport.td(Format.millis(s.p50Millis())))
                        .append(HtmlReport.td(Format.millis(s.p99Millis())))
                        .append(HtmlReport.td(Format.millis(s.p999Millis())))
                        .append(HtmlReport.td(String.valueOf(s.errors())))
                        .append("<td>")
                        .append(HtmlReport.esc(String.join(
                                "; ",
                                s.parts().stream()
                                        .map(p -> p.name() + " " + Format.rate(p.achieved()) + ", "
                                                + Format.millis(p.meanMillis()) + ", " + Format.millis(p.p99Millis()))
                                        .toList())))
                        .append("</td><td class=\"")
                        .append(s.loaderBound() ? "bound" : "limit")
                        .append("\">")
                        .append(HtmlReport.esc(
                                Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "loader")))
                        .append("</td>")
                        .append("<td class=\"")
                        .append(s.held() ? "limit" : "error")
                        .append("\">")
                        .append(HtmlReport.esc(s.verdict()))
                        .append("</td></tr>");
            }
            h.append("</table></section>\n");
        }
    }
}
