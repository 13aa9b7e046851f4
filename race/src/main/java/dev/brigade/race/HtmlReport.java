package dev.brigade.race;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * report.html: one self-contained page (inline CSS and SVG, nothing fetched): a chart per workload
 * (requests/s with p99 beside it), the warm-up curves, CPU per request by thread group with the paired
 * ratios, the open-loop ladder, then startup and peak RSS.
 */
final class HtmlReport {

    private static final int WIDTH = 1100;
    private static final List<String> PALETTE =
            List.of("#2f6db5", "#d1495b", "#2a9d8f", "#e9a23b", "#7b5ea7", "#5c946e", "#c26a2f");
    private static final String REFERENCE_COLOR = "#9aa3ad";

    private HtmlReport() {}

    static String render(RaceResults r) {
        StringBuilder h = new StringBuilder();
        h.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>brigade race ")
                .append(r.stamp())
                .append("</title><style>")
                .append(Wrk.resourceOrEmpty("report.css"))
                .append("</style></head><body><main>\n");
        h.append("<header><h1>brigade race</h1><p class=\"meta\">")
                .append(esc(when(r.stamp())))
                .append(" · ")
                .append(esc(String.valueOf(r.machine().get("cpuModel"))))
                .append(", ")
                .append(r.machine().get("cores"))
                .append(" CPUs · ")
                .append(esc(ReportHeader.pinning(r)))
                .append("</p>");
        for (String part : ReportHeader.parts(r)) {
            h.append("<p class=\"meta\">").append(esc(part)).append("</p>");
        }
        h.append("<p class=\"meta\">")
                .append(esc(String.join(" · ", ReportHeader.versions(r))))
                .append("</p>")
                .append(legend(r))
                .append("</header>\n");
        dnf(h, r);
        glance(h, r);
        String section = null;
        for (Workload w : MarkdownReport.sectioned(r.workloads())) {
            if (!r.mediansFor(w).isEmpty() && !w.section().equals(section)) {
                section = w.section();
                h.append("<h2 class=\"section\">")
                        .append(esc(section))
                        .append("</h2><p class=\"path\">")
                        .append(esc(MarkdownReport.sectionSentence(section)))
                        .append("</p>\n");
            }
            workload(h, r, w);
        }
        threeWays(h, r);
        HtmlWarmup.sections(h, r, WIDTH);
        HtmlCpu.section(h, r, WIDTH);
        HtmlMethods.render(h, r);
        HtmlConduit.render(h, r, WIDTH);
        ladder(h, r);
        startupAndMemory(h, r);
        h.append(
                "<footer>Requests/s counts 2xx answers only. CPU per request is the user+system time of the server's threads "
                        + "(/proc/PID/task/*/stat) but the JIT compiler's, over the measured run, divided by its 2xx answers. Peak RSS is VmHWM. "
                        + "Startup is exec to the first 200 on /plaintext. Every run starts a fresh process and is warmed up until steady.</footer>");
        return h.append("</main></body></html>\n").toString();
    }

    private static String legend(RaceResults r) {
        StringBuilder l = new StringBuilder("<ul class=\"legend\">");
        for (Entrant e : r.competitors()) {
            l.append("<li><span class=\"swatch\" style=\"background:")
                    .append(color(r, e.name()))
                    .append("\"></span>")
                    .append(esc(e.name()))
                    .append("<small>")
                    .append(esc(e.verdict()))
                    .append("</small></li>");
        }
        return l.append("</ul>").toString();
    }

    private static void dnf(StringBuilder h, RaceResults r) {
        List<Entrant> dnf = r.competitors().stream().filter(Entrant::dnf).toList();
        if (!dnf.isEmpty()) {
            h.append("<section class=\"card dnf\"><h2>Not race-ready</h2><ul>");
            for (Entrant e : dnf) {
                h.append("<li><b>")
                        .append(esc(e.name()))
                        .append("</b>: ")
                        .append(esc(e.firstFailure()))
                        .append("</li>");
            }
            h.append("</ul></section>\n");
        }
        h.append(
                "<section class=\"card\"><h2>Entrants</h2><table><tr><th>server</th><th>language</th><th>framework</th>"
                        + "<th>race tier (the gate)</th><th>its HTTPS mode (the TLS workloads' gate)</th>"
                        + "<th>brigade's whole contract (shown, never a gate)</th></tr>");
        for (Entrant e : r.competitors()) {
            h.append("<tr><td><span class=\"swatch\" style=\"background:")
                    .append(color(r, e.name()))
                    .append("\"></span> ")
                    .append(esc(e.name()))
                    .append("</td><td>")
                    .append(esc(e.language()))
                    .append("</td><td>")
                    .append(esc(e.framework()))
                    .append("</td><td>")
                    .append(esc(MarkdownReport.gate(e)))
                    .append("</td><td>")
                    .append(esc(MarkdownReport.tlsGate(e)))
                    .append("</td><td>")
                    .append(esc(e.contract()))
                    .append("</td></tr>");
        }
        h.append("</table></section>\n");
    }

