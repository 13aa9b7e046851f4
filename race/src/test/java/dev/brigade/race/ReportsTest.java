package dev.brigade.race;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportsTest {

    private static LadderStep step(int n, double share, double offered, double achieved, double p99, double loaderBusy) {
        return new LadderStep("vertx", "templates", n, share, offered, achieved, p99 / 2, p99, p99 * 2, (long) offered, (long) achieved,
                0, StepErrors.NONE, 0, 2, 0.5, loaderBusy, null);
    }

    @Test
    void bothReportsShowEveryWorkloadTheDnfAndNoUnescapedText() {
        Workload plaintext = Workload.named("plaintext").orElseThrow();
        Workload menu = Workload.named("templates").orElseThrow();
        List<Sample> rounds = List.of(
                new Sample("vertx", "plaintext", 1, 1, 400, 50_000, 2, 9, 100_000, 0, 0, 18, 90_000, 2, 0.7, 0.99, 0.04, 0,
                        new CpuByGroup(4, 2, 15, 1), new WarmupRecord(60, false, 800, 2400, 3.0, List.of(
                        new SteadyRule.Slice(1, 20_000, 0.9), new SteadyRule.Slice(2, 40_000, 0.5), new SteadyRule.Slice(3, 48_000, 0.2))), null),
                new Sample("nginx", "plaintext", 1, 2, 10, 90_000, 1, 4, 180_000, 0, 0, 9, 12_000, 2, 0.5, 0.6, 0, 0,
                        new CpuByGroup(0, 0, 9, 0), new WarmupRecord(1, true, 0, 0, 1.0, List.of(new SteadyRule.Slice(1, 88_000, 0))), null),
                Sample.failed("vertx", "templates", 1, 1, "vertx exited <oops>"));
        List<Median> medians = List.of(
                Median.of("vertx", "plaintext", rounds.subList(0, 1)),
                Median.of("nginx", "plaintext", rounds.subList(1, 2)),
                Median.of("vertx", "templates", rounds.subList(2, 3)));
        Map<String, Object> machine = new LinkedHashMap<>(Map.of("cpuModel", "Test CPU", "cores", 2));
        Map<String, Object> options = Map.of("rounds", 1, "seconds", 2, "warmupSeconds", 1, "warmupCeilingSeconds", 60);
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("java", "openjdk 25");
        versions.put("wrk", "wrk 4.1.0");
        RaceResults r = new RaceResults("20260101-000000", "s", "f", machine, new Pinning("0", "1"), versions, options,
                List.of(new Entrant("vertx", "server", "java ...", "passed", null),
                        new Entrant("quarkus", "server", "java ...", "DNF", "FAIL sse.bytes <expected>"),
                        new Entrant("nginx", "reference", "nginx", "reference", null)),
                List.of(plaintext, menu), rounds, medians, Map.of("vertx", 400.0), Map.of("vertx", 90_000L),
                List.of(step(1, 0.5, 25_000, 25_000, 2.0, 0.3), step(2, 0.75, 37_500, 37_400, 3.0, 0.9),
                        step(3, 0.9, 45_000, 30_000, 900.0, 0.5),
                        new LadderStep("raw-nio", "templates", 1, 0.5, 40_000, 40_000, 1, 2, 3, 600_000, 599_926, 74,
                                new StepErrors(0, 4, 0, 0, 70, 0), 0, 15, 0.5, 0.4, null)),
                List.of(new Ratio("plaintext", "vertx", "raw-nio", List.of(0.7, 0.8, 0.9), 0.8, 0.7, 0.9)));

        String html = HtmlReport.render(r);
        assertTrue(html.contains("Plaintext") && html.contains("Templates"));
        assertTrue(html.contains("<svg") && html.contains("50,000"));
        assertTrue(html.contains("FAIL sse.bytes &lt;expected&gt;"));
        assertTrue(html.contains("vertx exited &lt;oops&gt;"));
        assertFalse(html.contains("<oops>"));
        assertFalse(html.contains("http://") && !html.contains("xmlns=\"http://www.w3.org/2000/svg\""), "the page must fetch nothing");

        assertTrue(html.contains("Open-loop ladder: Templates") && html.contains("<circle") && html.contains("l10 10"),
                "a line with a point per held step and a cross where the climb stopped");
        assertTrue(html.contains("answered 66.7% of the offered rate"));
        assertTrue(html.contains("<td class=\"num\">74: 70 timeouts, 4 5xx</td>"), "the errors by kind");

        String md = MarkdownReport.render(r);
        assertTrue(md.contains("| vertx | 2 (75%) | 37,500 | 3.00 ms |"), "the highest step held and its p99");
        assertTrue(md.contains("server 50%, loader 90%: loader-bound"));
        assertTrue(md.contains("| 3.00 ms | 74: 70 timeouts, 4 5xx | server 50%, loader 40% | 74 errors |"), "the errors by kind: " + md);
        assertTrue(md.contains("## Plaintext") && md.contains("| vertx | 50,000 |"));
        assertTrue(md.contains("| quarkus |  |  | not ready: FAIL sse.bytes <expected> |  |"), md);
        assertTrue(md.contains("server 70%, wrk 99%: loader-bound") && md.contains(MarkdownReport.LOADER_BOUND_NOTE));
        assertTrue(md.contains("server 50%, wrk 60% |"));
        assertTrue(html.contains("server 70%, wrk 99%: loader-bound"));

        assertTrue(html.contains("Warm-up: Plaintext") && html.contains("compiler threads, % of a core"), "the warm-up curves");
        assertTrue(html.contains("60 s, not steady") && html.contains("unsteady"), "a warm-up that hit the ceiling is marked");
        assertTrue(html.contains("steal 4% of the server"), "steal shown where it is not negligible");
        assertFalse(html.contains("steal 0%"), "and left out where it is");
        assertTrue(html.contains("fill-opacity=\"0.45\"") && html.contains("18.0 µs (+4.0 µs compiler)"), "the stacked CPU bar, compiler faded");
        assertTrue(html.contains("0.80 (0.70-0.90)"), "the paired ratio and its spread");
        assertTrue(md.contains("| plaintext | vertx | 60 s, not steady | 3 s | 3.2 s | 50,000 |"), "the warm-up table");
        assertTrue(md.contains("| plaintext | vertx | 18.0 µs | 15.0 µs | 2.0 µs | 1.0 µs | 4.0 µs |"), "CPU by thread group");
        assertTrue(md.contains("| plaintext | vertx | raw-nio | 0.80 (0.70-0.90) | 3 |"));
    }
}
