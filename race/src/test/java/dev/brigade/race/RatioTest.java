package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatioTest {

    private static Sample run(String who, int round, double cpuPerRequest) {
        return run(who, "plaintext", round, cpuPerRequest);
    }

    private static Sample run(String who, String workload, int round, double cpuPerRequest) {
        return TestRuns.sample(who, workload, round, cpuPerRequest);
    }

    @Test
    void ratiosArePairedWithinEachRoundThenTheirMedianIsTaken() {
        // a slow round 2 for everyone: medians of each server's CPU would pair raw-nio's round 1 with vertx's round 2
        List<Sample> rounds = List.of(
                run("raw-nio", 1, 10),
                run("vertx", 1, 12.5),
                run("raw-nio", 2, 40),
                run("vertx", 2, 50),
                run("raw-nio", 3, 11),
                run("vertx", 3, 12.5),
                run("nginx", 1, 9),
                run("nginx", 2, 10),
                Sample.failed("nginx", "plaintext", 3, 1, "crashed"));
        List<Ratio> all = Ratio.all(
                List.of(Workload.named("plaintext").orElseThrow()), List.of("raw-nio", "vertx", "nginx"), rounds);
        Ratio vertx = all.stream()
                .filter(r -> r.competitor().equals("vertx"))
                .findFirst()
                .orElseThrow();
        assertEquals("raw-nio", vertx.baseline());
        assertEquals(List.of(0.8, 0.8, 0.88), vertx.perRound());
        assertEquals(0.8, vertx.median(), 1e-9);
        assertEquals(0.8, vertx.low(), 1e-9);
        assertEquals(0.88, vertx.high(), 1e-9);
        Ratio rawNio = all.stream()
                .filter(r -> r.competitor().equals("raw-nio"))
                .findFirst()
                .orElseThrow();
        assertEquals("nginx", rawNio.baseline());
        assertEquals(2, rawNio.perRound().size(), "nginx's failed round pairs with nothing");
        assertTrue(all.stream().noneMatch(r -> r.competitor().equals("nginx")), "nginx is the reference, not compared");
        assertEquals("0.80 [0.80–0.88]", Format.ratio(vertx));
        assertTrue(vertx.resolved(), "every round's ratio below 1: the interval excludes 1");
        Ratio once = Ratio.of("plaintext", "vertx", "raw-nio", null, rounds.subList(0, 2))
                .orElseThrow();
        assertEquals("0.80 (one round: no interval)", Format.ratio(once));
        assertEquals("no: one round", Format.resolved(once), "one round resolves nothing, and says why");

        RaceResults older = TestRuns.results()
                .servers("raw-nio", "vertx")
                .workloads("plaintext")
                .rounds(rounds)
                .build();
        assertEquals(
                List.of(0.8, 0.8, 0.88),
                older.withPairedRatios().ratios().stream()
                        .filter(r -> r.competitor().equals("vertx"))
                        .findFirst()
                        .orElseThrow()
                        .perRound(),
                "an older file's report pairs its rounds");
    }

    /** Rounds where {@code variant}'s CPU per request is {@code base}'s over each factor: its ratios are the factors. */
    private static List<Sample> lever(double... factors) {
        List<Sample> rounds = new java.util.ArrayList<>();
        for (int i = 0; i < factors.length; i++) {
            rounds.add(run("micronaut", i + 1, 10));
            rounds.add(run("variant", i + 1, 10 / factors[i]));
        }
        return rounds;
    }

    private static Ratio leverRatio(List<Sample> rounds) {
        List<Ratio> all = Ratio.all(
                List.of(Workload.named("plaintext").orElseThrow()),
                List.of("raw-nio", "micronaut", "variant"),
                rounds,
                "micronaut");
        assertEquals(1, all.size(), "a lever race: every other competitor against the baseline, and nothing else");
        assertEquals("micronaut", all.getFirst().baseline());
        return all.getFirst();
    }

    @Test
    void aLeverVerdictNeedsSevenRoundsAndAnIntervalThatExcludesOne() {
        Ratio dearer = leverRatio(lever(0.80, 0.85, 0.90, 0.82, 0.88, 0.86, 0.84));
        assertEquals(
                java.util.Optional.of("kept"),
                dearer.leverVerdict(),
                "without the lever, fewer requests per CPU-second: kept");
        Ratio cheaper = leverRatio(lever(1.20, 1.15, 1.10, 1.18, 1.12, 1.16, 1.14));
        assertEquals(java.util.Optional.of("dropped"), cheaper.leverVerdict(), "without it, more: dropped");
        Ratio unresolved = leverRatio(lever(0.84, 1.03, 0.92, 0.97, 1.10, 0.88, 0.95));
        assertFalse(unresolved.resolved());
        assertEquals(java.util.Optional.empty(), unresolved.leverVerdict());
        assertEquals("none: the interval contains 1", unresolved.verdictCell());
        Ratio fewRounds = leverRatio(lever(0.80, 0.85, 0.90, 0.82, 0.88, 0.86));
        assertTrue(fewRounds.resolved(), "six rounds resolve it");
        assertEquals(java.util.Optional.empty(), fewRounds.leverVerdict(), "but give no verdict");
        assertEquals("none: 6 rounds (a verdict needs 7)", fewRounds.verdictCell());
    }

    @Test
    void aLeverRaceDefaultsToSevenRoundsOfTenSeconds() throws UsageException {
        RaceOptions lever = RaceOptions.parse(List.of("--baseline", "micronaut"));
        assertEquals(7, lever.rounds());
        assertEquals(10, lever.seconds());
        assertEquals("micronaut", lever.leverBaseline());
        assertEquals(3, RaceOptions.parse(List.of()).rounds(), "an ordinary race keeps its defaults");
        assertEquals(
                5,
                RaceOptions.parse(List.of("--baseline", "micronaut", "--rounds", "5"))
                        .rounds());
    }

    @Test
    void h2cAndTlsPlaintextArePairedWithTheSameServersHttp1Plaintext() {
        List<Sample> rounds = List.of(
                run("raw-nio", "plaintext", 1, 8),
                run("raw-nio", "plaintext-h2", 1, 2),
                run("raw-nio", "plaintext-tls", 1, 4),
                run("raw-nio", "plaintext", 2, 10),
                run("raw-nio", "plaintext-h2", 2, 4),
                run("raw-nio", "plaintext-tls", 2, 5));
        List<Ratio> all = Ratio.all(
                List.of(
                        Workload.named("plaintext").orElseThrow(),
                        Workload.named("plaintext-h2").orElseThrow(),
                        Workload.named("plaintext-tls").orElseThrow()),
                List.of("raw-nio"),
                rounds);
        Ratio h2 = all.stream()
                .filter(r -> r.workload().equals("plaintext-h2"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(4.0, 2.5), h2.perRound(), "plaintext's CPU per request over h2c's, round by round");
        assertEquals("its own plaintext", h2.against());
        Ratio tls = all.stream()
                .filter(r -> r.workload().equals("plaintext-tls"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(2.0, 2.0), tls.perRound());
        assertEquals(2, all.size(), "raw-nio has no nginx to race against here");
    }

    @Test
    void aLeverRacesReportPrintsAVerdictOnlyWhereItHasOne() {
        List<Sample> rounds = new java.util.ArrayList<>(lever(0.80, 0.85, 0.90, 0.82, 0.88, 0.86, 0.84));
        RaceResults lever = TestRuns.results()
                .options(java.util.Map.of("leverBaseline", "micronaut"))
                .competitors(
                        new Entrant("micronaut", "server", "", "passed", null),
                        new Entrant("variant", "competitor", "", "passed", null))
                .workloads("plaintext")
                .rounds(rounds)
                .build()
                .withPairedRatios();
        StringBuilder md = new StringBuilder();
        MarkdownSteadyState.ratios(md, lever);
        assertTrue(
                md.toString().contains("| plaintext | variant | micronaut | 0.85 [0.82–0.88] | 7 | yes | kept |"),
                md.toString());
        assertTrue(md.toString().contains(MarkdownReport.VERDICT_SENTENCE));
        RaceResults fewer = TestRuns.results()
                .options(java.util.Map.of("leverBaseline", "micronaut"))
                .competitors(lever.competitors().toArray(Entrant[]::new))
                .workloads("plaintext")
                .rounds(rounds.stream().filter(r -> r.round() <= 3).toList())
                .build()
                .withPairedRatios();
        StringBuilder few = new StringBuilder();
        MarkdownSteadyState.ratios(few, fewer);
        assertTrue(few.toString().contains("| none: 3 rounds (a verdict needs 7) |"), few.toString());
        assertFalse(few.toString().contains("| kept |"));
    }
}