    /** Requests/s for every workload and competitor in one table, the best of each row in bold. */
    private static void glance(StringBuilder h, RaceResults r) {
        List<String> names = r.competitors().stream()
                .filter(e -> !e.dnf())
                .map(Entrant::name)
                .toList();
        if (names.isEmpty() || r.medians().isEmpty()) {
            return;
        }
        h.append(
                "<section class=\"card\"><h2>At a glance</h2><p class=\"path\">requests/s (2xx), the median of the rounds</p><table><tr><th>workload</th>");
        for (String n : names) {
            h.append("<th><span class=\"swatch\" style=\"background:")
                    .append(color(r, n))
                    .append("\"></span> ")
                    .append(esc(n))
                    .append("</th>");
        }
        h.append("</tr>");
        for (Workload w : r.workloads()) {
            double best = r.mediansFor(w).stream()
                    .filter(Median::counted)
                    .mapToDouble(Median::requestsPerSecond)
                    .max()
                    .orElse(0);
            h.append("<tr><td>").append(esc(w.title())).append("</td>");
            for (String n : names) {
                String cell = r.median(n, w.name())
                        .map(m -> !m.counted()
                                ? "failed"
                                : m.requestsPerSecond() == best
                                        ? "<b>" + Format.rate(m.requestsPerSecond()) + "</b>"
                                        : Format.rate(m.requestsPerSecond()))
                        .orElse("·");
                h.append("<td class=\"num\">").append(cell).append("</td>");
            }
            h.append("</tr>");
        }
        h.append("</table></section>\n");
    }

    /** Plaintext over HTTP/1.1, h2c and TLS side by side ({@link PlaintextThreeWays}). */
    private static void threeWays(StringBuilder h, RaceResults r) {
        List<PlaintextThreeWays.Row> rows = PlaintextThreeWays.rows(r);
        if (rows.isEmpty()) {
            return;
        }
        h.append("<section class=\"card\"><h2>Plaintext three ways</h2><p class=\"path\">")
                .append(esc(PlaintextThreeWays.SENTENCE))
                .append(
                        "</p><table><tr><th>server</th><th>HTTP/1.1 req/s</th><th>h2c req/s</th><th>HTTP/2 + TLS req/s</th>"
                                + "<th>HTTP/1.1 CPU/request</th><th>h2c CPU/request</th><th>HTTP/2 + TLS CPU/request</th>"
                                + "<th>HTTP/2's cost</th><th>TLS's cost</th></tr>");
        for (PlaintextThreeWays.Row row : rows) {
            h.append("<tr><td><span class=\"swatch\" style=\"background:")
                    .append(color(r, row.competitor()))
                    .append("\"></span> ")
                    .append(esc(row.competitor()))
                    .append("</td>")
                    .append(td(PlaintextThreeWays.rate(row.http1())))
                    .append(td(PlaintextThreeWays.rate(row.h2c())))
                    .append(td(PlaintextThreeWays.rate(row.tls())))
                    .append(td(PlaintextThreeWays.cpu(row.http1())))
                    .append(td(PlaintextThreeWays.cpu(row.h2c())))
                    .append(td(PlaintextThreeWays.cpu(row.tls())))
                    .append(td(PlaintextThreeWays.cost(row.http2Cost())))
                    .append(td(PlaintextThreeWays.cost(row.tlsCost())))
                    .append("</tr>");
        }
        h.append("</table></section>\n");
    }

