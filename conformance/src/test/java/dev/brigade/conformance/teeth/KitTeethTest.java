package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Kit;
import dev.brigade.conformance.KitOptions;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.ReferenceServer;
import dev.brigade.conformance.run.CheckInfo;
import dev.brigade.conformance.seed.SeedDatabase;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kit has teeth: against the correct reference server every check passes, and with each
 * {@link Fault} switched on the kit fails exactly the checks of the rule that fault breaks.
 */
class KitTeethTest {

    @Test
    void correctServerPassesEveryCheck(@TempDir Path dir) throws IOException {
        KitReport report = runKit(EnumSet.noneOf(Fault.class), dir);

        assertEquals(Set.of(), ids(report, CheckResult.Status.FAILED), () -> details(report));
        assertTrue(ids(report, CheckResult.Status.SKIPPED).stream().allMatch(id -> id.startsWith("process.")),
                () -> "only the process checks may be skipped in attach mode:\n" + details(report));
        assertFalse(ids(report, CheckResult.Status.PASSED).isEmpty(), "the kit ran no check at all");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Fault.class, mode = EnumSource.Mode.EXCLUDE, names = {"SIGTERM_IGNORED", "EXIT_NONZERO"})
    void eachFaultFailsExactlyItsChecks(Fault fault, @TempDir Path dir) throws IOException {
        assumeKitHas(fault);
        KitReport report = runKit(EnumSet.of(fault), dir);

        Set<String> failed = ids(report, CheckResult.Status.FAILED);
        assertFalse(failed.isEmpty(), () -> fault + " (" + fault.description() + ") went unnoticed");
        assertEquals(new TreeSet<>(fault.trips()), failed,
                () -> fault + " (" + fault.description() + ") failed other checks than its own:\n" + details(report));
    }

    static KitReport runKit(Set<Fault> faults, Path dir) throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        try (var server = ReferenceServer.start(ReferenceServer.Options.of(Optional.of(database), faults))) {
            return Kit.run(new KitOptions(server.uri(), Optional.of(database), false, Optional.empty(), Optional.empty()),
                    result -> { });
        }
    }

    /** A fault whose checks the kit does not have (yet) is skipped, naming the missing ids. */
    static void assumeKitHas(Fault fault) {
        Set<String> known = Kit.checks().stream().map(CheckInfo::id).collect(Collectors.toSet());
        Set<String> missing = new TreeSet<>(fault.trips());
        missing.removeAll(known);
        assumeTrue(!fault.trips().isEmpty() && missing.isEmpty(),
                () -> "the kit has no check for " + fault + " yet: " + (fault.trips().isEmpty() ? "none named" : missing));
    }

    static Set<String> ids(KitReport report, CheckResult.Status status) {
        return report.withStatus(status).stream().map(CheckResult::id).collect(Collectors.toCollection(TreeSet::new));
    }

    static String details(KitReport report) {
        return report.results().stream()
                .filter(r -> r.status() != CheckResult.Status.PASSED)
                .map(r -> r.status() + " " + r.id() + ": " + r.detail())
                .collect(Collectors.joining("\n")) + "\n" + report.summary();
    }
}
