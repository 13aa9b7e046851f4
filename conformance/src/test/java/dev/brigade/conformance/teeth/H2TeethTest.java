package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Kit;
import dev.brigade.conformance.KitOptions;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.launch.ServerCommand;
import dev.brigade.conformance.reference.H2Fault;
import dev.brigade.conformance.reference.JettyReferenceMain;
import dev.brigade.conformance.run.CheckInfo;
import dev.brigade.conformance.run.IdGlob;
import dev.brigade.conformance.run.Mode;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The teeth of the HTTP/2 and TLS checks: the Jetty reference, launched as a process as a server
 * under test is, passes every h2c check in plain mode and every check of the TLS mode; each
 * {@link H2Fault} fails exactly the checks it names. A process of its own each time, since the JDK
 * reads its TLS session-ticket setting once per process.
 */
class H2TeethTest {

    /** What a plain-mode run checks. */
    static final String PLAIN = "h2c.*";
    /** What a TLS-mode run checks; the command-line checks start more processes, so only their faults and the correct server run them. */
    static final String TLS = "tls.*";

    static final String TLS_AND_PROCESS = "tls.*,process.tls-*";

    /** The race's usual --run-tls arguments, and two other shapes the command-line checks must read. */
    static final String USUAL = "--tls-cert {cert} --tls-key {key}";

    static final String REVERSED = "--tls-key {key} --tls-cert {cert}";
    static final String ONE_ARGUMENT = "--tls-files {cert},{key}";
    static final String COMMAND_LINE = "process.tls-bad-file,process.tls-flag-alone";

    private static final KitRuns<String> RUNS = new KitRuns<>(3);

    @BeforeAll
    static void startAllRuns() {
        RUNS.start("plain", () -> run(Set.of(), Mode.PLAIN, PLAIN));
        RUNS.start("tls", () -> run(Set.of(), Mode.TLS, TLS_AND_PROCESS));
        RUNS.start("tls-reversed", () -> run(Set.of(), REVERSED, COMMAND_LINE));
        RUNS.start("tls-one-argument", () -> run(Set.of(), ONE_ARGUMENT, COMMAND_LINE));
        for (H2Fault fault : H2Fault.values()) {
            RUNS.start(fault.name(), () -> run(Set.of(fault), fault.tls() ? Mode.TLS : Mode.PLAIN, only(fault)));
        }
    }

    @AfterAll
    static void stopRuns() throws InterruptedException {
        RUNS.stop();
    }

    private static String only(H2Fault fault) {
        if (!fault.tls()) {
            return PLAIN;
        }
        return fault.trips().stream().anyMatch(id -> id.startsWith("process.")) ? TLS_AND_PROCESS : TLS;
    }

