package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportsTest {

    private static LadderStep step(
            int n, double share, double offered, double achieved, double p99, double loaderBusy) {
        return new LadderStep(
                "vertx",
                "templates",
                n,
                share,
                offered,
                achieved,
                p99 / 2,
                p99,
                p99 * 2,
                (long) offered,
                (long) achieved,
                0,
                StepErrors.NONE,
                0,
                2,
                0.5,
                loaderBusy,
                null);
    }

    private static Sample plain(String name, String workload, double rps, double cpu) {
        return new Sample(
                name,
                workload,
                1,
                1,
                100,
                rps,
                1,
                2,
                (long) rps,
                0,
                0,
                cpu,
                50_000,
                1,
                0.9,
                0.5,
                0,
                0,
                new CpuByGroup(0, 0, cpu, 0),
                null,
                null);
    }

    @Test
    void theThreeSectionsAndPlaintextThreeWaysWithHttp2sAndTlssCostApart() {
        List<Sample> rounds = List.of(
                plain("raw-nio", "plaintext", 100_000, 10),
                plain("raw-nio", "plaintext-h2", 80_000, 12.5),
                plain("raw-nio", "plaintext-tls", 60_000, 16),
                plain("raw-nio", "churn-tls", 2_000, 400),
                plain("go-fixture", "plaintext", 40_000, 24));
        RaceResults r = TestRuns.results()
                .competitors(
                        new Entrant("raw-nio", "server", "java ...", "passed", null, "Java", "none", null, "passed"),
                        new Entrant("go-fixture", "competitor", "go", "passed", null, "Go", "net/http", null, null))
                .workloads("plaintext-tls", "plaintext", "plaintext-h2", "churn-tls")
                .singleRuns(rounds)
                .build();

        String md = MarkdownReport.render(r);
        int http1 = md.indexOf("## HTTP/1.1\n");
        int h2c = md.indexOf("## h2c\n");
        int https = md.indexOf("## HTTPS\n");
        assertTrue(
                http1 > 0 && h2c > http1 && https > h2c,
                "the race's three sections in its order, whatever the workloads' order: " + md);
        assertTrue(md.indexOf("### Plaintext, HTTP/2 + TLS") > https
                && md.indexOf("### Connection churn, HTTP/1.1 + TLS") > https);
        assertTrue(md.contains("HTTP/2 over TLS 1.3, 32 connections x 8 streams"), md);
        assertTrue(
                md.contains(
                        "HTTP/1.1 over TLS 1.3, 64 connections, a new connection per request (a full handshake each)"),
                md);
        assertTrue(
                md.contains(
                        "| raw-nio | 100,000 | 80,000 | 60,000 | 10.0 µs | 12.5 µs | 16.0 µs | +2.5 µs | +3.5 µs |"),
                "HTTP/2's cost is h2c less HTTP/1.1, TLS's is TLS less h2c: " + md);
        int at = md.indexOf("## Plaintext three ways");
        String threeWays = md.substring(at, md.indexOf("\n## ", at + 1));
        assertTrue(threeWays.contains("| raw-nio |"));
        assertFalse(threeWays.contains("| go-fixture |"), "one way alone compares nothing");
        assertTrue(
                md.contains("| raw-nio | Java | none | race-ready | race-ready |")
                        && md.contains("| go-fixture | Go | net/http | race-ready | none |"),
                "each entrant's HTTPS mode, or none: " + md);

        String html = HtmlReport.render(r);
        assertTrue(html.indexOf("<h2 class=\"section\">HTTP/1.1</h2>") < html.indexOf("<h2 class=\"section\">h2c</h2>")
                && html.indexOf("<h2 class=\"section\">h2c</h2>") < html.indexOf("<h2 class=\"section\">HTTPS</h2>"));
        assertTrue(html.contains("Plaintext three ways") && html.contains("<td class=\"num\">+3.5 µs</td>"));
    }

    @Test
    void bothReportsShowEveryWorkloadTheDnfAndNoUnescapedText() {
        List<Sample> rounds = List.of(
                new Sample(
                        "vertx",
                        "plaintext",
                        1,
                        1,
                        400,
                        50_000,
                        2,
                        9,
                        100_000,
                        0,
                        0,
                        18,
                        90_000,
                        2,
                        0.7,
                        0.99,
                        0.04,
                        0,
                        new CpuByGroup(4, 2, 15, 1),
                        new WarmupRecord(
                                60,
                                false,
                                800,
                                2400,
                                3.0,
                                List.of(
                                        new SteadyRule.Slice(1, 20_000, 0.9),
                                        new SteadyRule.Slice(2, 40_000, 0.5),
                                        new SteadyRule.Slice(3, 48_000, 0.2))),
                        null),
                new Sample(
                        "nginx",
                        "plaintext",
                        1,
                        2,
                        10,
                        90_000,
                        1,
                        4,
                        180_000,
                        0,
                        0,
                        9,
                        12_000,
                        2,
                        0.5,
                        0.6,
                        0,
                        0,
                        new CpuByGroup(0, 0, 9, 0),
                        new WarmupRecord(1, true, 0, 0, 1.0, List.of(new SteadyRule.Slice(1, 88_000, 0))),
                        null),
                Sample.failed("vertx", "templates", 1, 1, "vertx exited <oops>"));
        RaceResults r = TestRuns.results()
                .competitors(
                        new Entrant("vertx", "server", "java ...", "passed", null),
                        new Entrant("quarkus", "server", "java ...", "DNF", "FAIL sse.bytes <expected>"),
                        new Entrant("nginx", "reference", "nginx", "reference", null))
                .workloads("plaintext", "templates")
                .singleRuns(rounds)
                .startupAndPeakRss(Map.of("vertx", 400.0), Map.of("vertx", 90_000L))
                .ladder(List.of(
                        step(1, 0.5, 25_000, 25_000, 2.0, 0.3),
                        step(2, 0.75, 37_500, 37_400, 3.0, 0.9),
                        step(3, 0.9, 45_000, 30_000, 900.0, 0.5),
                        new LadderStep(
                                "raw-nio",
                                "templates",
                                1,
                                0.5,
                                40_000,
                                40_000,
                                1,
                                2,
                                3,
                                600_000,
                                599_926,
                                74,
                                new StepErrors(0, 4, 0, 0, 70, 0),
                                0,
                                15,
                                0.5,
                                0.4,
                                null)))
                .ratios(List.of(
                        new Ratio(
                                "plaintext", "vertx", "raw-nio", null, List.of(0.7, 0.8, 0.9), 0.8, 0.7, 0.9, 0.7, 0.9),
                        new Ratio("templates", "vertx", "raw-nio", null, List.of(0.9, 1.1), 1.0, 0.9, 1.1, 0.9, 1.1)))
                .build();

        String html = HtmlReport.render(r);
        assertTrue(html.contains("Plaintext") && html.contains("Templates"));
        assertTrue(html.contains("<svg") && html.contains("50,000"));
        assertTrue(html.contains("FAIL sse.bytes &lt;expected&gt;"));
        assertTrue(html.contains("vertx exited &lt;oops&gt;"));
        assertFalse(html.contains("<oops>"));
        assertFalse(
                html.contains("http://") && !html.contains("xmlns=\"http://www.w3.org/2000/svg\""),
                "the page must fetch nothing");

        assertTrue(
                html.contains("Open-loop ladder: Templates") && html.contains("<circle") && html.contains("l10 10"),
                "a line with a point per held step and a cross where the climb stopped");
        assertTrue(html.contains("answered 66.7% of the offered rate"));
        assertTrue(html.contains("<td class=\"num\">74: 70 timeouts, 4 5xx</td>"), "the errors by kind");

        String md = MarkdownReport.render(r);
        assertTrue(md.contains("| vertx | 2 (75%) | 37,500 | 3.00 ms |"), "the highest step held and its p99");
        assertTrue(
                md.contains(
                        "| 6.00 ms | answered 66.7% of the offered rate at step 3 (90%, 45,000/s): neither was full (server 50%,"
                                + " loader 50%) |"),
                "where the climb ended, and who was full there: " + md);
        assertTrue(
                html.contains("<td class=\"limit\">74 errors at step 1 (50%, 40,000/s): neither was full"),
                "the page says where each climb ended too");
        assertTrue(md.contains("server 50%, loader 90%: loader-bound"));
        assertTrue(
                md.contains("| 3.00 ms | 74: 70 timeouts, 4 5xx | server 50%, loader 40% | 74 errors |"),
                "the errors by kind: " + md);
        assertTrue(md.contains("## Plaintext") && md.contains("| vertx | 50,000 |"));
        assertTrue(md.contains("| quarkus |  |  | not ready: FAIL sse.bytes <expected> | none |  |"), md);
        assertTrue(md.contains("server 70%, wrk 99%: loader-bound") && md.contains(MarkdownReport.LOADER_BOUND_NOTE));
        assertTrue(md.contains("server 50%, wrk 60% |"));
        assertTrue(html.contains("server 70%, wrk 99%: loader-bound"));

        assertTrue(
                html.contains("Warm-up: Plaintext") && html.contains("compiler threads, % of a core"),
                "the warm-up curves");
        assertTrue(
                html.contains("60 s, not steady") && html.contains("unsteady"),
                "a warm-up that hit the ceiling is marked");
        assertTrue(html.contains("steal 4% of the server"), "steal shown where it is not negligible");
        assertFalse(html.contains("steal 0%"), "and left out where it is");
        assertTrue(
                html.contains("fill-opacity=\"0.45\"") && html.contains("18.0 µs (+4.0 µs compiler)"),
                "the stacked CPU bar, compiler faded");
        assertTrue(html.contains("0.80 [0.70–0.90]"), "the paired ratio and its interval");
        assertTrue(html.contains("no: the interval contains 1"), "an unresolved difference says so");
        assertFalse(html.contains(MarkdownReport.VERDICT_SENTENCE), "an ordinary race prints no lever verdict");
        assertTrue(md.contains("| plaintext | vertx | 60 s, not steady | 3 s | 3.2 s | 50,000 |"), "the warm-up table");
        assertTrue(
                md.contains("| plaintext | vertx | 18.0 µs | 15.0 µs | 2.0 µs | 1.0 µs | 4.0 µs |"),
                "CPU by thread group");
        assertTrue(md.contains("| plaintext | vertx | raw-nio | 0.80 [0.70–0.90] | 3 | yes |\n"), md);
        assertTrue(
                md.contains("| templates | vertx | raw-nio | 1.00 [0.90–1.10] | 2 | no: the interval contains 1 |\n"),
                md);
        assertTrue(
                md.contains("Not resolved (the interval contains 1, or one round): templates: vertx against raw-nio."),
                md);
        assertTrue(md.contains("percentile bootstrap over the rounds (10,000 resamples, seed 37)"), md);
    }

    @Test
    void conduitsClimbHasItsSectionInBothReportsAndSaysWhenItsStepsAreShort() {
        List<ConduitStep.Part> parts = List.of(
                new ConduitStep.Part("list", 125, 125, 2, 2, 9, 12, 375, 375, StepErrors.NONE),
                new ConduitStep.Part("comment", 38, 30, 4, 4, 30, 40, 114, 90, new StepErrors(0, 3, 0, 0, 0, 0)));
        ConduitStep held = ConduitStep.of(
                        250,
                        List.of(new ConduitStep.Part("list", 250, 250, 2, 2, 9, 12, 750, 750, StepErrors.NONE)),
                        3,
                        0.2)
                .withServer("raw-nio", "conduit", 1, 0.1);
        ConduitStep erred = ConduitStep.of(500, parts, 3, 0.2).withServer("raw-nio", "conduit", 2, 0.4);
        RaceResults r = TestRuns.results()
                .options(Map.of("climbSeconds", 3, "climbWarmupSeconds", 1))
                .servers("raw-nio")
                .workloads("conduit")
                .conduit(List.of(held, erred))
                .build();
        String md = MarkdownReport.render(r);
        assertTrue(md.contains("## Conduit climb: RealWorld (Conduit)"), md);
        assertTrue(md.contains("**shorter than the race's 3 s and 60 s**"), md);
        assertTrue(
                md.contains(
                        "| raw-nio | 250 | 2.00 ms | 9.00 ms | 3 errors, neither was full (server 40%, loader 20%): 3 5xx at 500/s;"),
                md);
        assertTrue(md.contains("list 125, 2.00 ms, 9.00 ms; comment 30, 4.00 ms, 30.0 ms"), md);
        String html = HtmlReport.render(r);
        assertTrue(
                html.contains("Conduit climb: RealWorld (Conduit)") && html.contains("mean latency (log)"),
                "the race's chart: mean against rate");
        RaceResults full = TestRuns.results()
                .options(Map.of("climbSeconds", 60, "climbWarmupSeconds", 3))
                .servers("raw-nio")
                .workloads("conduit")
                .conduit(List.of(held))
                .build();
        assertTrue(MarkdownReport.render(full).contains("(the race's own)"));
    }

    @Test
    void nginxRacesTheTlsWorkloadsAsTheReferenceUnchecked() {
        Entrant nginx = new Entrant("nginx", "reference", "nginx", "reference", null, "C", "nginx", null, "reference");
        assertTrue(nginx.racesTls());
        assertEquals("the reference (not checked)", MarkdownReport.tlsGate(nginx));
        assertFalse(
                new Entrant("nginx", "reference", "nginx", "reference", null).racesTls(),
                "results from before: no HTTPS mode");
    }
}
