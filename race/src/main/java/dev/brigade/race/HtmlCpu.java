package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;

/**
 * CPU per request in report.html: per workload a stacked bar per server (request threads, GC, other,
 * and, faded, the compiler, which the headline figure leaves out), then the ratios paired within rounds.
 */
final class HtmlCpu {

    static final String REQUEST = "#2f6db5";
    static final String GC = "#e9a23b";
    static final String OTHER = "#9aa3ad";
    static final String COMPILER = "#d1495b";

    private HtmlCpu() {}

    static void section(StringBuilder h, RaceResults r, int width) {
        List<SvgStacked.Group> groups = new ArrayList<>();
        for (Workload w : r.workloads()) {
            List<Median> rows = r.mediansFor(w).stream().filter(Median::counted).toList();
            if (rows.isEmpty()) {
                continue;
            }
            groups.add(new SvgStacked.Group(
                    w.title(), rows.stream().map(HtmlCpu::bar).toList()));
        }
        if (groups.isEmpty()) {
            return;
        }
        h.append("<section class=\"card\"><h2>Server CPU per request</h2><p class=\"path\">")
                .append(HtmlReport.esc(MarkdownReport.CPU_SENTENCE))
                .append("</p><ul class=\"legend\">")
                .append(key("request threads", REQUEST, false))
                .append(key("GC", GC, false))
                .append(key("other JVM threads", OTHER, false))
                .append(key("JIT compiler (not in the figure)", COMPILER, true))
                .append("</ul>")
                .append(SvgStacked.groups(width, groups));
        ratios(h, r);
        h.append("</section>\n");
    }

    private static SvgStacked.Bar bar(Median m) {
        CpuByGroup c = m.cpuByGroup();
        List<SvgStacked.Segment> segments = c.total() > 0
                ? List.of(
                        new SvgStacked.Segment("request threads", REQUEST, c.request(), false),
                        new SvgStacked.Segment("GC", GC, c.gc(), false),
                        new SvgStacked.Segment("other", OTHER, c.other(), false),
                        new SvgStacked.Segment("compiler", COMPILER, c.compiler(), true))
                : List.of(new SvgStacked.Segment("all threads", OTHER, m.cpuMicrosPerRequest(), false));
        String text = Format.micros(m.cpuMicrosPerRequest())
                + (c.compiler() > 0 ? " (+" + Format.micros(c.compiler()) + " compiler)" : "");
        return new SvgStacked.Bar(m.competitor(), segments, text);
    }

    private static String key(String name, String color, boolean faded) {
        return "<li><span class=\"swatch\" style=\"background:" + color + (faded ? ";opacity:0.45" : "") + "\"></span>"
                + HtmlReport.esc(name) + "</li>";
    }

    private static void ratios(StringBuilder h, RaceResults r) {
        if (r.ratios().isEmpty()) {
            return;
        }
        boolean lever = r.leverBaseline() != null;
        h.append("<h2>Requests per CPU-second against the baseline</h2><p class=\"path\">")
                .append(HtmlReport.esc(MarkdownReport.RATIO_SENTENCE))
                .append(lever ? " " + HtmlReport.esc(MarkdownReport.VERDICT_SENTENCE) : "")
                .append(
                        "</p><table><tr><th>workload: server against baseline</th><th>median [95% interval]</th><th>rounds paired</th><th>resolved</th>")
                .append(lever ? "<th>verdict</th>" : "")
                .append("</tr>");
        for (Ratio x : r.ratios()) {
            h.append("<tr><td>")
                    .append(HtmlReport.esc(
                            Workload.named(x.workload()).map(Workload::title).orElse(x.workload()) + ": "
                                    + x.competitor() + " against " + x.against()))
                    .append("</td>")
                    .append(HtmlReport.td(Format.ratio(x)))
                    .append(HtmlReport.td(String.valueOf(x.perRound().size())))
                    .append("<td>")
                    .append(HtmlReport.esc(Format.resolved(x)))
                    .append("</td>")
                    .append(lever ? "<td>" + HtmlReport.esc(x.verdictCell()) + "</td>" : "")
                    .append("</tr>");
        }
        h.append("</table>");
    }
}
