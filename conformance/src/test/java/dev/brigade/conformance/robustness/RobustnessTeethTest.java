package dev.brigade.conformance.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.ReferenceServer;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.seed.SeedDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The robustness profile has teeth: the correct reference server passes every case (no warning
 * either), and each robustness {@link Fault} fails (or, for a SHOULD, warns) exactly the cases it names
 * and no other. The
 * slow head case is left to the correct run (it takes 10 s and one fault covers it on its own).
 */
class RobustnessTeethTest {

    private static final IdGlob ALL = IdGlob.of("robust.*");
    /** Every case but the slow one, which only the fault that breaks the head deadline needs. */
    private static final IdGlob QUICK = IdGlob.of(Cases.all().stream()
            .filter(c -> !c.slow())
            .map(c -> RobustnessProfile.PREFIX + c.id())
            .collect(Collectors.joining(",")));
    /** A run mostly waits on sockets, so a few overlap well even on two cores; each has its own server. */
    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);

    private static final Map<Fault, Future<List<CaseResult>>> RUNS = new ConcurrentHashMap<>();

    @BeforeAll
    static void startEveryFaultsRun(@TempDir Path dir) {
        robustnessFaults()
                .forEach(fault -> RUNS.put(fault, POOL.submit(() -> {
                    IdGlob cases = fault.trips().stream().anyMatch(id -> id.startsWith("robust.slow.")) ? ALL : QUICK;
                    return run(EnumSet.of(fault), Files.createDirectory(dir.resolve(fault.name())), cases);
                })));
    }

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    static Stream<Fault> robustnessFaults() {
        return Arrays.stream(Fault.values()).filter(Fault::robustness);
    }

    @Test
    void correctServerPassesEveryCase(@TempDir Path dir) throws IOException {
        List<CaseResult> results = run(EnumSet.noneOf(Fault.class), dir, ALL);

        assertEquals(Set.of(), ids(results, Verdict.FAIL), () -> details(results));
        assertEquals(Set.of(), ids(results, Verdict.WARN), () -> details(results));
        assertTrue(results.size() >= 60, "the profile has at least 60 cases, it ran " + results.size());
    }

    /** Issue 38: every case has a fault that fails it, so a new case without one fails the build, naming it. */
    @Test
    void everyCaseHasAFault() {
        Set<String> tripped =
                robustnessFaults().flatMap(fault -> fault.trips().stream()).collect(Collectors.toSet());
        Set<String> without = Cases.all().stream()
                .map(c -> RobustnessProfile.PREFIX + c.id())
                .filter(id -> !tripped.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(
                Set.of(),
                without,
                () -> "cases no robustness Fault trips (add one to reference/Fault.java): " + without);
    }

    /** A fault's trips name real cases: a renamed or dropped case cannot leave a fault tripping nothing. */
    @Test
    void everyTrippedIdIsACase() {
        Set<String> cases =
                Cases.all().stream().map(c -> RobustnessProfile.PREFIX + c.id()).collect(Collectors.toSet());
        Set<String> unknown = robustnessFaults()
                .flatMap(fault -> fault.trips().stream())
                .filter(id -> !cases.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of(), unknown, "ids faults name that are no case");
    }

    @Test
    void everyCaseIdIsUnique() {
        List<String> ids = Cases.all().stream().map(Case::id).toList();
        assertEquals(ids.size(), Set.copyOf(ids).size(), () -> "duplicate ids in " + ids);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("robustnessFaults")
    void eachFaultFailsExactlyItsCases(Fault fault) throws Exception {
        List<CaseResult> results = RUNS.get(fault).get(5, TimeUnit.MINUTES);

        Set<String> failed = notPassed(results);
        assertFalse(failed.isEmpty(), () -> fault + " (" + fault.description() + ") went unnoticed");
        assertEquals(
                new TreeSet<>(fault.trips()),
                failed,
                () -> fault + " (" + fault.description() + ") did not fail exactly its own cases:\n"
                        + details(results));
    }

    private static List<CaseResult> run(Set<Fault> faults, Path dir, IdGlob only) throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        var options = ReferenceServer.Options.of(Optional.of(database), faults).withReadTimeout(Duration.ofSeconds(10));
        try (var server = ReferenceServer.start(options)) {
            Setting setting = new Setting(server.uri().getHost(), server.uri().getPort(), true);
            return new RobustnessProfile(setting).run(Optional.of(only), result -> {});
        }
    }

    /** Failed, or warned where the case is a SHOULD (or the fault's reaction is only tolerated). */
    private static Set<String> notPassed(List<CaseResult> results) {
        return results.stream()
                .filter(r -> r.verdict() != Verdict.PASS)
                .map(CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> ids(List<CaseResult> results, Verdict verdict) {
        return results.stream()
                .filter(r -> r.verdict() == verdict)
                .map(CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String details(List<CaseResult> results) {
        return results.stream()
                        .filter(r -> r.verdict() != Verdict.PASS)
                        .map(r -> r.verdict() + " " + r.id() + ": " + r.detail())
                        .collect(Collectors.joining("\n"))
                + "\n" + RobustnessRun.summary(results);
    }
}
