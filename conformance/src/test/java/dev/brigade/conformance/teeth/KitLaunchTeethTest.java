package dev.brigade.conformance.teeth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.brigade.conformance.CheckResult;
import dev.brigade.conformance.Kit;
import dev.brigade.conformance.KitOptions;
import dev.brigade.conformance.KitReport;
import dev.brigade.conformance.launch.ServerCommand;
import dev.brigade.conformance.reference.Fault;
import dev.brigade.conformance.reference.RaceOnly;
import dev.brigade.conformance.reference.ReferenceServerMain;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Launch mode: the kit starts the reference server as a real process. The correct one passes the
 * process checks; each process fault (SIGTERM ignored, exit 1, ...) fails exactly its {@code process.*} checks.
 */
class KitLaunchTeethTest {

    private static final String PROCESS_CHECKS = "process.*";

    /** Two at a time: each run starts JVMs (the server, then one per bad-argument check), which is CPU work. */
    private static final KitRuns<Set<Fault>> RUNS = new KitRuns<>(2);

    @BeforeAll
    static void startAllRuns() {
        Stream.concat(
                        Stream.of(EnumSet.noneOf(Fault.class), EnumSet.copyOf(RaceOnly.FAULTS)),
                        processFaults().map(EnumSet::of))
                .forEach(faults -> RUNS.start(
                        faults,
                        () -> Kit.run(KitOptions.launch(command(faults)).withOnly(PROCESS_CHECKS), result -> {})));
    }

    @AfterAll
    static void stopRuns() throws InterruptedException {
        RUNS.stop();
    }

    @Test
    void launchedServerPassesTheProcessChecks() throws Exception {
        KitReport report = RUNS.report(EnumSet.noneOf(Fault.class));

        assertEquals(Set.of(), KitTeethTest.ids(report, CheckResult.Status.FAILED), () -> KitTeethTest.details(report));
        assertEquals(
                Set.of(), KitTeethTest.ids(report, CheckResult.Status.SKIPPED), () -> KitTeethTest.details(report));
        assertFalse(KitTeethTest.ids(report, CheckResult.Status.PASSED).isEmpty(), "no process check ran");
    }

    /**
     * The race-only server in launch mode: process.ready (race) passes; brigade's exit and usage rules
     * fail, and so does the write kept across a stop, since it never stores a comment.
     */
    @Test
    void raceOnlyServerFailsBrigadesProcessRules() throws Exception {
        KitReport report = RUNS.report(EnumSet.copyOf(RaceOnly.FAULTS));

        assertEquals(
                new TreeSet<>(Set.of("process.sigterm", "process.unknown-flag", "process.writes-kept")),
                KitTeethTest.ids(report, CheckResult.Status.FAILED),
                () -> KitTeethTest.details(report));
        assertTrue(
                KitTeethTest.ids(report, CheckResult.Status.PASSED).contains("process.ready"),
                () -> KitTeethTest.details(report));
    }

    static Stream<Fault> processFaults() {
        return Arrays.stream(Fault.values()).filter(Fault::processOnly);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("processFaults")
    void processFaultFailsExactlyItsChecks(Fault fault) throws Exception {
        KitReport report = RUNS.report(EnumSet.of(fault));

        assertEquals(
                fault.trips("process."),
                KitTeethTest.ids(report, CheckResult.Status.FAILED),
                () -> fault + " (" + fault.description() + "):\n" + KitTeethTest.details(report));
    }

    /** {@code java -cp <reference server and its libraries> ReferenceServerMain ...}, placeholders left for the kit. */
    static String command(Set<Fault> faults) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = Stream.of(
                        ReferenceServerMain.class,
                        ObjectMapper.class,
                        JsonFactory.class,
                        JsonAutoDetect.class,
                        org.sqlite.JDBC.class)
                .map(KitLaunchTeethTest::location)
                .distinct()
                .collect(Collectors.joining(File.pathSeparator));
        String faultArguments = faults.equals(RaceOnly.FAULTS)
                ? " --race-only"
                : faults.stream().map(f -> " --fault " + f.name()).collect(Collectors.joining());
        // quick start matters more than peak speed for a server that lives a few seconds; sqlite-jdbc
        // extracts its native library into a folder of this command's own: in the shared /tmp, servers
        // started side by side delete each other's old copies and log a stack on stderr
        return ServerCommand.quote(java) + " -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto"
                + " -Dorg.sqlite.tmpdir="
                + ServerCommand.quote(nativeLibraryFolder().toString())
                + " --enable-native-access=ALL-UNNAMED -cp " + ServerCommand.quote(classpath) + " "
                + ReferenceServerMain.class.getName()
                + " --address {address} --port {port} {database-arg}" + faultArguments;
    }

    /** A new folder under the build's own {@code target/}, so the copies go with {@code mvn clean}, not left in /tmp. */
    private static Path nativeLibraryFolder() {
        try {
            return Files.createTempDirectory(Files.createDirectories(Path.of("target", "teeth-sqlite")), "launch")
                    .toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
