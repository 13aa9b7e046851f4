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

class MethodReportTest {

    private static Sample steady(String name, int round, double cpuMicros) {
        return new Sample(
                name,
                "plaintext",
                round,
                1,
                100,
                100_000,
                1,
                2,
                1_000_000,
                0,
                0,
                cpuMicros,
                50_000,
                10,
                0.9,
                0.5,
                0,
                0,
                new CpuByGroup(0, 0, cpuMicros, 0),
                null,
                null);
    }

    private static RaceRun race(String name, int round, double cpuSeconds) {
        return TestRuns.raceRun(name, round, cpuSeconds);
    }

    private static RaceResults results(List<Sample> steady, List<RaceRun> race) {
        return TestRuns.results()
                .servers("raw-nio", "vertx")
                .workloads("plaintext")
                .singleRuns(steady)
                .raceRounds(race)
                .build();
    }

    @Test
    void bothMethodsSideBySideWithWhatTheRacesMethodCosts() {
        // steady: raw-nio 5 µs a request (200,000 per CPU-second); race: 10 s for 1,000,000 (100,000 per CPU-second)
        List<RaceRun> race = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            race.add(race("raw-nio", round, 10));
            race.add(race("vertx", round, 12.5 + round));
        }
        String md = MarkdownReport.render(results(List.of(steady("raw-nio", 1, 5), steady("vertx", 1, 8)), race));
        assertTrue(md.contains("## The race's method beside the steady state"), md);
        assertTrue(md.contains("| plaintext | raw-nio | 100,000 | 50,000 | 200,000 | 100,000 | 0.50 | 78 MiB |"), md);
        assertTrue(md.contains("Steady state: plaintext. The race's method: plaintext."), md);
        // vertx's race rounds: 13.5, 14.5, 15.5 s, against raw-nio's 10 s: the ratio's median 10 / 14.5
        assertTrue(md.contains("### Requests per CPU-second against the baseline, by the race's method"), md);
        assertTrue(md.contains("| plaintext | vertx | raw-nio | 0.69 ["), md);
        assertTrue(
                HtmlReport.render(results(List.of(), race))
                        .contains("<td class=\"num\">not run</td><td class=\"num\">50,000</td>"),
                "a race by the race's method alone says the steady state was not run");
    }

    @Test
    void noRaceMethodNoSection() {
        String md = MarkdownReport.render(results(List.of(steady("raw-nio", 1, 5)), List.of()));
        assertFalse(md.contains("The race's method"), md);
    }

    @Test
    void everyEntryOfResultsJsonSaysItsMethodAndReadsBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("results.json");
        ResultsFile.write(results(List.of(steady("raw-nio", 1, 5)), List.of(race("raw-nio", 1, 10))), file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"method\" : \"steady\"") && json.contains("\"method\" : \"race\""), json);
        assertTrue(json.contains("\"raceMedians\"") && json.contains("\"requestsPerCpuSecond\" : 100000.0"), json);
        RaceResults back = ResultsFile.read(file);
        assertEquals(1, back.raceRounds().size());
        assertEquals(10, back.raceRounds().getFirst().busyCpuSeconds());
    }
}
