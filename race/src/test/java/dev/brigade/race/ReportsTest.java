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
                0, 0, 2, 0.5, loaderBusy, null);
    }

    @Test
    void bothReportsShowEveryWorkloadTheDnfAndNoUnescapedText() {
        Workload plaintext = Workload.named("plaintext").orElseThrow();
        Workload menu = Workload.named("templates").orElseThrow();
        List<Sample> rounds = List.of(
                new Sample("vertx", "plaintext", 1, 1, 400, 50_000, 2, 9, 100_000, 0, 0, 18, 90_000, 2, 0.7, 0.99, null),
                new Sample("nginx", "plaintext", 1, 2, 10, 90_000, 1, 4, 180_000, 0, 0, 9, 12_000, 2, 0.5, 0.6, null),
                Sample.failed("vertx", "templates", 1, 1, "vertx exited <oops>"));
        List<Median> medians = List.of(
                Median.of("vertx", "plaintext", rounds.subList(0, 1)),
                Median.of("nginx", "plaintext", rounds.subList(1, 2)),
                Median.of("vertx", "templates", rounds.subList(2, 3)));
        Map<String, Object> machine = new LinkedHashMap<>(Map.of("cpuModel", "Test CPU", "cores", 2));
        Map<String, Object> options = Map.of("rounds", 1, "seconds", 2, "warmupSeconds", 1);
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("java", "openjdk 25");
        versions.put("wrk", "wrk 4.1.0");
        RaceResults r = new RaceResults("20260101-000000", "s", "f", machine, new Pinning("0", "1"), versions, options,
                List.of(new Entrant("vertx", "server", "java ...", "passed", null),
                        new Entrant("quarkus", "server", "java ...", "DNF", "FAIL sse.bytes <expected>"),
                        new Entrant("nginx", "reference", "nginx", "reference", null)),
                List.of(plaintext, menu), rounds, medians, Map.of("vertx", 400.0), Map.of("vertx", 90_000L),
                List.of(step(1, 0.5, 25_000, 25_000, 2.0, 0.3), step(2, 0.75, 37_500, 37_400, 3.0, 0.9),
                        step(3, 0.9, 45_000, 30_000, 900.0, 0.5)));

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

        String md = MarkdownReport.render(r);
        assertTrue(md.contains("| vertx | 2 (75%) | 37,500 | 3.00 ms |"), "the highest step held and its p99");
        assertTrue(md.contains("server 50%, loader 90%: loader-bound"));
        assertTrue(md.contains("## Plaintext") && md.contains("| vertx | 50,000 |"));
        assertTrue(md.contains("**quarkus**: DNF, FAIL sse.bytes"));
        assertTrue(md.contains("server 70%, wrk 99%: loader-bound") && md.contains(MarkdownReport.LOADER_BOUND_NOTE));
        assertTrue(md.contains("server 50%, wrk 60% |"));
        assertTrue(html.contains("server 70%, wrk 99%: loader-bound"));
    }
}
