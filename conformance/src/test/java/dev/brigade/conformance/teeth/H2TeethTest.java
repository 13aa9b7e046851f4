package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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

    private static final KitRuns<String> RUNS = new KitRuns<>(3);

    @BeforeAll
    static void startAllRuns() {
        RUNS.start("plain", () -> run(Set.of(), Mode.PLAIN, PLAIN));
        RUNS.start("tls", () -> run(Set.of(), Mode.TLS, TLS_AND_PROCESS));
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
        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.SKIPPED), () -> KitTeethTest.details(report));
        assertEquals(selected(PLAIN, Mode.PLAIN), KitTeethTest.ids(report, CheckResult.Status.PASSED));
    }

    @Test
    void correctServerPassesEveryTlsModeCheck() throws Exception {
        KitReport report = RUNS.report("tls");
        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.FAILED), () -> KitTeethTest.details(report));
        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.SKIPPED), () -> KitTeethTest.details(report));
        assertEquals(selected(TLS_AND_PROCESS, Mode.TLS), KitTeethTest.ids(report, CheckResult.Status.PASSED));
    }

    @ParameterizedTest
    @EnumSource(H2Fault.class)
    void eachFaultFailsExactlyItsChecks(H2Fault fault) throws Exception {
        KitReport report = RUNS.report(fault.name());
        Set<String> failed = KitTeethTest.ids(report, CheckResult.Status.FAILED);
        assertFalse(failed.isEmpty(), () -> fault + " (" + fault.description() + ") went unnoticed");
        assertEquals(new TreeSet<>(fault.trips()), failed, () -> fault + " (" + fault.description() + ")\n"
                + KitTeethTest.details(report));
    }

    /** Every check a fault names exists in the mode the fault runs in, so a renamed check cannot empty a fault. */
    @Test
    void everyFaultNamesChecksOfItsMode() {
        for (H2Fault fault : H2Fault.values()) {
            Set<String> mode = selected(only(fault), fault.tls() ? Mode.TLS : Mode.PLAIN);
            assertEquals(Set.of(), fault.trips().stream().filter(id -> !mode.contains(id)).collect(Collectors.toSet()),
                    fault + " names checks its run does not have");
        }
    }

    private static Set<String> selected(String only, Mode mode) {
        IdGlob glob = IdGlob.of(only);
        return Kit.checks().stream().filter(check -> check.selectedBy(glob))
                .filter(check -> mode == Mode.TLS ? isTls(check) : !isTls(check))
                .map(CheckInfo::id).collect(Collectors.toCollection(TreeSet::new));
    }

    private static boolean isTls(CheckInfo check) {
        return Stream.of("TlsRaceChecks", "TlsHandshakeChecks", "TlsProcessChecks").anyMatch(check.group()::equals);
    }

    private static KitReport run(Set<H2Fault> faults, Mode mode, String only) {
        KitOptions options = KitOptions.launch(command(faults)).withOnly(only);
        if (mode == Mode.TLS) {
            options = options.withTls(Optional.of("--tls-cert {cert} --tls-key {key}"), Optional.empty()).inMode(Mode.TLS);
        }
        return Kit.run(options, result -> { });
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