    @Test
    void correctServerPassesEveryH2cCheck() throws Exception {
        KitReport report = RUNS.report("plain");
        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.FAILED), () -> KitTeethTest.details(report));
        assertEquals(
                Set.of(), KitTeethTest.ids(report, CheckResult.Status.SKIPPED), () -> KitTeethTest.details(report));
        assertEquals(selected(PLAIN, Mode.PLAIN), KitTeethTest.ids(report, CheckResult.Status.PASSED));
    }

    @Test
    void correctServerPassesEveryTlsModeCheck() throws Exception {
        KitReport report = RUNS.report("tls");
        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.FAILED), () -> KitTeethTest.details(report));
        assertEquals(
                Set.of(), KitTeethTest.ids(report, CheckResult.Status.SKIPPED), () -> KitTeethTest.details(report));
        assertEquals(selected(TLS_AND_PROCESS, Mode.TLS), KitTeethTest.ids(report, CheckResult.Status.PASSED));
    }

    @ParameterizedTest
    @EnumSource(H2Fault.class)
    void eachFaultFailsExactlyItsChecks(H2Fault fault) throws Exception {
        KitReport report = RUNS.report(fault.name());
        Set<String> failed = KitTeethTest.ids(report, CheckResult.Status.FAILED);
        assertFalse(failed.isEmpty(), () -> fault + " (" + fault.description() + ") went unnoticed");
        assertEquals(
                new TreeSet<>(fault.trips()),
                failed,
                () -> fault + " (" + fault.description() + ")\n" + KitTeethTest.details(report));
    }

    /** The command-line checks take each file's arguments from the template, whatever their order. */
    @Test
    void commandLineChecksReadTheTemplate() throws Exception {
        KitReport report = RUNS.report("tls-reversed");
        assertEquals(
                Set.of("process.tls-bad-file", "process.tls-flag-alone"),
                KitTeethTest.ids(report, CheckResult.Status.PASSED),
                () -> KitTeethTest.details(report));
    }

    /** Files named in one argument cannot be given alone: that check skips, saying why; the bad file is still checked. */
    @Test
    void flagAloneSkipsWhenOneArgumentNamesBothFiles() throws Exception {
        KitReport report = RUNS.report("tls-one-argument");
        assertEquals(
                Set.of("process.tls-bad-file"),
                KitTeethTest.ids(report, CheckResult.Status.PASSED),
                () -> KitTeethTest.details(report));
        CheckResult skipped = report.results().stream()
                .filter(r -> r.id().equals("process.tls-flag-alone"))
                .findFirst()
                .orElseThrow();
        assertEquals(CheckResult.Status.SKIPPED, skipped.status(), () -> KitTeethTest.details(report));
        String why = "the --run-tls arguments (" + ONE_ARGUMENT
                + ") have no argument that names {cert} without the other " + "file, so the kit cannot give one alone";
        assertTrue(skipped.detail().endsWith(why), skipped.detail());
    }

    /** Every check a fault names exists in the mode the fault runs in, so a renamed check cannot empty a fault. */
    @Test
    void everyFaultNamesChecksOfItsMode() {
        for (H2Fault fault : H2Fault.values()) {
            Set<String> mode = selected(only(fault), fault.tls() ? Mode.TLS : Mode.PLAIN);
            assertEquals(
                    Set.of(),
                    fault.trips().stream().filter(id -> !mode.contains(id)).collect(Collectors.toSet()),
                    fault + " names checks its run does not have");
        }
    }

    private static Set<String> selected(String only, Mode mode) {
        IdGlob glob = IdGlob.of(only);
        return Kit.checks().stream()
                .filter(check -> check.selectedBy(glob))
                .filter(check -> mode == Mode.TLS ? isTls(check) : !isTls(check))
                .map(CheckInfo::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static boolean isTls(CheckInfo check) {
        return Stream.of("TlsRaceChecks", "TlsHandshakeChecks", "TlsProcessChecks")
                .anyMatch(check.group()::equals);
    }

    private static KitReport run(Set<H2Fault> faults, Mode mode, String only) {
        KitOptions options = KitOptions.launch(command(faults)).withOnly(only);
        return Kit.run(mode == Mode.TLS ? tls(options, USUAL) : options, result -> {});
    }

    /** A TLS-mode run with these --run-tls arguments. */
    private static KitReport run(Set<H2Fault> faults, String tlsArguments, String only) {
        return Kit.run(tls(KitOptions.launch(command(faults)).withOnly(only), tlsArguments), result -> {});
    }

    private static KitOptions tls(KitOptions options, String tlsArguments) {
        return options.withTls(Optional.of(tlsArguments), Optional.empty()).inMode(Mode.TLS);
    }

    /** The Jetty reference as a process: this JVM's class path, a quick start, no session tickets unless the fault wants them. */
    static String command(Set<H2Fault> faults) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String tickets = faults.contains(H2Fault.TLS_TICKETS) ? "" : " -Djdk.tls.server.newSessionTicketCount=0";
        return ServerCommand.quote(java) + " -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto" + tickets
                + " -Dslf4j.internal.verbosity=ERROR --enable-native-access=ALL-UNNAMED"
                + " -cp " + ServerCommand.quote(System.getProperty("java.class.path")) + " "
                + JettyReferenceMain.class.getName() + " --address {address} --port {port} {database-arg}"
                + faults.stream().map(f -> " --fault " + f.name()).collect(Collectors.joining());
    }
}