    /** 20261130-061819 as 2026-11-30 06:18:19 UTC. */
    static String when(String stamp) {
        if (!stamp.matches("\\d{8}-\\d{6}")) {
            return stamp;
        }
        return stamp.substring(0, 4) + "-" + stamp.substring(4, 6) + "-" + stamp.substring(6, 8) + " "
                + stamp.substring(9, 11) + ":" + stamp.substring(11, 13) + ":" + stamp.substring(13, 15) + " UTC";
    }

    private static void workload(StringBuilder h, RaceResults r, Workload w) {
        List<Median> rows = r.mediansFor(w);
        if (rows.isEmpty()) {
            return;
        }
        h.append("<section class=\"card\"><h2>")
                .append(esc(w.title()))
                .append("</h2><p class=\"path\"><code>")
                .append(esc(w.path()))
                .append("</code> · ")
                .append(esc(w.shape()))
                .append("</p>");
        h.append(SvgBars.panels(
                WIDTH,
                List.of(
                        new SvgBars.Panel(
                                "requests/s (2xx)",
                                bars(r, rows, Median::requestsPerSecond, m -> Format.rate(m.requestsPerSecond()))),
                        new SvgBars.Panel(
                                "p99 latency (shorter is better)",
                                bars(r, rows, Median::p99Millis, m -> Format.millis(m.p99Millis()))))));
        h.append(
                "<table><tr><th>server</th><th>requests/s</th><th>p50</th><th>p99</th><th>CPU/request</th><th>peak RSS</th><th>non-2xx</th>"
                        + "<th>socket errors</th><th>warm-up</th><th>what limited it</th></tr>");
        for (Median m : rows) {
            h.append("<tr><td>").append(esc(m.competitor())).append("</td>");
            if (!m.counted()) {
                h.append("<td colspan=\"9\" class=\"error\">")
                        .append(esc(m.error()))
                        .append("</td></tr>");
                continue;
            }
            h.append(td(Format.rate(m.requestsPerSecond())))
                    .append(td(Format.millis(m.p50Millis())))
                    .append(td(Format.millis(m.p99Millis())))
                    .append(td(Format.micros(m.cpuMicrosPerRequest())))
                    .append(td(Format.mebibytes(m.peakRssKib())))
                    .append(td(String.valueOf(m.non2xx())))
                    .append(td(String.valueOf(m.socketErrors())))
                    .append("<td class=\"num")
                    .append(m.allSteady() ? "" : " unsteady")
                    .append("\">")
                    .append(esc(Format.warmup(m)))
                    .append("</td>")
                    .append("<td class=\"")
                    .append(m.loaderBound() ? "bound" : "limit")
                    .append("\">")
                    .append(esc(Format.limits(m)))
                    .append("</td></tr>");
        }
        h.append("</table>");
        if (rows.stream().anyMatch(Median::loaderBound)) {
            h.append("<p class=\"note\">")
                    .append(esc(MarkdownReport.LOADER_BOUND_NOTE))
                    .append("</p>");
        }
        h.append("</section>\n");
    }

