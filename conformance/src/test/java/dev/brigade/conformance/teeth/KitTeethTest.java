package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Kit;
import dev.brigade.conformance.KitOptions;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.H2Fault;
import dev.brigade.conformance.reference.RaceOnly;
import dev.brigade.conformance.reference.ReferenceServer;
import dev.brigade.conformance.run.CheckInfo;
import dev.brigade.conformance.run.Tier;
import dev.brigade.conformance.seed.SeedDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The kit has teeth: against the correct reference server every check passes, and with each
 * {@link Fault} switched on the kit fails exactly the checks of the rule that fault breaks.
 */
class KitTeethTest {

    /** Short, so that a fault which leaves the kit waiting for an answer is over quickly. */
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(2);

    private static final KitRuns<Set<Fault>> RUNS = new KitRuns<>(3);

    /** Starts every run up front; each test then waits for its own report. */
    @BeforeAll
    static void startAllRuns(@TempDir Path dir) {
        Stream.concat(
                        Stream.of(EnumSet.noneOf(Fault.class), EnumSet.copyOf(RaceOnly.FAULTS)),
                        serverFaults().map(EnumSet::of))
                .forEach(faults -> RUNS.start(
                        faults,
                        () -> runKit(
                                faults,
                                Files.createDirectory(dir.resolve(
                                        faults.equals(RaceOnly.FAULTS)
                                                ? "run-race-only"
                                                : faults.stream()
                                                        .map(Enum::name)
                                                        .collect(Collectors.joining("+", "run-", "")))))));
    }

    @AfterAll
    static void stopRuns() throws InterruptedException {
        RUNS.stop();
    }

    @Test
    void correctServerPassesEveryCheck() throws Exception {
        KitReport report = RUNS.report(EnumSet.noneOf(Fault.class));

        assertEquals(Set.of(), ids(report, CheckResult.Status.FAILED), () -> details(report));
        assertTrue(
                ids(report, CheckResult.Status.SKIPPED).stream().allMatch(id -> id.startsWith("process.")),
                () -> "only the process checks may be skipped in attach mode:\n" + details(report));
        assertFalse(ids(report, CheckResult.Status.PASSED).isEmpty(), "the kit ran no check at all");
    }

    /**
     * The race-only server: the race would accept it, so every race-tier check passes; brigade's
     * contract fails it on exactly these checks, at least one in every group of brigade checks
     * (the process group's, which need launch mode, are in {@code KitLaunchTeethTest}).
     */
    static final Set<String> RACE_ONLY_FAILS = new TreeSet<>(List.of(
            "plaintext.content-length",
            "echo.over-limit-413",
            "menu.bytes",
            "sse.bad-signals-too-large",
            "http.date",
            "http.date-not-frozen",
            "http.head-plaintext",
            "http.head-menu",
            "http.head-sse",
            "conduit.head-list",
            "conduit.head-article",
            "http.head-content-length",
            "http.options",
            "http.target-asterisk-400",
            "http.target-fragment-400",
            "http.target-non-ascii-400",
            "conduit.list-bad-token-401",
            "conduit.article-bad-token-401",
            "conduit.list-limit-negative",
            "conduit.list-limit-not-a-number",
            "conduit.list-limit-fraction",
            "conduit.list-offset-negative",
            "conduit.list-offset-not-a-number",
            "conduit.list-offset-fraction",
            "conduit.comment-body-empty",
            "conduit.comment-body-blank",
            "conduit.comment-stored",
            "conduit.sql-as-data",
            "conduit.concurrent-writes",
            "badinput.cl-and-te",
            "badinput.huge-headers-431"));

