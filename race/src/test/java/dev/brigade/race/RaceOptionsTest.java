package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RaceOptionsTest {

    @Test
    void quickIsOneShortRound() throws UsageException {
        RaceOptions o = RaceOptions.parse(List.of("--quick"));
        assertEquals(1, o.rounds());
        assertTrue(o.seconds() <= 5);
        assertEquals(Workload.ALL, o.workloads());
    }

    @Test
    void namesAndAliasesChooseWorkloads() throws UsageException {
        RaceOptions o = RaceOptions.parse(
                List.of("--workloads", "echo,menu,conduit", "--impls", "vertx,raw-nio", "--rounds", "5"));
        assertEquals(
                List.of("echo-4k", "templates", "conduit"),
                o.workloads().stream().map(Workload::name).toList());
        assertEquals(List.of("vertx", "raw-nio"), o.impls());
        assertEquals(5, o.rounds());
    }

    @Test
    void openLoopKeepsOnlyTheLadderWorkloadsAndTheDefaultRaceClimbsToo() throws UsageException {
        RaceOptions open = RaceOptions.parse(List.of("--open-loop"));
        assertEquals(
                List.of("templates", "conduit", "conduit-tls"),
                open.workloads().stream().map(Workload::name).toList(),
                "brigade's templates ladder and the race's Conduit climbs");
        assertTrue(open.ladder());
        assertEquals(
                List.of("conduit"),
                RaceOptions.parse(List.of("--open-loop", "--workloads", "plaintext,conduit")).workloads().stream()
                        .map(Workload::name)
                        .toList());
        assertTrue(RaceOptions.parse(List.of()).ladder());
        assertFalse(RaceOptions.parse(List.of("--no-ladder")).ladder());
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--open-loop", "--no-ladder")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--open-loop", "--workloads", "plaintext")));
    }

    @Test
    void conduitClimbsTheRacesStepsUnlessQuickOrToldOtherwise() throws UsageException {
        RaceOptions race = RaceOptions.parse(List.of());
        assertEquals(60, race.climbSeconds());
        assertEquals(3, race.climbWarmupSeconds());
        assertTrue(race.racesClimb());
        RaceOptions quick = RaceOptions.parse(List.of("--quick"));
        assertEquals(5, quick.climbSeconds());
        assertEquals(1, quick.climbWarmupSeconds());
        assertFalse(quick.racesClimb(), "--quick's climb is not the race's, and the report says so");
        assertEquals(2, RaceOptions.parse(List.of("--climb-seconds", "2")).climbSeconds());
        assertFalse(RaceOptions.parse(List.of("--climb-seconds", "2")).racesClimb());
    }

    @Test
    void badValuesAreUsageErrors() {
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--rounds", "0")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--seconds", "x")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--workloads", "nope")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--server-cpus", "a-b")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--frobnicate")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--impls")));
    }

    @Test
    void theWarmupHasAFloorAndACeilingAndQuickKeepsTheCeilingShort() throws UsageException {
        RaceOptions full = RaceOptions.parse(List.of("--seed", "7"));
        assertEquals(5, full.warmupSeconds());
        assertEquals(RaceOptions.CEILING_SECONDS, full.warmupCeilingSeconds());
        assertEquals(7, full.seed());
        assertEquals(List.of("--seed", "7"), full.arguments());
        RaceOptions quick = RaceOptions.parse(List.of("--quick"));
        assertEquals(RaceOptions.QUICK_CEILING_SECONDS, quick.warmupCeilingSeconds());
        assertTrue(quick.warmupCeilingSeconds() < full.warmupCeilingSeconds());
        assertEquals(
                20,
                RaceOptions.parse(List.of("--warmup", "20", "--quick")).warmupCeilingSeconds(),
                "the ceiling is never below the floor");
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--warmup", "10", "--warmup-ceiling", "5")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--seed", "x")));
    }

    @Test
    void resumeTakesAFolderAndNothingElse() throws UsageException {
        assertEquals(
                java.nio.file.Path.of("results/x"),
                RaceOptions.parse(List.of("--resume", "results/x")).resume());
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--resume", "results/x", "--rounds", "2")));
        assertThrows(UsageException.class, () -> RaceOptions.parse(List.of("--resume")));
    }

    @Test
    void theEstimateRunsFromEveryWarmupAtItsFloorToEveryOneAtItsCeiling() throws UsageException {
        RaceOptions o =
                RaceOptions.parse(List.of("--seconds", "15", "--warmup", "5", "--warmup-ceiling", "60", "--seed", "1"));
        Estimate e = Estimate.of(10, 2, 0, o);
        int perRun = Estimate.START_AND_STOP_SECONDS + 15;
        assertEquals(2L * Estimate.KIT_CHECK_SECONDS + 10L * (perRun + 5), e.fastestSeconds());
        assertEquals(2L * Estimate.KIT_CHECK_SECONDS + 10L * (perRun + 60), e.slowestSeconds());
        assertTrue(e.sentence(o).startsWith("estimated duration: "), e.sentence(o));
        assertEquals("1 h 05 min", Progress.duration(3900));
    }

    @Test
    void cpuListsExpandAndFold() {
        assertEquals(List.of(0, 1, 2, 5), Pinning.expand("0-2,5"));
        assertEquals("2-7", Pinning.list(List.of(2, 3, 4, 5, 6, 7)));
        assertEquals("0,2", Pinning.list(List.of(0, 2)));
        assertEquals(2, new Pinning("0", "1,3").loadCpuCount());
    }
}