    /** Per ladder workload: p99 against the offered rate, one line per server, then every step in a table. */
    private static void ladder(StringBuilder h, RaceResults r) {
        for (Workload w : r.workloads()) {
            List<LadderStep> steps = r.ladderFor(w.name());
            if (steps.isEmpty()) {
                continue;
            }
            List<String> names =
                    steps.stream().map(LadderStep::competitor).distinct().toList();
            List<SvgLines.Line> lines = names.stream()
                    .map(n -> new SvgLines.Line(
                            n,
                            color(r, n),
                            steps.stream()
                                    .filter(s -> s.competitor().equals(n) && s.error() == null)
                                    .map(s -> new SvgLines.Point(
                                            s.offered(),
                                            s.p99Millis(),
                                            s.held(),
                                            s.loaderBound(),
                                            Format.rate(s.offered()) + "/s offered, p99 " + Format.millis(s.p99Millis())
                                                    + ", " + s.verdict()))
                                    .toList()))
                    .toList();
            h.append("<section class=\"card ladder\"><h2>Open-loop ladder: ")
                    .append(esc(w.title()))
                    .append("</h2><p class=\"path\">")
                    .append(esc(MarkdownReport.ladderSentence(r)))
                    .append("</p>")
                    .append(SvgLines.chart(WIDTH, 360, "offered requests/s", "p99 latency (log)", lines))
                    .append(
                            "<p class=\"path\">a dot per step held; a cross where the server answered under 90% of the offered rate or erred;"
                                    + " a hollow dot where the loader was 85% busy or more</p>");
            h.append("<table><tr><th>server</th><th>where its climb ended</th></tr>");
            for (String name : names) {
                h.append("<tr><td>")
                        .append(esc(name))
                        .append("</td><td class=\"limit\">")
                        .append(esc(Ladder.ending(steps.stream()
                                .filter(s -> s.competitor().equals(name))
                                .toList())))
                        .append("</td></tr>");
            }
            h.append("</table>");
            h.append(
                    "<table><tr><th>server</th><th>step</th><th>offered/s</th><th>answered/s</th><th>p50</th><th>p99</th><th>p99.9</th>"
                            + "<th>errors</th><th>what limited it</th><th>verdict</th></tr>");
            for (LadderStep s : steps) {
                h.append("<tr><td>").append(esc(s.competitor())).append("</td>");
                if (s.error() != null) {
                    h.append("<td class=\"num\">")
                            .append(s.step())
                            .append("</td><td colspan=\"8\" class=\"error\">")
                            .append(esc(s.error()))
                            .append("</td></tr>");
                    continue;
                }
                h.append(td(s.step() + " (" + Limits.percent(s.share()) + ")"))
                        .append(td(Format.rate(s.offered())))
                        .append(td(Format.rate(s.achieved())))
                        .append(td(Format.millis(s.p50Millis())))
                        .append(td(Format.millis(s.p99Millis())))
                        .append(td(Format.millis(s.p999Millis())))
                        .append(td(s.errorsText()))
                        .append("<td class=\"")
                        .append(s.loaderBound() ? "bound" : "limit")
                        .append("\">")
                        .append(esc(Limits.limitedBy(s.serverBusy(), s.loaderBusy(), s.loaderBound(), "loader")))
                        .append("</td>")
                        .append("<td class=\"")
                        .append(s.held() ? "limit" : "error")
                        .append("\">")
                        .append(esc(s.verdict()))
                        .append("</td></tr>");
            }
            h.append("</table></section>\n");
        }
    }

    private static void startupAndMemory(StringBuilder h, RaceResults r) {
        List<String> names = new ArrayList<>(r.startupMillis().keySet());
        if (names.isEmpty()) {
            return;
        }
        List<SvgBars.Bar> startup = names.stream()
                .map(n -> new SvgBars.Bar(
                        n,
                        color(r, n),
                        r.startupMillis().get(n),
                        Format.millis(r.startupMillis().get(n))))
                .toList();
        List<SvgBars.Bar> rss = names.stream()
                .map(n -> new SvgBars.Bar(
                        n,
                        color(r, n),
                        r.peakRssKib().get(n),
                        Format.mebibytes(r.peakRssKib().get(n))))
                .toList();
        h.append(
                        "<section class=\"card\"><h2>Startup and memory</h2><p class=\"path\">exec to the first 200 on /plaintext (median of every start); the largest VmHWM of any run</p>")
                .append(SvgBars.panels(
                        WIDTH,
                        List.of(
                                new SvgBars.Panel("startup to first 200", startup),
                                new SvgBars.Panel("peak RSS", rss))))
                .append("</section>\n");
    }

    private static List<SvgBars.Bar> bars(
            RaceResults r, List<Median> rows, Function<Median, Double> value, Function<Median, String> text) {
        return rows.stream()
                .map(m -> new SvgBars.Bar(
                        m.competitor(),
                        color(r, m.competitor()),
                        m.counted() ? value.apply(m) : 0,
                        m.counted() ? text.apply(m) : "failed"))
                .toList();
    }

    /** A fixed color per competitor, by its place in the list; nginx, the reference, in grey. */
    static String color(RaceResults r, String name) {
        if (name.equals("nginx")) {
            return REFERENCE_COLOR;
        }
        List<String> servers = r.competitors().stream()
                .map(Entrant::name)
                .filter(n -> !n.equals("nginx"))
                .toList();
        return PALETTE.get(Math.max(0, servers.indexOf(name)) % PALETTE.size());
    }

    static String td(String s) {
        return "<td class=\"num\">" + esc(s) + "</td>";
    }

    static String esc(String s) {
        return s == null ? "" : SvgBars.escape(s);
    }
}
