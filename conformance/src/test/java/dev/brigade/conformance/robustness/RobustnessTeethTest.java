package dev.brigade.conformance.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.ReferenceServer;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.seed.SeedDatabase;

/**
 * The robustness profile has teeth: the correct reference server passes every case (no warning
 * either), and each robustness {@link Fault} fails (or, for a SHOULD, warns) exactly the cases it names
 * and no other. The
 * slow head case is left to the correct run (it takes 10 s and one fault covers it on its own).
 */
class RobustnessTeethTest {

    private static final IdGlob ALL = IdGlob.of("robust.*");
    /** Every case but the slow one, which only the fault that breaks the head deadline needs. */
    private static final IdGlob QUICK = IdGlob.of(Cases.all().stream().filter(c -> !c.slow())
            .map(c -> RobustnessProfile.PREFIX + c.id()).collect(Collectors.joining(",")));
    /** A run mostly waits on sockets, so a few overlap well even on two cores; each has its own server. */
    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);
    private static final Map<Fault, Future<List<CaseResult>>> RUNS = new ConcurrentHashMap<>();

    @BeforeAll
    static void startEveryFaultsRun(@TempDir Path dir) {
        robustnessFaults().forEach(fault -> RUNS.put(fault, POOL.submit(() -> {
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

    /**
     * The cases no fault trips yet (issue 38 wants one for each): this list only shrinks. A new case
     * without a fault, or a fault added without taking its case off the list, fails here.
     */
    static final Set<String> STILL_WITHOUT_A_FAULT = Set.of(
            "robust.cl-te.both", "robust.cl-te.te-first", "robust.cl-te.smuggled-get", "robust.cl-te.cl-zero",
            "robust.cl.two-different", "robust.cl.two-same", "robust.cl.list-same", "robust.cl.plus-sign",
            "robust.cl.negative", "robust.cl.hex", "robust.cl.decimal", "robust.cl.space-inside", "robust.cl.empty",
            "robust.cl.letters", "robust.cl.leading-zeros", "robust.te.unknown", "robust.te.misspelt",
            "robust.te.identity", "robust.te.upper-case", "robust.te.vertical-tab", "robust.te.http10",
            "robust.chunk.size-not-hex", "robust.chunk.size-negative",
            "robust.chunk.size-empty", "robust.chunk.bare-lf-after-size", "robust.chunk.bare-cr-after-size",
            "robust.chunk.data-not-crlf", "robust.chunk.data-bare-lf", "robust.chunk.ext-nul",
            "robust.chunk.ext-bare-cr", "robust.chunk.ext-long", "robust.chunk.trailer-no-colon",
            "robust.chunk.no-last-chunk", "robust.head.bare-lf", "robust.head.bare-cr", "robust.field.bare-cr",
            "robust.field.bare-lf", "robust.field.nul-value", "robust.field.nul-name", "robust.field.empty-name",
            "robust.field.no-colon", "robust.field.space-in-name", "robust.field.non-token-name",
            "robust.field.leading-whitespace", "robust.field.control-value", "robust.field.del-value",
            "robust.host.http10-none", "robust.line.version-garbage", "robust.line.version-no-dot",
            "robust.line.version-2", "robust.line.version-1-2", "robust.line.http09", "robust.line.leading-space",
            "robust.line.four-parts", "robust.line.double-space", "robust.method.non-token",
            "robust.method.lower-case", "robust.method.unknown", "robust.method.connect", "robust.target.asterisk",
            "robust.target.non-ascii", "robust.target.control", "robust.target.no-slash",
            "robust.target.absolute-form", "robust.limit.target-9kib", "robust.limit.one-header-17kib",
            "robust.limit.header-section-20kib", "robust.limit.header-count-1000", "robust.limit.body-2mib",
            "robust.limit.body-chunked", "robust.slow.body-short", "robust.pipeline.valid-then-cl-te",
            "robust.pipeline.valid-then-garbage");

    @Test
    void theCasesWithoutAFaultAreExactlyTheListedOnes() {
        Set<String> tripped = robustnessFaults().flatMap(fault -> fault.trips().stream()).collect(Collectors.toSet());
        Set<String> without = Cases.all().stream().map(c -> RobustnessProfile.PREFIX + c.id()).filter(id -> !tripped.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(STILL_WITHOUT_A_FAULT), without, "cases without a fault");
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
        assertEquals(new TreeSet<>(fault.trips()), failed,
                () -> fault + " (" + fault.description() + ") did not fail exactly its own cases:\n" + details(results));
    }

    private static List<CaseResult> run(Set<Fault> faults, Path dir, IdGlob only) throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        var options = ReferenceServer.Options.of(Optional.of(database), faults).withReadTimeout(Duration.ofSeconds(10));
        try (var server = ReferenceServer.start(options)) {
            Setting setting = new Setting(server.uri().getHost(), server.uri().getPort(), true);
            return new RobustnessProfile(setting).run(Optional.of(only), result -> { });
        }
    }

    /** Failed, or warned where the case is a SHOULD (or the fault's reaction is only tolerated). */
    private static Set<String> notPassed(List<CaseResult> results) {
        return results.stream().filter(r -> r.verdict() != Verdict.PASS).map(CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> ids(List<CaseResult> results, Verdict verdict) {
        return results.stream().filter(r -> r.verdict() == verdict).map(CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String details(List<CaseResult> results) {
        return results.stream().filter(r -> r.verdict() != Verdict.PASS)
                .map(r -> r.verdict() + " " + r.id() + ": " + r.detail())
                .collect(Collectors.joining("\n")) + "\n" + RobustnessRun.summary(results);
    }

}
