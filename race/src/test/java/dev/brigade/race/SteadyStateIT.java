package dev.brigade.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The steady-state rule against a real server: raw-nio, freshly started and pinned as the race pins
 * it, warmed up on plaintext with quick mode's floor and ceiling. Whether it gets steady within the
 * ceiling depends on the machine, so the test holds the record to the rule rather than to a time:
 * the warm-up took at least the floor, ended steady exactly when the compiler was quiet for its last
 * three seconds, or else at the ceiling, and every slice answered.
 */
class SteadyStateIT {

    private static final Path ROOT =
            Path.of(System.getProperty("brigade.root", "..")).toAbsolutePath().normalize();
    private static final Path JAVA = Path.of(System.getProperty(
            "brigade.java", ProcessHandle.current().info().command().orElse("java")));

    @Test
    void aFreshServerWarmsUntilItsCompilerIsQuietOrTheQuickCeiling() throws Exception {
        Path jar = ROOT.resolve("impl-raw-nio/target/brigade-raw-nio.jar");
        // our own build makes it (race depends on impl-raw-nio): missing is a failure, never a skip
        assertTrue(Files.isRegularFile(jar), jar + " is missing: build impl-raw-nio (the reactor does, before race)");
        assumeTrue(Competitors.onPath("wrk").isPresent(), "wrk is not installed");
        RaceOptions quick = RaceOptions.parse(List.of("--quick", "--seed", "1"));
        SteadyRule rule = new SteadyRule(quick.warmupSeconds(), quick.warmupCeilingSeconds());
        JavaServer server = new JavaServer("raw-nio", jar, ROOT.resolve("impl-raw-nio/jvm.options"), JAVA);
        Path work = Files.createTempDirectory("brigade-steady-");
        Kit.locate(ROOT, JAVA).seed(work.resolve("conduit.db")); // the server refuses to start without its database
        try (ServerProcess process =
                ServerProcess.start(server, quick.pinning().serverCpus(), work.resolve("conduit.db"), work)) {
            Wrk wrk = new Wrk(Wrk.locate(), quick.pinning(), Files.createDirectories(work.resolve("lua")));
            WarmupRecord w = new Warmup(wrk, rule, System::nanoTime)
                    .run(process, Workload.named("plaintext").orElseThrow(), List.of());

            assertFalse(w.curve().isEmpty());
            assertTrue(
                    w.curve().stream().allMatch(s -> s.requestsPerSecond() > 0), "every slice answered: " + w.curve());
            assertTrue(w.seconds() >= rule.floorSeconds(), "no warm-up ends before its floor");
            assertEquals(w.curve().getLast().endSecond(), w.seconds());
            assertTrue(
                    w.compilerMillisBeforeLoad() + w.compilerMillisDuringWarmup() > 0,
                    "a fresh JVM compiles something");
            List<SteadyRule.Slice> last = w.curve()
                    .subList(
                            Math.max(0, w.curve().size() - SteadyRule.QUIET_SLICES),
                            w.curve().size());
            boolean quiet = last.size() == SteadyRule.QUIET_SLICES
                    && last.stream().allMatch(s -> s.compilerShare() < SteadyRule.QUIET_SHARE);
            assertEquals(quiet, w.steady(), "steady exactly when the last three seconds were quiet: " + w.curve());
            if (!w.steady()) {
                assertTrue(w.seconds() >= rule.ceilingSeconds(), "a warm-up that is not steady ran to the ceiling");
            }
            assertTrue(
                    rule.judge(w.curve().subList(0, w.curve().size() - 1), true) == SteadyRule.State.WARMING,
                    "the warm-up did not go on past the second the rule ended it");
        } finally {
            Race.deleteTree(work);
        }
    }
}
