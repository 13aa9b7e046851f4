package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.http.config.ConnectionPoolConfig;
import io.hyperfoil.http.config.HttpPluginConfig;
import io.hyperfoil.http.statistics.HttpStats;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class LadderTest {

    @Test
    void theStepsStartAsBeforeThenGoOnToThreeTimesTheMedian() {
        assertEquals(
                List.of(5_000, 7_500, 9_000, 10_000, 12_000, 14_000, 17_000, 20_000, 25_000, 30_000),
                Ladder.rates(10_000),
                "50 to 120% as every earlier ladder, then on to the cap");
        assertEquals(3.0, Ladder.CAP, 1e-9);
        assertEquals(List.of(1, 1, 1, 1, 1, 1, 1, 1, 1, 1), Ladder.rates(0.4), "never an offered rate of 0");
    }

    @Test
    void aClimbGoesOnWhileHeldAndStopsAtTheFirstStepNotHeld() {
        List<Integer> asked = new java.util.ArrayList<>();
        // a server that answers up to 15,000/s: 140% (14,000/s) held, 170% (17,000/s) not
        List<LadderStep> steps = Ladder.climb(Ladder.rates(10_000), rate -> {
            asked.add(rate);
            return step(rate, Math.min(rate, 15_000), 0);
        });
        assertEquals(List.of(5_000, 7_500, 9_000, 10_000, 12_000, 14_000, 17_000), asked, "past 120%, and no further");
        assertTrue(steps.subList(0, 6).stream().allMatch(LadderStep::held));
        assertFalse(steps.getLast().held(), "the step that stopped it is the climb's last");
        List<LadderStep> erred = Ladder.climb(Ladder.rates(10_000), rate -> step(rate, rate, rate >= 9_000 ? 1 : 0));
        assertEquals(3, erred.size(), "one error at 90% stops it there");
    }

    @Test
    void aClimbHeldAllTheWayStopsAtTheCapAndSaysSo() {
        List<Integer> asked = new java.util.ArrayList<>();
        List<LadderStep> steps = Ladder.climb(Ladder.rates(10_000), rate -> {
            asked.add(rate);
            return step(rate, rate, 0);
        });
        assertEquals(Ladder.SHARES.size(), steps.size());
        assertEquals(30_000, asked.getLast(), "three times the median, the cap, and not a step more");
        List<LadderStep> own = numbered(steps);
        assertEquals("cap reached: held at step 10 (300%, 30,000/s) (server 50%, loader 50%)", Ladder.ending(own));
        assertEquals(
                "held at step 5 (120%, 12,000/s) (server 50%, loader 50%)",
                Ladder.ending(own.subList(0, 5)), "a climb recorded when the ladder stopped at 120% is not the cap");
    }

    @Test
    void aClimbThatFellBehindSaysWhoWasFullThere() {
        LadderStep held = numbered(List.of(step(10_000, 10_000, 0))).getFirst();
        assertEquals(
                "answered 80.0% of the offered rate at step 2 (140%, 14,000/s): the server was full (server 97%, loader 60%)",
                Ladder.ending(List.of(held, behind(2, 1.40, 14_000, 11_200, 0, 0.97, 0.60))));
        assertEquals(
                "answered 80.0% of the offered rate at step 2 (140%, 14,000/s): the loader was full (server 70%, loader 90%)",
                Ladder.ending(List.of(held, behind(2, 1.40, 14_000, 11_200, 0, 0.70, 0.90))));
        assertEquals(
                "3 errors at step 2 (140%, 14,000/s): neither was full (server 60%, loader 50%)",
                Ladder.ending(List.of(held, behind(2, 1.40, 14_000, 14_000, 3, 0.60, 0.50))));
        assertTrue(
                Ladder.ending(List.of(held, behind(10, 3.0, 30_000, 20_000, 0, 0.97, 0.6)))
                        .startsWith("answered 66.7%"),
                "falling behind at the cap is full, not \"cap reached\"");
    }

    @Test
    void aLoadProcessGoneBelowTheCapOnAHeldStepEndedEarly() {
        LadderStep held = step(1000, 1000, 0);
        LadderStep behind = step(1000, 500, 0);
        assertTrue(OpenLoop.endedEarly(List.of()), "no step at all");
        assertTrue(OpenLoop.endedEarly(List.of(held, held)), "held 75%, then nothing: 90% was due");
        assertFalse(OpenLoop.endedEarly(List.of(held, behind)), "the climb stopped where it should");
        assertFalse(
                OpenLoop.endedEarly(java.util.Collections.nCopies(Ladder.SHARES.size(), held)), "held the cap: done");
    }

    private static List<LadderStep> numbered(List<LadderStep> steps) {
        return java.util.stream.IntStream.range(0, steps.size())
                .mapToObj(i -> steps.get(i).withServer("x", "templates", i + 1, Ladder.SHARES.get(i), 0.5))
                .toList();
    }

    private static LadderStep behind(
            int step,
            double share,
            double offered,
            double achieved,
            long errors,
            double serverBusy,
            double loaderBusy) {
        return new LadderStep(
                "x",
                "templates",
                step,
                share,
                offered,
                achieved,
                1,
                2,
                3,
                10,
                10,
                errors,
                StepErrors.NONE,
                0,
                2,
                serverBusy,
                loaderBusy,
                null);
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
        LadderStep s = new LadderStep(
                null,
                null,
                0,
                0,
                1234,
                1200.5,
                1.5,
                20.25,
                99,
                12340,
                12005,
                21,
                new StepErrors(1, 2, 3, 4, 5, 6),
                0.125,
                10,
                0,
                0.86,
                null);
        LadderStep back = LadderStep.parse(s.line());
        assertEquals(1234, back.offered(), 1e-9);
        assertEquals(1200.5, back.achieved(), 1e-9);
        assertEquals(20.25, back.p99Millis(), 1e-3);
        assertEquals(99, back.p999Millis(), 1e-3);
        assertEquals(21, back.errors());
        assertEquals(new StepErrors(1, 2, 3, 4, 5, 6), back.errorKinds(), "every kind in its own place");
        assertEquals(0.125, back.blockedMillis(), 1e-3);
        assertTrue(back.loaderBound(), "85% busy or more is the loader's step");
        assertFalse(back.held());
        assertEquals("21 errors", back.verdict());
        assertNull(LadderStep.parse("07:48:24,425 INFO (main) something else"));
        assertEquals(List.of(), back.errorSeconds(), "no seconds recorded, none read");
    }

    @Test
    void theErrorsSecondBySecondRoundTripAndShowInTheErrorsColumn() {
        List<ErrorSecond> when = List.of(
                new ErrorSecond(0, new StepErrors(0, 0, 0, 30, 0, 0)),
                new ErrorSecond(14, new StepErrors(1, 2, 3, 4, 5, 6)));
        LadderStep s = new LadderStep(
                null,
                null,
                0,
                0,
                1234,
                1200.5,
                1.5,
                20.25,
                99,
                12340,
                12005,
                51,
                new StepErrors(1, 2, 3, 34, 5, 6),
                0.125,
                10,
                0,
                0.5,
                null,
                when);
        LadderStep back = LadderStep.parse(s.line());
        assertEquals(when, back.errorSeconds(), "each second with its kinds in their places");
        assertEquals(
                "51: 34 connection errors, 6 loader errors, 5 timeouts, 3 other non-2xx, 2 5xx, 1 4xx; by second: s0: 30 connection"
                        + " errors; s14: 6 loader errors, 5 timeouts, 4 connection errors, 3 other non-2xx, 2 5xx, 1 4xx",
                back.errorsText());
    }

    @Test
    void hyperfoilsSecondsAreSummedAndOnlyThoseWithErrorsKept() {
        Map<Integer, StatisticsSnapshot> bySecond = new TreeMap<>();
        bySecond.put(0, snapshot(0, 3, 0));
        bySecond.put(1, snapshot(1, 0, 0));
        bySecond.put(10, snapshot(10, 2, 1));
        assertEquals(
                List.of(
                        new ErrorSecond(0, new StepErrors(0, 0, 0, 3, 0, 0)),
                        new ErrorSecond(10, new StepErrors(0, 0, 0, 1, 1, 0))),
                ErrorSecond.of(bySecond),
                "second 1 had none; second 10's timeout closed one of its two connections");
    }

    private static StatisticsSnapshot snapshot(int second, int connectionErrors, int timeouts) {
        StatisticsSnapshot s = new StatisticsSnapshot();
        s.sequenceId = second;
        s.connectionErrors = connectionErrors;
        s.requestTimeouts = timeouts;
        return s;
    }

    @Test
    void aStepCountsEachFailedRequestOnceAndKeepsHyperfoilsSumForHeld() {
        StatisticsSnapshot s = new StatisticsSnapshot();
        s.requestCount = 1000;
        s.responseCount = 991;
        s.invalid = 7;
        s.connectionErrors = 9;
        s.requestTimeouts = 2;
        s.internalErrors = 1;
        HttpStats statuses = new HttpStats();
        statuses.status_2xx = 984;
        statuses.status_3xx = 1;
        statuses.status_4xx = 2;
        statuses.status_5xx = 3;
        statuses.status_other = 1;
        s.extensions.put(HttpStats.HTTP, statuses);
        LadderStep step = OpenLoopLoad.step(100, s, 10, Double.NaN, 0.5, List.of());
        assertEquals(
                new StepErrors(2, 3, 2, 7, 2, 1),
                step.errorKinds(),
                "a timeout's own close is not a second connection error");
        assertEquals(
                19, step.errors(), "the total is still every counter Hyperfoil keeps, as held() has always read it");
        assertFalse(step.held());
        assertEquals(
                "19 (17 requests: 7 connection errors, 3 5xx, 2 timeouts, 2 4xx, 2 other non-2xx, 1 loader error)",
                step.errorsText());
    }

    @Test
    void answersDrainedPastTheWindowAreOverTheTimeTheyTook() {
        StatisticsSnapshot s = new StatisticsSnapshot();
        s.requestCount = 20_000;
        s.responseCount = 20_000;
        LadderStep behind = OpenLoopLoad.step(2_000, s, 10, 25, 0.97, List.of());
        assertEquals(800, behind.achieved(), 1e-9, "every request answered, over 25 s, not the 10 s offered");
        assertEquals(25, behind.seconds(), 1e-9);
        assertFalse(behind.held(), "a backlog is not keeping up");
        LadderStep onTime = OpenLoopLoad.step(2_000, s, 10, 10.2, 0.5, List.of());
        assertTrue(onTime.held(), "the last answers' own latency past the window: held");
        assertEquals(
                2_000,
                OpenLoopLoad.step(2_000, s, 10, 9.5, 0.5, List.of()).achieved(),
                1e-9,
                "never over the offered length");
        assertEquals(
                2_000,
                OpenLoopLoad.step(2_000, s, 10, Double.NaN, 0.5, List.of()).achieved(),
                1e-9,
                "untimed: the window");
    }

    @Test
    void aTimeoutIsOneFailedRequestThoughHyperfoilClosesItsConnection() {
        assertEquals(new StepErrors(0, 0, 0, 3, 2, 0), StepErrors.of(0, 0, 0, 5, 2, 0));
        assertEquals(new StepErrors(0, 0, 0, 0, 1, 0), StepErrors.of(0, 0, 0, 0, 1, 0), "its connection already gone");
        LadderStep cut = new LadderStep(
                "x",
                "conduit",
                1,
                0.5,
                1000,
                1000,
                1,
                2,
                3,
                10,
                7,
                2,
                StepErrors.of(0, 0, 0, 1, 0, 0),
                0,
                2,
                0.5,
                0.5,
                null);
        assertEquals(
                "2 (1 request: 1 connection error)",
                cut.errorsText(),
                "Hyperfoil's connection error and invalid answer for one request");
    }

    @Test
    void resultsWrittenBeforeTheKindsStillRead() throws Exception {
        String old = """
                {"competitor":"raw-nio","workload":"conduit","step":1,"share":0.5,"offered":3751.0,"achieved":3764.7,
                 "p50Millis":0.864,"p99Millis":82.313,"p999Millis":153.092,"requests":56544,"ok":56470,"errors":74,
                 "blockedMillis":0.993,"seconds":15.0,"serverBusy":0.68,"loaderBusy":0.39,"error":null,"held":false,"loaderBound":false}
                """;
        ObjectMapper json = new ObjectMapper();
        LadderStep step = json.readValue(old, LadderStep.class);
        assertEquals(74, step.errors());
        assertEquals(StepErrors.NONE, step.errorKinds());
        assertEquals("74", step.errorsText(), "the number alone where the kinds were not recorded");
        assertEquals("74 errors", step.verdict());
        LadderStep kinds = new LadderStep(
                "x",
                "conduit",
                1,
                0.5,
                1000,
                1000,
                1,
                2,
                3,
                10,
                7,
                3,
                new StepErrors(0, 1, 0, 0, 2, 0),
                0,
                2,
                0.5,
                0.5,
                null);
        assertEquals(
                kinds,
                json.readValue(json.writeValueAsString(kinds), LadderStep.class),
                "results.json keeps the kinds");
    }

    @Test
    void hyperfoilAcceptsTheLaddersBenchmark() throws Exception {
        for (String workload : Ladder.WORKLOADS) {
            String yaml = HyperfoilBenchmark.yaml(workload, 8080, 1234.5, 3, 256, Tokens.conduitToken(0));
            Benchmark b = BenchmarkParser.instance()
                    .buildBenchmark(BenchmarkParser.instance().createSource(yaml, BenchmarkData.EMPTY), Map.of());
            assertTrue(b.phases().stream().anyMatch(p -> p.name().startsWith("measured")), workload);
        }
    }

    @Test
    void everyLoaderClosesItsIdleConnectionsBeforeTheServersWould() throws Exception {
        List<String> benchmarks =
                new java.util.ArrayList<>(List.of(HyperfoilBenchmark.yaml("templates", 8080, 1000, 3, 256, "tok")));
        for (Workload w : Workload.ALL.stream().filter(Workload::mixed).toList()) {
            for (ConduitClimb.Part part : ConduitClimb.PARTS) {
                benchmarks.add(ConduitClimb.yaml(part, w, 8080, 250, 3, "tok"));
            }
        }
        for (String yaml : benchmarks) {
            Benchmark b = BenchmarkParser.instance()
                    .buildBenchmark(BenchmarkParser.instance().createSource(yaml, BenchmarkData.EMPTY), Map.of());
            ConnectionPoolConfig pool =
                    b.plugin(HttpPluginConfig.class).defaultHttp().sharedConnections();
            assertTrue(
                    pool.keepAliveTime() > 0 && pool.keepAliveTime() < 10_000,
                    "an idle connection closed by the loader before CONTRACT §2.13's 10 s, not by the server under a request: "
                            + yaml);
            assertEquals(pool.core(), pool.max(), "the race's connection count, all open from the start");
        }
    }

    @Test
    void theRateAxisEndsOnARoundNumber() {
        assertEquals(3000, SvgLines.niceCeiling(2563));
        assertEquals(1000, SvgLines.niceCeiling(1000));
        assertEquals(15, SvgLines.niceCeiling(11), 1e-9);
    }

    private static LadderStep step(double offered, double achieved, long errors) {
        return new LadderStep(
                "x",
                "templates",
                1,
                0.5,
                offered,
                achieved,
                1,
                2,
                3,
                10,
                10,
                errors,
                StepErrors.NONE,
                0,
                2,
                0.5,
                0.5,
                null);
    }
}
