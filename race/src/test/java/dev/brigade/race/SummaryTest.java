package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryTest {

    /** raw-nio's CPU per request on every workload, every round. */
    private static final double RAW_NIO = 10;

    private static Sample run(String who, String workload, int round, double cpuPerRequest) {
        return TestRuns.sample(who, workload, round, cpuPerRequest);
    }

    /** {@code server} at {@code factors[i]} of raw-nio's requests per CPU-second in round i + 1, raw-nio beside it. */
    private static List<Sample> against(String server, String workload, double... factors) {
        List<Sample> rounds = new ArrayList<>();
        for (int i = 0; i < factors.length; i++) {
            rounds.add(run("raw-nio", workload, i + 1, RAW_NIO));
            rounds.add(run(server, workload, i + 1, RAW_NIO / factors[i]));
        }
        return rounds;
    }

    private static List<Sample> go(String workload, double cpuPerRequest) {
        return List.of(
                run("go", workload, 1, cpuPerRequest),
                run("go", workload, 2, cpuPerRequest),
                run("go", workload, 3, cpuPerRequest));
    }

    /** Three rounds: vertx meets, misses and cannot tell; helidon never raced; quarkus failed every round. */
    private static List<Sample> threeRounds() {
        List<Sample> rounds = new ArrayList<>();
        rounds.addAll(against("vertx", "plaintext", 0.92, 0.95, 1.0));
        rounds.addAll(against("vertx", "templates", 0.5, 0.6, 0.56));
        rounds.addAll(against("vertx", "sse", 0.45, 0.5, 0.55));
        rounds.addAll(against("vertx", "plaintext-h2", 0.7, 0.65, 0.8));
        for (int round = 1; round <= 3; round++) {
            rounds.add(Sample.failed("quarkus", "plaintext", round, 2, "crashed"));
        }
        // go's runs out of the race's order, as a seeded race records them: its table's rows are in the race's order
        rounds.addAll(go("sse", 20));
        rounds.addAll(go("templates", 5));
        rounds.addAll(go("plaintext", 20));
        // sse-tls paired in round 2 alone: among three rounds, that cell says it has no interval
        rounds.add(run("raw-nio", "sse-tls", 2, RAW_NIO));
        rounds.add(run("vertx", "sse-tls", 2, 2 * RAW_NIO));
        // templates-tls raced by vertx alone: raw-nio, its baseline, is what is missing
        rounds.add(run("vertx", "templates-tls", 1, RAW_NIO));
        return rounds;
    }

    /** summary.md reads only the stamp, the options and each method's runs. */
    private static RaceResults results(List<Sample> steady, List<RaceRun> race) {
        return TestRuns.results().rounds(steady).raceRounds(race).build();
    }

    @Test
    void eachCellIsMetMissedOrNotResolvedAgainstItsTarget() {
        String md = MarkdownSummary.render(results(threeRounds(), List.of()));
        assertTrue(md.contains("## Steady state\n\n3 rounds of 15 s after a warm-up until steady"), md);
        assertTrue(
                md.contains(
                        "| framework, steady state | plaintext | templates | sse | targets |\n|---|---:|---:|---:|---|\n"
                                + "| vertx | 0.95 [0.92–1.00]: met | 0.56 [0.50–0.60]: missed | 0.50 [0.45–0.55]: not resolved"
                                + " | 0.9 / 0.9 / 0.5 |\n"
                                + "| helidon | not raced | not raced | not raced | 0.7 / 0.7 / 0.4 |\n"
                                + "| micronaut | not raced | not raced | not raced | 0.75 / 0.75 / 0.4 |\n"
                                + "| quarkus | failed: no round paired | not raced | not raced | 0.8 / 0.8 / 0.5 |\n"),
                md);
        assertTrue(
                md.contains(
                        "| framework, steady state | plaintext-h2 | plaintext-tls | templates-tls | sse-tls |\n|---|---:|---:|---:|---:|\n"
                                + "| vertx | 0.70 [0.65–0.80]: met | not raced | raw-nio not raced | 0.50 (one round: no interval) |\n"),
                md);
        assertFalse(md.contains("## The race's method"), "no race-method runs, no section");
    }

    @Test
    void againstGoOnEveryWorkloadGoRanOverOneIsLessCpu() {
        String md = MarkdownSummary.render(results(threeRounds(), List.of()));
        String go = md.substring(md.indexOf("### Against the race's Go competitor"));
        // go spends 20 µs a request on plaintext and SSE, 5 µs on templates
        assertTrue(
                go.contains(
                        "| workload, steady state | raw-nio | vertx | helidon | micronaut | quarkus |\n|---|---:|---:|---:|---:|---:|\n"
                                + "| plaintext | 2.00 [2.00–2.00]: less CPU | 1.90 [1.84–2.00]: less CPU | not raced | not raced"
                                + " | failed: no round paired |\n"
                                + "| templates | 0.50 [0.50–0.50]: more CPU | 0.28 [0.25–0.30]: more CPU | not raced | not raced"
                                + " | not raced |\n"
                                + "| sse | 2.00 [2.00–2.00]: less CPU | 1.00 [0.90–1.10]: not resolved | not raced | not raced"
                                + " | not raced |\n\n"),
                go);
        assertFalse(go.contains("| plaintext-h2 |"), "go never ran plaintext-h2: no row");
    }

    @Test
    void oneRoundHasNoIntervalAndNoVerdict() {
        List<Sample> one = threeRounds().stream().filter(s -> s.round() == 1).toList();
        String md = MarkdownSummary.render(results(one, List.of()));
        assertTrue(md.contains("a fresh process a run. " + MarkdownSummary.ONE_ROUND + "\n"), md);
        assertTrue(md.contains("| vertx | 0.92 | 0.50 | 0.45 | 0.9 / 0.9 / 0.5 |"), md);
        assertTrue(md.contains("| plaintext | 2.00 | 1.84 | not raced | not raced | failed: no round paired |"), md);
        assertTrue(
                md.lines()
                        .filter(l -> l.startsWith("|"))
                        .noneMatch(l -> l.matches(".*: (met|missed|not resolved|less CPU|more CPU) .*")),
                md);
    }

    @Test
    void withoutGoItsTableSaysSoAndNothingBreaks() {
        List<Sample> noGo =
                threeRounds().stream().filter(s -> !s.competitor().equals("go")).toList();
        String md = MarkdownSummary.render(results(noGo, List.of()));
        assertTrue(
                md.contains(
                        "### Against the race's Go competitor, on every workload it ran\n\nNo competitor named `go` raced by this method."),
                md);
        assertFalse(md.contains("| workload, steady state | raw-nio |"), md);
    }

    @Test
    void bothMethodsEachGetTheirTablesFromTheirOwnRuns() {
        // the race's method: raw-nio 10 s of busy CPU for 1,000,000 answers, vertx 12.5 s: 0.80 every round
        List<RaceRun> race = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            race.add(TestRuns.raceRun("raw-nio", round, 10));
            race.add(TestRuns.raceRun("vertx", round, 12.5));
            race.add(TestRuns.raceRun("go", round, 25));
        }
        String md = MarkdownSummary.render(results(threeRounds(), race));
        int steady = md.indexOf("## Steady state");
        int raceMethod = md.indexOf("## The race's method");
        assertTrue(steady > 0 && raceMethod > steady, md);
        String own = md.substring(raceMethod);
        assertTrue(own.contains("| framework, race's method | plaintext | templates | sse | targets |\n"), own);
        assertFalse(own.contains("| framework, steady state |"), own);
        assertTrue(own.contains("| vertx | 0.80 [0.80–0.80]: missed | not raced | not raced | 0.9 / 0.9 / 0.5 |"), own);
        assertTrue(own.contains("| plaintext | 2.50 [2.50–2.50]: less CPU | 2.00 [2.00–2.00]: less CPU |"), own);
        assertTrue(md.substring(steady, raceMethod).contains("| vertx | 0.95 [0.92–1.00]: met"), md);

        String raceOnly = MarkdownSummary.render(results(List.of(), race));
        assertFalse(raceOnly.contains("## Steady state"), raceOnly);
        assertTrue(raceOnly.contains("## The race's method\n\n3 rounds of the race's method"), raceOnly);
    }

    @Test
    void reportDrawsSummaryMdBesideReportMd(@TempDir Path dir) throws IOException {
        ResultsFile.write(results(threeRounds(), List.of()), dir.resolve("results.json"));
        assertEquals(0, Main.run(List.of("report", dir.toString())));
        assertTrue(Files.isRegularFile(dir.resolve("report.md")));
        assertTrue(Files.readString(dir.resolve("summary.md")).contains("| vertx | 0.95 [0.92–1.00]: met |"));
    }
}