    @Test
    void raceOnlyServerIsRaceReadyAndFailsBrigadesChecks() throws Exception {
        KitReport report = RUNS.report(EnumSet.copyOf(RaceOnly.FAULTS));

        assertTrue(report.raceVerdict().startsWith("race: ready"), () -> report.raceVerdict() + "\n" + details(report));
        assertEquals(RACE_ONLY_FAILS, ids(report, CheckResult.Status.FAILED), () -> details(report));
        assertEquals(KitReport.BRIGADE_FAILED, report.exitStatus());
        Set<String> groupsFailed = Kit.checks().stream()
                .filter(c -> RACE_ONLY_FAILS.contains(c.id()))
                .map(CheckInfo::group)
                .collect(Collectors.toSet());
        Set<String> brigadeGroups = Kit.checks().stream()
                .filter(c -> c.tier() == Tier.BRIGADE)
                .map(CheckInfo::group)
                .filter(g -> !NOT_HERE.contains(g))
                .collect(Collectors.toSet());
        assertEquals(brigadeGroups, groupsFailed, "a group of brigade checks the race-only server passes whole");
        assertTrue(RACE_ONLY_FAILS.stream().allMatch(id -> tierOf(id) == Tier.BRIGADE), "only brigade checks");
    }

    /** Groups this reference does not run: the process rules (KitLaunchTeethTest), HTTP/2 and TLS (H2TeethTest). */
    private static final Set<String> NOT_HERE = Set.of(
            "ProcessChecks",
            "H2cChecks",
            "H2cShutdownChecks",
            "TlsRaceChecks",
            "TlsHandshakeChecks",
            "TlsProcessChecks");

    private static Tier tierOf(String id) {
        return Kit.checks().stream()
                .filter(c -> c.id().equals(id))
                .findFirst()
                .orElseThrow()
                .tier();
    }

