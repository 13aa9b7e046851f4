package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Conduit's climb as the race climbs it (race.json's mixed, mixed.go at 292cd0e8). */
class ConduitClimbTest {

    private static final Workload CONDUIT = Workload.named("conduit").orElseThrow();
    private static final Workload CONDUIT_TLS = Workload.named("conduit-tls").orElseThrow();

    private static ConduitClimb.Part part(String name) {
        return ConduitClimb.PARTS.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theRacesRatesAndShares() {
        assertEquals(List.of(250, 500, 1000, 2000, 4000, 8000, 16000, 32000), ConduitClimb.RATES);
        assertEquals(
                List.of(0.50, 0.30, 0.15, 0.05),
                ConduitClimb.PARTS.stream().map(ConduitClimb.Part::share).toList());
        assertEquals(
                1.0,
                ConduitClimb.PARTS.stream()
                        .mapToDouble(ConduitClimb.Part::share)
                        .sum(),
                1e-9);
        assertEquals(125, ConduitClimb.offered(part("list"), 250));
        assertEquals(13, ConduitClimb.offered(part("favorite"), 250), "12.5 rounds half up, as Go's math.Round");
    }

    @Test
    void eachPartHasTheRacesConnections() {
        assertEquals(
                List.of(128, 77, 39, 13),
                ConduitClimb.PARTS.stream()
                        .map(p -> ConduitClimb.connections(p, CONDUIT))
                        .toList());
        assertEquals(
                List.of(64, 39, 20, 8),
                ConduitClimb.PARTS.stream()
                        .map(p -> ConduitClimb.connections(p, CONDUIT_TLS))
                        .toList(),
                "conduit-tls: 128 connections of 2 streams shared the same way, never under 8");
        assertTrue(CONDUIT_TLS.tls() && CONDUIT_TLS.streams() == 2 && CONDUIT_TLS.mixed() && CONDUIT.mixed());
    }

    @Test
    void theLoadersUseTheRacesPatternsAndProtocols() {
        String list = ConduitClimb.yaml(part("list"), CONDUIT, 8080, 1000, 60, "tok");
        assertTrue(
                list.contains("host: http://127.0.0.1:8080")
                        && list.contains("core: 128")
                        && list.contains("max: 128")
                        && list.contains("allowHttp2: false"),
                list);
        assertTrue(list.contains("usersPerSec: 500") && list.contains("duration: 60s"), list);
        assertTrue(
                list.contains("\"000\", \"010\"") && list.contains("\"990\"]") && !list.contains("\"1000\""),
                "offset=[0-9]{2}0");
        assertTrue(
                list.contains("GET: /api/articles?limit=20&offset=${offset}") && !list.contains("authorization"), list);
        String comment = ConduitClimb.yaml(part("comment"), CONDUIT_TLS, 8443, 1000, 3, "tok");
        assertTrue(
                comment.contains("host: https://127.0.0.1:8443")
                        && comment.contains("allowHttp1x: false")
                        && comment.contains("maxHttp2Streams: 2")
                        && comment.contains("core: 20"),
                comment);
        assertTrue(
                comment.contains("article-0000, ")
                        && comment.contains("article-0999]")
                        && !comment.contains("article-1000"),
                "article-0[0-9]{3}");
        assertTrue(
                comment.contains("POST: /api/articles/${slug}/comments")
                        && comment.contains("authorization: Token tok")
                        && comment.contains("content-type: application/json")
                        && comment.contains("body: '{\"comment\":{\"body\":\"Lovely roux.\"}}'"),
                comment);
        String favorite = ConduitClimb.yaml(part("favorite"), CONDUIT, 8080, 250, 3, "tok");
        assertTrue(favorite.contains("POST: /api/articles/${slug}/favorite")
                && favorite.contains("body: ''")
                && favorite.contains("usersPerSec: 13"));
    }

    @Test
    void hyperfoilAcceptsEveryPartsBenchmark() throws Exception {
        for (Workload w : List.of(CONDUIT, CONDUIT_TLS)) {
            for (ConduitClimb.Part part : ConduitClimb.PARTS) {
                String yaml = ConduitClimb.yaml(part, w, 8080, 32_000, 60, Tokens.conduitToken(0));
                io.hyperfoil.api.config.Benchmark b = io.hyperfoil.core.parser.BenchmarkParser.instance()
                        .buildBenchmark(
                                io.hyperfoil.core.parser.BenchmarkParser.instance()
                                        .createSource(yaml, io.hyperfoil.api.config.BenchmarkData.EMPTY),
                                java.util.Map.of());
                assertTrue(
                        b.phases().stream().anyMatch(ph -> ph.name().startsWith("measured")),
                        w.name() + " " + part.name() + ":\n" + yaml);
            }
        }
    }

    private static ConduitStep.Part p(String name, double achieved, double mean, double p99, StepErrors errors) {
        return new ConduitStep.Part(
                name, achieved, achieved, mean, mean, p99, p99 * 2, (long) achieved, (long) achieved, errors);
    }

    @Test
    void aStepSumsItsPartsAsTheRaceDoes() {
        ConduitStep s = ConduitStep.of(
                1000,
                List.of(
                        p("list", 500, 2, 10, StepErrors.NONE),
                        p("article", 300, 1, 4, StepErrors.NONE),
                        p("comment", 150, 4, 30, StepErrors.NONE),
                        p("favorite", 50, 4, 20, StepErrors.NONE)),
                60,
                0.3);
        assertEquals(1000, s.achieved(), 1e-9);
        assertEquals(
                (500 * 2 + 300 * 1 + 150 * 4 + 50 * 4) / 1000.0, s.meanMillis(), 1e-9, "the mean over every request");
        assertEquals(30, s.p99Millis(), 1e-9, "the worst part's");
        assertEquals(60, s.p999Millis(), 1e-9);
        assertTrue(s.held());
    }

    @Test
    void aClimbStopsUnder90PercentOrOnAnyError() {
        ConduitStep behind = ConduitStep.of(1000, List.of(p("list", 890, 2, 10, StepErrors.NONE)), 60, 0.3);
        assertFalse(behind.held());
        assertEquals("answered 89.0% of the offered rate: neither was full (server 0%, loader 30%)", behind.verdict());
        assertEquals(
                "answered 89.0% of the offered rate: the server was full",
                behind.withServer("x", "conduit", 1, 0.97).verdict());
        ConduitStep erred =
                ConduitStep.of(1000, List.of(p("list", 1000, 2, 10, new StepErrors(0, 1, 0, 0, 0, 0))), 60, 0.3);
        assertFalse(erred.held());
        assertEquals("1 errors, neither was full (server 0%, loader 30%): 1 5xx", erred.verdict());
        assertEquals(
                "1 errors, the server was full: 1 5xx",
                erred.withServer("x", "conduit", 1, 0.98).verdict(),
                "an erring step says who was full there too");
    }

    @Test
    void aLoadProcessThatStopsBeforeTheClimbDidIsAFailure() {
        ConduitStep held = ConduitStep.of(250, List.of(p("list", 250, 2, 10, StepErrors.NONE)), 60, 0.3);
        ConduitStep behind = ConduitStep.of(500, List.of(p("list", 100, 2, 10, StepErrors.NONE)), 60, 0.3);
        assertTrue(ConduitClimber.endedEarly(List.of()), "no step at all");
        assertTrue(ConduitClimber.endedEarly(List.of(held)), "held 250/s, then nothing: the next rate was due");
        assertFalse(ConduitClimber.endedEarly(List.of(held, behind)), "the climb stopped where it should");
        assertFalse(
                ConduitClimber.endedEarly(java.util.Collections.nCopies(ConduitClimb.RATES.size(), held)),
                "every rate held");
    }

    @Test
    void aStepGoesFromTheLoadProcessToTheRaceAsJson() throws Exception {
        ObjectMapper json = new ObjectMapper();
        ConduitStep s = ConduitStep.of(250, List.of(p("list", 125, 2, 10, new StepErrors(0, 0, 0, 1, 2, 0))), 3, 0.25);
        ConduitStep back = json.readValue(json.writeValueAsString(s), ConduitStep.class);
        assertEquals(s, back);
        assertEquals(3, back.errors());
    }
}
