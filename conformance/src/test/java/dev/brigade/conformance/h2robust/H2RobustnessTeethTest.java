package dev.brigade.conformance.h2robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brigade.conformance.robustness.Setting;
import dev.brigade.conformance.robustness.Verdict;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The HTTP/2 robustness profile has teeth: the correct {@link NaiveH2Server} passes every case, each
 * {@link H2RobustFault} fails exactly the case it names and no other, and every case has a fault.
 */
class H2RobustnessTeethTest {

    /** A run mostly waits on sockets, so a few overlap well even on two cores; each has its own server. */
    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);

    private static final Map<H2RobustFault, Future<List<H2CaseResult>>> RUNS = new ConcurrentHashMap<>();

    @BeforeAll
    static void startEveryFaultsRun() {
        faults().forEach(fault -> RUNS.put(fault, POOL.submit(() -> run(EnumSet.of(fault)))));
    }

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    static Stream<H2RobustFault> faults() {
        return Arrays.stream(H2RobustFault.values());
    }

    @Test
    void correctServerPassesEveryCase() throws Exception {
        List<H2CaseResult> results = run(EnumSet.noneOf(H2RobustFault.class));

        assertEquals(Set.of(), notPassed(results), () -> details(results));
        assertEquals(H2Cases.all().size(), results.size());
    }

    @Test
    void everyCaseHasAFault() {
        Set<String> cases = H2Cases.all().stream()
                .map(c -> H2RobustnessProfile.PREFIX + c.id())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> faulted = faults().map(H2RobustFault::trips).collect(Collectors.toCollection(TreeSet::new));

        assertEquals(cases, faulted, "every case needs a fault that fails it, and every fault a case");
    }

    @Test
    void everyCaseIdIsUnique() {
        List<String> ids = H2Cases.all().stream().map(H2Case::id).toList();
        assertEquals(ids.size(), Set.copyOf(ids).size(), () -> "duplicate ids in " + ids);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void eachFaultFailsExactlyItsCase(H2RobustFault fault) throws Exception {
        List<H2CaseResult> results = RUNS.get(fault).get(5, TimeUnit.MINUTES);

        assertEquals(
                Set.of(fault.trips()),
                notPassed(results),
                () -> fault + " (" + fault.description() + ") did not fail exactly its own case:\n" + details(results));
    }

    private static List<H2CaseResult> run(Set<H2RobustFault> faults) throws Exception {
        try (NaiveH2Server server = NaiveH2Server.start(faults)) {
            Setting setting = new Setting("127.0.0.1", server.port(), false);
            return new H2RobustnessProfile(setting).run(Optional.empty(), result -> {});
        }
    }

    private static Set<String> notPassed(List<H2CaseResult> results) {
        return results.stream()
                .filter(r -> r.verdict() != Verdict.PASS)
                .map(H2CaseResult::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String details(List<H2CaseResult> results) {
        return results.stream().map(H2RobustnessRun::line).collect(Collectors.joining("\n")) + "\n"
                + H2RobustnessRun.summary(results);
    }
}