    /** No check without teeth: each one of the kit's checks is the one some caught fault trips. */
    @Test
    void everyCheckIsTrippedBySomeFault() {
        Set<String> tripped = Stream.concat(
                        Arrays.stream(Fault.values()).flatMap(fault -> fault.trips().stream()),
                        Arrays.stream(H2Fault.values()).flatMap(fault -> fault.trips().stream()))
                .collect(Collectors.toSet());
        Set<String> untested = Kit.checks().stream()
                .map(CheckInfo::id)
                .filter(id -> !tripped.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(Set.of(), untested, "checks that no fault proves able to fail");
    }

    /**
     * Each race-tier check has a fault that fails it and no other race check, so each is proven on its
     * own. (No other check at all, but for tls.version-13: a server that agrees TLS 1.2 also takes a
     * client that offers only TLS 1.2, which brigade's tls.no-tls12 refuses.)
     */
    @Test
    void everyRaceCheckHasAFaultOfItsOwn() {
        Set<String> race = Kit.checks().stream()
                .filter(c -> c.tier() == Tier.RACE)
                .map(CheckInfo::id)
                .collect(Collectors.toSet());
        Set<String> alone = Stream.concat(
                        Arrays.stream(Fault.values()).map(Fault::trips),
                        Arrays.stream(H2Fault.values()).map(H2Fault::trips))
                .map(trips -> trips.stream().filter(race::contains).toList())
                .filter(raceTrips -> raceTrips.size() == 1)
                .map(List::getFirst)
                .collect(Collectors.toSet());
        Set<String> without = Kit.checks().stream()
                .filter(c -> c.tier() == Tier.RACE)
                .map(CheckInfo::id)
                .filter(id -> !alone.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(Set.of(), without, "race checks that no fault fails alone");
    }

    /** Every check a fault expects to trip exists, so a renamed check cannot quietly empty a fault's set. */
    @Test
    void everyFaultNamesOnlyChecksTheKitHas() {
        Set<String> known = Kit.checks().stream().map(CheckInfo::id).collect(Collectors.toSet());
        Set<String> unknown = Arrays.stream(Fault.values())
                .filter(fault -> !fault.robustness() && !fault.profile())
                .flatMap(fault -> fault.trips().stream())
                .filter(id -> !id.startsWith("durability.") && !id.startsWith("soak.")) // ProfileTeethTest's steps
                .filter(id -> !known.contains(id))
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(Set.of(), unknown, "check ids named by a Fault that the kit does not have");
    }

    static Stream<Fault> serverFaults() {
        return Arrays.stream(Fault.values())
                .filter(fault -> !fault.processOnly() && !fault.robustness() && !fault.profile());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("serverFaults")
    void eachFaultFailsExactlyItsChecks(Fault fault) throws Exception {
        KitReport report = RUNS.report(EnumSet.of(fault));

        Set<String> failed = ids(report, CheckResult.Status.FAILED);
        assertFalse(failed.isEmpty(), () -> fault + " (" + fault.description() + ") went unnoticed");
        assertEquals(
                new TreeSet<>(fault.trips()),
                failed,
                () -> fault + " (" + fault.description() + ") did not fail exactly its own checks:\n"
                        + details(report));
    }

    /** {@code --equivalent} maps other spellings of the five entities, so another engine's escaping passes. */
    @Test
    void equivalentModeTakesOtherEntitySpellings(@TempDir Path dir) throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        var options = ReferenceServer.Options.of(Optional.of(database), Set.of(Fault.MENU_NUMERIC_ENTITIES));
        try (var server = ReferenceServer.start(options)) {
            KitReport report = Kit.run(
                    new KitOptions(server.uri(), Optional.of(database), true, Optional.of("menu.*"), Optional.empty()),
                    result -> {});

            assertTrue(ids(report, CheckResult.Status.PASSED).contains("menu.bytes"), () -> details(report));
            assertEquals(Set.of(), ids(report, CheckResult.Status.FAILED), () -> details(report));
        }
    }

    /**
     * {@code --seeded}: the Conduit checks run without the file, only the one that needs it is
     * skipped, and a favorite that is acknowledged but not stored still fails, through the API.
     */
    @Test
    void seededModeProvesWritesThroughTheApi(@TempDir Path dir) throws IOException {
        for (Set<Fault> faults : List.of(Set.<Fault>of(), Set.of(Fault.FAVORITE_NOT_STORED))) {
            Path database =
                    Files.createDirectory(dir.resolve("run-" + faults.size())).resolve("conduit.db");
            SeedDatabase.create(database);
            var options =
                    ReferenceServer.Options.of(Optional.of(database), faults).withReadTimeout(READ_TIMEOUT);
            try (var server = ReferenceServer.start(options)) {
                KitReport report = Kit.run(
                        new KitOptions(
                                server.uri(),
                                Optional.empty(),
                                false,
                                Optional.of("conduit.*"),
                                Optional.empty(),
                                Optional.empty(),
                                true),
                        result -> {});

                assertEquals(
                        Set.of("conduit.concurrent-writes"),
                        ids(report, CheckResult.Status.SKIPPED),
                        () -> details(report));
                assertEquals(
                        faults.isEmpty() ? Set.of() : Set.of("conduit.favorite-stored"),
                        ids(report, CheckResult.Status.FAILED),
                        () -> details(report));
            }
        }
    }

    static KitReport runKit(Set<Fault> faults, Path dir) throws IOException {
        Path database = dir.resolve("conduit.db");
        SeedDatabase.create(database);
        var options = ReferenceServer.Options.of(Optional.of(database), faults).withReadTimeout(READ_TIMEOUT);
        try (var server = ReferenceServer.start(options)) {
            // this reference speaks HTTP/1.1 only: its h2c and TLS twin is H2TeethTest's
            return Kit.run(
                    new KitOptions(server.uri(), Optional.of(database), false, Optional.empty(), Optional.empty())
                            .withSkipH2c(true),
                    result -> {});
        }
    }

    static Set<String> ids(KitReport report, CheckResult.Status status) {
        return report.withStatus(status).stream().map(CheckResult::id).collect(Collectors.toCollection(TreeSet::new));
    }

    static String details(KitReport report) {
        return report.results().stream()
                        .filter(r -> r.status() != CheckResult.Status.PASSED)
                        .map(r -> r.status() + " " + r.id() + ": " + r.detail())
                        .collect(Collectors.joining("\n"))
                + "\n" + report.summary();
    }
}
