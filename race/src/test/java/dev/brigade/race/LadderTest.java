package dev.brigade.race;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.core.parser.BenchmarkParser;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LadderTest {

    @Test
    void theStepsAreFixedSharesOfTheClosedLoopMedian() {
        assertEquals(List.of(5_000, 7_500, 9_000, 10_000, 12_000), Ladder.rates(10_000));
        assertEquals(List.of(1, 1, 1, 1, 1), Ladder.rates(0.4), "never an offered rate of 0");
    }

    @Test
    void aStepIsHeldAtNinetyPercentWithoutErrors() {
        assertTrue(Ladder.held(1000, 900, 0));
        assertFalse(Ladder.held(1000, 899, 0));
        assertFalse(Ladder.held(1000, 1000, 1), "one error ends the climb");
        assertFalse(Ladder.held(0, 0, 0));
    }

    @Test
    void theHighestStepHeldIgnoresTheOneThatStoppedTheClimb() {
        List<LadderStep> steps = List.of(step(1000, 1000, 0), step(1500, 1490, 0), step(1800, 1000, 0));
        assertEquals(1500, Ladder.highestHeld(steps).orElseThrow().offered());
        assertTrue(Ladder.highestHeld(List.of(step(1000, 10, 0))).isEmpty());
    }

    @Test
    void theStepLineRoundTrips() {
        LadderStep s = new LadderStep(null, null, 0, 0, 1234, 1200.5, 1.5, 20.25, 99, 12340, 12005, 3, 0.125, 10, 0, 0.86, null);
        LadderStep back = LadderStep.parse(s.line());
        assertEquals(1234, back.offered(), 1e-9);
        assertEquals(1200.5, back.achieved(), 1e-9);
        assertEquals(20.25, back.p99Millis(), 1e-3);
        assertEquals(99, back.p999Millis(), 1e-3);
        assertEquals(3, back.errors());
        assertEquals(0.125, back.blockedMillis(), 1e-3);
        assertTrue(back.loaderBound(), "85% busy or more is the loader's step");
        assertFalse(back.held());
        assertEquals("3 errors", back.verdict());
        assertNull(LadderStep.parse("07:48:24,425 INFO (main) something else"));
    }

    @Test
    void hyperfoilAcceptsBothBenchmarks() throws Exception {
        for (String workload : Ladder.WORKLOADS) {
            String yaml = HyperfoilBenchmark.yaml(workload, 8080, 1234.5, 3, 256, Tokens.conduitToken(0));
            Benchmark b = BenchmarkParser.instance().buildBenchmark(BenchmarkParser.instance().createSource(yaml, BenchmarkData.EMPTY), Map.of());
            assertTrue(b.phases().stream().anyMatch(p -> p.name().startsWith("measured")), workload);
        }
        String conduit = HyperfoilBenchmark.yaml("conduit", 8080, 100, 3, 256, "abc");
        assertTrue(conduit.contains("weight: 50") && conduit.contains("weight: 30") && conduit.contains("weight: 15")
                && conduit.contains("weight: 5\n"), "the race's shares");
        assertTrue(conduit.contains("article-0999") && conduit.contains("Authorization: Token abc"));
    }

    @Test
    void theRateAxisEndsOnARoundNumber() {
        assertEquals(3000, SvgLines.niceCeiling(2563));
        assertEquals(1000, SvgLines.niceCeiling(1000));
        assertEquals(15, SvgLines.niceCeiling(11), 1e-9);
    }

    private static LadderStep step(double offered, double achieved, long errors) {
        return new LadderStep("x", "templates", 1, 0.5, offered, achieved, 1, 2, 3, 10, 10, errors, 0, 2, 0.5, 0.5, null);
    }
}
