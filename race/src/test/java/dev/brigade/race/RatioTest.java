package dev.brigade.race;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RatioTest {

    private static Sample run(String who, int round, double cpuPerRequest) {
        return new Sample(who, "plaintext", round, 1, 500, 1000, 1, 2, 1000, 0, 0, cpuPerRequest, 1024, 2, 0.5, 0.5, 0, 0, null, null, null);
    }

    @Test
    void ratiosArePairedWithinEachRoundThenTheirMedianIsTaken() {
        // a slow round 2 for everyone: medians of each server's CPU would pair raw-nio's round 1 with vertx's round 2
        List<Sample> rounds = List.of(run("raw-nio", 1, 10), run("vertx", 1, 12.5), run("raw-nio", 2, 40), run("vertx", 2, 50),
                run("raw-nio", 3, 11), run("vertx", 3, 12.5), run("nginx", 1, 9), run("nginx", 2, 10),
                Sample.failed("nginx", "plaintext", 3, 1, "crashed"));
        List<Ratio> all = Ratio.all(List.of(Workload.named("plaintext").orElseThrow()), List.of("raw-nio", "vertx", "nginx"), rounds);
        Ratio vertx = all.stream().filter(r -> r.competitor().equals("vertx")).findFirst().orElseThrow();
        assertEquals("raw-nio", vertx.baseline());
        assertEquals(List.of(0.8, 0.8, 0.88), vertx.perRound());
        assertEquals(0.8, vertx.median(), 1e-9);
        assertEquals(0.8, vertx.low(), 1e-9);
        assertEquals(0.88, vertx.high(), 1e-9);
        Ratio rawNio = all.stream().filter(r -> r.competitor().equals("raw-nio")).findFirst().orElseThrow();
        assertEquals("nginx", rawNio.baseline());
        assertEquals(2, rawNio.perRound().size(), "nginx's failed round pairs with nothing");
        assertTrue(all.stream().noneMatch(r -> r.competitor().equals("nginx")), "nginx is the reference, not compared");
        assertEquals("0.80 (0.80-0.88)", Format.ratio(vertx));

        RaceResults older = new RaceResults("s", "a", "b", java.util.Map.of(), new Pinning("0", "1"), java.util.Map.of(), java.util.Map.of(),
                List.of(new Entrant("raw-nio", "server", "", "passed", null), new Entrant("vertx", "server", "", "passed", null)),
                List.of(Workload.named("plaintext").orElseThrow()), rounds, List.of(), java.util.Map.of(), java.util.Map.of(), null, null, null);
        assertEquals(List.of(0.8, 0.8, 0.88), older.withPairedRatios().ratios().stream().filter(r -> r.competitor().equals("vertx")).findFirst().orElseThrow().perRound(), "an older file's report pairs its rounds");
    }
}
